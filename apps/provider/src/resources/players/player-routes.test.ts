import {
  PlayerHistoryCursorResponseSchema,
  PlayerHistoryResponseSchema,
  PlayerSearchResponseSchema,
  RosterPlayerResourceSchema,
  RosterPlayersCursorResponseSchema,
  RosterPlayersResponseSchema,
} from '@fieldhouse/contract/players'
import { RosterResourceSchema } from '@fieldhouse/contract/rosters'
import { expect, test } from 'vitest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'
import { toSiteSlug } from '../site-urls'

const provider = openTestApp()

const bio = async (id: number) =>
  RosterPlayerResourceSchema.parse(await provider.getJson(`/api/v2/Players/roster/bio/${id}`))

const allPlayers = RosterPlayersResponseSchema.parse(
  await provider.getJson('/api/v2/Players/roster/1010?$pageSize=100'),
)

test('/Players/roster/{id} pages a roster’s players in roster order', async () => {
  expect(allPlayers.total).toBeGreaterThan(100)
  expect(allPlayers.pages).toBe(2)
  const second = RosterPlayersResponseSchema.parse(
    await provider.getJson('/api/v2/Players/roster/1010?$pageIndex=1&$pageSize=100'),
  )
  expect(allPlayers.items.length + second.items.length).toBe(allPlayers.total)
})

test('v2.1 pages the same players by cursor', async () => {
  const seen: number[] = []
  let query = '?PageSize=40'
  for (;;) {
    const page = RosterPlayersCursorResponseSchema.parse(
      await provider.getJson(`/api/v2.1/Players/roster/1010${query}`),
    )
    seen.push(...page.items.map((p) => p.rosterPlayerId))
    if (page.after === null) break
    query = `?PageSize=40&After=${encodeURIComponent(page.after)}`
  }
  expect(seen.slice(0, 100)).toEqual(allPlayers.items.map((p) => p.rosterPlayerId))
  expect(seen).toHaveLength(allPlayers.total)
})

test('a bio carries the HTML bio, display fields, history newest first and the person’s ids', async () => {
  const veteran = allPlayers.items.find((p) => p.academicYearShort === 'Sr.' && !p.hideBio)
  expect(veteran).toBeDefined()
  const page = await bio(veteran?.rosterPlayerId ?? 0)
  expect(page).toMatchObject({
    rosterPlayerId: veteran?.rosterPlayerId,
    playerId: veteran?.playerId,
    rosterDisplayTitle: '2026 Football Roster',
    seasonSlug: '2026',
  })
  expect(page.bio).toMatch(/^<p><strong>2026 \(Senior\):<\/strong>/)
  expect(page.bio).toContain('<ul><li>')
  expect(page.bioFields).toMatchObject({ rp_academic_year: 'Senior' })
  const history = page.historicalFields ?? []
  expect(history.map((h) => h.season)).toEqual(['2026', '2025', '2024'].slice(0, history.length))
  expect(history[0]?.rosterPlayerId).toBe(page.rosterPlayerId)
  expect(page.rankedBioFields?.map((f) => f.rank)).toEqual(
    page.rankedBioFields?.map((_, i) => i + 1),
  )
})

test('an older season’s bio points to the newest season through latestRosterPlayerId', async () => {
  const older = RosterPlayersResponseSchema.parse(
    await provider.getJson('/api/v2/Players/roster/910?$pageSize=100'),
  ).items.find((p) => p.academicYearShort === 'Jr.')
  const page = await bio(older?.rosterPlayerId ?? 0)
  expect(page.latestRosterPlayerId).not.toBe(page.rosterPlayerId)
  expect(page.historicalFields?.[0]?.rosterPlayerId).toBe(page.latestRosterPlayerId)
})

testStatuses(provider, [
  ['/api/v2/Players/roster/999999', 204],
  ['/api/v2/Players/roster/a', 404],
  ['/api/v2/Players/roster/bio/999999', 204],
  ['/api/v2/Players/roster/bio/x1', 404],
  ['/api/v2/Players/roster/bio', 404],
  ['/api/v2/Players/search', 400],
  ['/api/v2/Players/search?searchText=%20', 400],
  ['/api/v2/Players/history?SportId=a', 400],
  ['/api/v2/Players/history?$pageSize=1000', 400],
])

test('/Players/history lists each person once, by name, with their seasons', async () => {
  const page = PlayerHistoryResponseSchema.parse(
    await provider.getJson('/api/v2/Players/history?SportId=11&$pageSize=100'),
  )
  expect(new Set(page.items.map((p) => p.playerId)).size).toBe(page.items.length)
  const names = page.items.map((p) => `${p.lastName} ${p.firstName}`)
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  expect(page.items.some((p) => p.seasons === '2024-25, 2025-26, 2026-27')).toBe(true)
  expect(page.items.every((p) => p.sportSlug === 'mens-basketball')).toBe(true)
  const m = PlayerHistoryResponseSchema.parse(
    await provider.getJson('/api/v2/Players/history?SportId=11&lastNameStart=M&$pageSize=100'),
  )
  expect(m.items.every((p) => p.lastName.startsWith('M'))).toBe(true)
  const cursor = PlayerHistoryCursorResponseSchema.parse(
    await provider.getJson('/api/v2.1/Players/history?SportId=11&PageSize=3'),
  )
  expect(cursor.items.map((p) => p.playerId)).toEqual(page.items.slice(0, 3).map((p) => p.playerId))
})

test('/Players/search finds people by name and links to their newest bio', async () => {
  const someone = allPlayers.items.find((p) => !p.hide && p.lastName.length > 5)
  const results = PlayerSearchResponseSchema.parse(
    await provider.getJson(`/api/v2/Players/search?searchText=${someone?.lastName.toUpperCase()}`),
  )
  const hit = results.find((r) => r.id === someone?.rosterPlayerId)
  expect(hit).toMatchObject({
    text: `${someone?.firstName} ${someone?.lastName}`,
    sportTitle: 'Football',
    url: `/sports/football/roster/${toSiteSlug(`${someone?.firstName} ${someone?.lastName}`)}/${someone?.rosterPlayerId}`,
  })
})

test('hidden players stay on the roster, flagged, but out of history, search and the public bio', async () => {
  const roster = RosterResourceSchema.parse(await provider.getJson('/api/v2/Rosters/1010'))
  const hidden = roster.players.find((p) => p.hide)
  expect(hidden).toBeDefined()
  const history = PlayerHistoryResponseSchema.parse(
    await provider.getJson(`/api/v2/Players/history?nameSearch=${hidden?.lastName}&$pageSize=100`),
  )
  expect(history.items.some((p) => p.rosterPlayerId === hidden?.rosterPlayerId)).toBe(false)
  // Unpublished: only the editors' preview (/Hidden/players/roster/bio) shows it.
  const response = await provider.get(`/api/v2/Players/roster/bio/${hidden?.rosterPlayerId}`)
  expect(response.status).toBe(204)
})
