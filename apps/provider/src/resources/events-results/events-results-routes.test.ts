import { expect, test } from 'vitest'
import { z } from 'zod'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

// Only what these tests read; the contract tests check the whole shape.
const ItemSchema = z.object({
  id: z.number(),
  date: z.string(),
  dateUtc: z.string().nullable(),
  time: z.string().nullable(),
  status: z.string(),
  type: z.string(),
  tbd: z.boolean(),
  allDay: z.boolean(),
  isSpotlight: z.boolean(),
  locationIndicator: z.string(),
  tournament: z.string(),
  gameState: z.number().optional(),
  gameStateDisplay: z.string().optional(),
  sport: z.object({ id: z.number() }),
  opponent: z.object({ image: z.string(), prefix: z.string().nullable(), title: z.string() }),
  result: z
    .object({
      status: z.string(),
      teamScore: z.string().nullable(),
      boxScore: z.string().nullable(),
    })
    .nullable(),
  gameFacility: z.object({ url: z.string() }).nullable(),
})
const OffsetSchema = z.object({
  items: z.array(ItemSchema),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
})
const CursorSchema = z.object({
  items: z.array(ItemSchema),
  before: z.string().nullable(),
  after: z.string().nullable(),
})

const offset = async (path: string, tenant = 'demo') =>
  OffsetSchema.parse(await provider.getJson(`/api/v2/EventsResults/${path}`, { tenant }))
const cursor = async (path: string) =>
  CursorSchema.parse(await provider.getJson(`/api/v2.1/EventsResults/${path}`))
const everything = (feed: string, query = '') => offset(`${feed}?$pageSize=100${query}`)

test('results are games over or canceled, oldest first; upcoming are games to play', async () => {
  const results = await offset('results?sportId=10&$pageSize=100')
  expect(results.total).toBeGreaterThan(30)
  expect(results.items.every((item) => item.status === 'O' || item.status === 'C')).toBe(true)
  const dates = results.items.map((item) => item.date)
  expect(dates).toEqual([...dates].sort())
  const upcoming = await offset('upcoming?$pageSize=100')
  expect(upcoming.total).toBeGreaterThan(100)
  for (const item of upcoming.items) {
    expect([item.status, item.type]).toEqual(['A', 'upcoming'])
  }
})

test('a game over has a result and, unless an exhibition, a box score', async () => {
  const { items } = await everything('results', '&sportId=11')
  const over = items.filter((item) => item.status === 'O')
  expect(over.length).toBeGreaterThan(20)
  for (const item of over) {
    expect(item.result?.status).toMatch(/^[WLTN]$/)
    const exhibition = item.tournament === 'Exhibition'
    expect(item.result?.boxScore ?? null).toBe(exhibition ? null : `/boxscore.aspx?id=${item.id}`)
  }
  expect(items.some((item) => item.tournament === 'Exhibition')).toBe(true)
})

test('filters: sport, location, spotlight, game id and date range', async () => {
  const away = await everything('results', '&SportId=13&locationIndicator=a')
  expect(away.total).toBeGreaterThan(10)
  expect(away.items.every((item) => item.locationIndicator === 'A' && item.sport.id === 13)).toBe(
    true,
  )
  const spotlight = await everything('results', '&sportLight=true')
  expect(spotlight.total).toBeGreaterThan(0)
  expect(spotlight.items.every((item) => item.isSpotlight)).toBe(true)
  const first = away.items[0]
  const one = await offset(`results?gameId=${first?.id}`)
  expect(one.items.map((item) => item.id)).toEqual([first?.id])
  const september = await everything('results', '&StartDate=2026-09-01&EndDate=2026-09-30')
  expect(september.total).toBeGreaterThan(0)
  expect(september.items.every((item) => item.date.startsWith('2026-09'))).toBe(true)
  const v21 = await cursor(
    'results?PageSize=100&DateRange.StartDate=2026-09-01&DateRange.EndDate=2026-09-30',
  )
  expect(v21.items.map((item) => item.id)).toEqual(september.items.map((item) => item.id))
})

