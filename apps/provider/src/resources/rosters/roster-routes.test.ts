import {
  RosterListResponseSchema,
  RosterResourceSchema,
  RostersResponseSchema,
} from '@fieldhouse/contract/rosters'
import { expect, test } from 'vitest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const roster = async (path: string, tenant = 'demo') =>
  RosterResourceSchema.parse(await provider.getJson(path, { tenant }))

test('a roster by id: its season, sport and players in jersey order', async () => {
  const football = await roster('/api/v2/Rosters/1010')
  expect(football).toMatchObject({
    id: 1010,
    displayTitle: '2026 Football Roster',
    season: { id: 3010, title: '2026' },
    sport: { id: 10, globalSportNameSlug: 'football' },
  })
  expect(football.players.length).toBeGreaterThanOrEqual(100)
  const numbers = football.players.map((p) => p.jerseyNumber).filter((n) => n !== null)
  const asOrder = (n: string | null | undefined) => Number(n) + (n === '00' ? 0.5 : 0)
  expect(numbers.map(asOrder)).toEqual([...numbers.map(asOrder)].sort((a, b) => a - b))
  // Lists leave the bio parts to the bio endpoint (README 4.6).
  expect(football.players.every((p) => p.bio === null && p.historicalFields === null)).toBe(true)
})

test('/Rosters?sportId= pages the sport’s rosters, newest season first', async () => {
  const page = RostersResponseSchema.parse(await provider.getJson('/api/v2/Rosters?sportId=11'))
  expect(page).toMatchObject({ total: 3, page: 0, pages: 1 })
  expect(page.items.map((r) => r.season.title)).toEqual(['2026-27', '2025-26', '2024-25'])
  const second = RostersResponseSchema.parse(
    await provider.getJson('/api/v2/Rosters?sportId=11&$pageIndex=1&$pageSize=1'),
  )
  expect(second.items.map((r) => r.id)).toEqual([page.items[1]?.id])
})

test.each([
  ['football', '2025', '2025'],
  ['mens-basketball', '2025', '2025-26'],
  ['mens-basketball', '2025-26', '2025-26'],
  ['mens-basketball', '2025-2026', '2025-26'],
  ['Baseball', '2026', '2026'],
  ['mbball', '2024', '2024-25'],
  ['MENS-SOCCER', '', '2026'],
])('/Rosters/bySport/%s?season=%s is the %s roster', async (sport, season, title) => {
  const found = await roster(`/api/v2/Rosters/bySport/${sport}?season=${season}`)
  expect(found.season.title).toBe(title)
})

testStatuses(provider, [
  ['/api/v2/Rosters', 400],
  ['/api/v2/Rosters?sportId=', 400],
  ['/api/v2/Rosters?sportId=a', 400],
  ['/api/v2/Rosters?sportId=10&$pageSize=0', 400],
  ['/api/v2/Rosters?sportId=999', 200],
  ['/api/v2/Rosters/999999', 204],
  ['/api/v2/Rosters/a', 404],
  ['/api/v2/Rosters/-1', 404],
  ['/api/v2/Rosters/bySport/curling', 404],
  ['/api/v2/Rosters/bySport/general', 404],
  ['/api/v2/Rosters/bySport/football?season=1999', 404],
  ['/api/v2/Rosters/bySport/football?season=last', 400],
  ['/api/v2/Rosters/list?sportId=a', 400],
  ['/api/v2/Rosters/active/list', 200],
])

test('/Rosters/list is the season selector; filters by sportId, sport and season', async () => {
  const list = async (query: string) =>
    RosterListResponseSchema.parse(await provider.getJson(`/api/v2/Rosters/list${query}`))
  expect(await list('?sportId=13')).toEqual([
    {
      rosterId: 1013,
      displayTitle: '2027 Baseball Roster',
      seasonTitle: '2027',
      globalSportNameSlug: 'baseball',
    },
    {
      rosterId: 913,
      displayTitle: '2026 Baseball Roster',
      seasonTitle: '2026',
      globalSportNameSlug: 'baseball',
    },
    {
      rosterId: 813,
      displayTitle: '2025 Baseball Roster',
      seasonTitle: '2025',
      globalSportNameSlug: 'baseball',
    },
  ])
  expect((await list('?sport=baseball')).map((r) => r.rosterId)).toEqual([1013, 913, 813])
  expect((await list('?season=2025-26')).every((r) => r.seasonTitle === '2025-26')).toBe(true)
  expect(await list('?sport=curling')).toEqual([])
  expect((await list('')).length).toBe(26 * 3)
})

test('/Rosters/active/list names each sport’s current roster, the one /Sports names', async () => {
  const active = RosterListResponseSchema.parse(
    await provider.getJson('/api/v2/Rosters/active/list'),
  )
  expect(active).toHaveLength(26)
  expect(active.every((r) => r.rosterId >= 1010 && r.rosterId <= 1035)).toBe(true)
})

test('every player and staff member of a roster names the roster’s sport', async () => {
  const soccer = await roster('/api/v2/Rosters/1015')
  expect(new Set(soccer.players.map((p) => p.sport?.id))).toEqual(new Set([15]))
})

test("a tenant sees only its own rosters: another tenant's roster id is no content", async () => {
  // Ids are per tenant: demo's 1035 (wrestling) is no roster of Lakeside's.
  expect((await provider.get('/api/v2/Rosters/1035', { tenant: 'lakeside' })).status).toBe(204)
  const lakeside = await roster('/api/v2/Rosters/1200', 'lakeside')
  expect(
    lakeside.players.every((p) => !p.image || p.image.url.startsWith('/images/lakeside/')),
  ).toBe(true)
})