test('v2.1 pages by cursor and adds the game state; Upcoming narrows a feed', async () => {
  const first = await cursor('results?SportId=13&PageSize=5')
  expect(first.items).toHaveLength(5)
  expect(first.before).toBeNull()
  expect(JSON.parse(Buffer.from(String(first.after), 'base64').toString())).toEqual({
    GameDate: first.items[4]?.date,
    GameId: first.items[4]?.id,
  })
  const second = await cursor(`results?SportId=13&PageSize=5&After=${first.after}`)
  expect((second.items[0]?.date ?? '') >= (first.items[4]?.date ?? '')).toBe(true)
  expect(second.items[0]?.gameStateDisplay).toMatch(/^(SCHEDULED|GAMECOMPLETE|CANCELLED)$/)
  const scoreboard = await cursor('scoreboard?Upcoming=true&PageSize=100')
  expect(scoreboard.items.every((item) => item.status === 'A')).toBe(true)
})

test('the scoreboard shows each sport’s latest result and next game', async () => {
  const { items } = await everything('scoreboard')
  const sports = new Set(items.map((item) => item.sport.id))
  expect(sports.size).toBeGreaterThan(15)
  for (const sportId of sports) {
    const ofSport = items.filter((item) => item.sport.id === sportId)
    expect(ofSport.filter((item) => item.status === 'O').length).toBeLessThanOrEqual(1)
    expect(ofSport.filter((item) => item.status === 'A').length).toBeLessThanOrEqual(1)
  }
})

// Every item of a v2.1 feed, following the `after` cursors.
async function walk(feed: string) {
  const items = []
  let after: string | null = ''
  while (after !== null) {
    const page = await cursor(`${feed}?PageSize=100${after ? `&After=${after}` : ''}`)
    items.push(...page.items)
    after = page.after
  }
  return items
}

test('the quirks the site must tolerate are all in the demo', async () => {
  const every = [...(await walk('results')), ...(await walk('upcoming'))]
  expect(every.length).toBe((await offset('results')).total + (await offset('upcoming')).total)
  const states = new Set(every.map((item) => item.gameStateDisplay))
  expect(states).toEqual(new Set(['SCHEDULED', 'GAMECOMPLETE', 'CANCELLED', 'POSTPONED']))
  expect(every.every((item) => item.opponent.image.startsWith('/images/'))).toBe(true)
  const upcoming = every.filter((item) => item.status === 'A')
  expect(upcoming.some((item) => item.result?.teamScore === '0')).toBe(true)
  expect(upcoming.filter((item) => item.result !== null).length).toBeLessThan(10)
  expect(every.some((item) => / (CT|ET|MT)$/.test(item.time ?? ''))).toBe(true)
  expect(every.some((item) => item.result?.status === 'N')).toBe(true)
  expect(every.some((item) => item.dateUtc?.endsWith('.0000001Z'))).toBe(true)
  expect(every.some((item) => item.tbd && item.dateUtc === null && item.time === null)).toBe(true)
  expect(every.some((item) => item.allDay && item.time === null)).toBe(true)
  expect(every.some((item) => item.opponent.prefix?.startsWith('#'))).toBe(true)
  const facility = every.find((item) => item.gameFacility)?.gameFacility
  expect(facility?.url).toMatch(/^\/facilities\/[a-z0-9-]+\/\d+$/)
})

test.each([
  'results?sportId=a',
  'results?locationIndicator=X',
  'results?sportLight=maybe',
  'results?StartDate=10-9-2026',
  'upcoming?gameId=1.5',
])('%s is a bad request', async (path) => {
  expect((await provider.get(`/api/v2/EventsResults/${path}`)).status).toBe(400)
})

test('a tenant sees only its own games', async () => {
  const demo = await offset('results?$pageSize=100')
  const lakeside = await offset('results?$pageSize=100', 'lakeside')
  expect(lakeside.total).toBeGreaterThan(0)
  expect(demo.total).not.toBe(lakeside.total)
  const lakesideSports = new Set(lakeside.items.map((item) => item.sport.id))
  expect(demo.items.some((item) => lakesideSports.has(item.sport.id))).toBe(false)
})
