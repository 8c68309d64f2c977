import { RosterPlayerResourceSchema } from '@fieldhouse/contract/players'
import { RosterResourceSchema } from '@fieldhouse/contract/rosters'
import { PlayerCareerResponseSchema, StatsBioResponseSchema } from '@fieldhouse/contract/stats'
import { expect, test } from 'vitest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const roster = async (id: number) =>
  RosterResourceSchema.parse(await provider.getJson(`/api/v2/Rosters/${id}`))
const bio = async (id: number) =>
  RosterPlayerResourceSchema.parse(await provider.getJson(`/api/v2/Players/roster/bio/${id}`))
const statsBio = async (id: number, sport: string, year: number) =>
  StatsBioResponseSchema.parse(
    await provider.getJson(`/api/v2/Stats/bio?rosterPlayerId=${id}&sport=${sport}&year=${year}`),
  )
const career = async (sport: string, query: string) =>
  PlayerCareerResponseSchema.parse(
    await provider.getJson(`/api/v2/Stats/${sport}/player/career?${query}`),
  )

// Players of a roster who have stats (the first `limit` found, by the order of the roster),
// with their bio's stats seasons.
async function withStats(rosterId: number, position?: string, limit = 1) {
  const players = (await roster(rosterId)).players.filter(
    (p) => position === undefined || p.positionShort === position,
  )
  const found = []
  for (const player of players) {
    const page = await bio(player.rosterPlayerId)
    if ((page.statsSeasons ?? []).length > 0) found.push(page)
    if (found.length === limit) break
  }
  return found
}

test('a pitcher has an ERA and innings; a hitter an average; both come as strings', async () => {
  const [pitcher] = await withStats(913, 'RHP')
  const season = pitcher?.statsSeasons?.[0]
  const sheet = await career('baseball', `rosterPlayerId=${pitcher?.rosterPlayerId}`)
  const pitching = sheet[String(season?.year)]?.seasonStats.pitchingStats
  expect(pitching?.era).toMatch(/^\d+\.\d\d$/)
  expect(pitching?.inningsPitched).toMatch(/^\d+\.[012]$/)
  const [hitter] = await withStats(913, 'INF')
  const hitting = (await career('baseball', `playerId=${hitter?.playerId}`))[
    String(hitter?.statsSeasons?.[0]?.year)
  ]?.seasonStats.hittingStats
  expect(hitting?.avg).toMatch(/^(\.\d{3}|1\.000)$/)
})

test('the game log adds up to the season line the career shows', async () => {
  for (const [rosterId, sport] of [
    [913, 'baseball'],
    [910, 'football'],
    [911, 'mens-basketball'],
    [915, 'mens-soccer'],
  ] as const) {
    const [player] = await withStats(rosterId)
    const season = player?.statsSeasons?.[0]
    const log = await statsBio(season?.rosterPlayerId ?? 0, sport, season?.year ?? 0)
    const totals = (await career(sport, `rosterPlayerId=${player?.rosterPlayerId}`))[
      String(season?.year)
    ]?.seasonStats
    for (const [key, value] of Object.entries(log.currentStats ?? {})) {
      if (!key.endsWith('Total') || value === null || Array.isArray(value)) continue
      expect(totals?.[key.replace(/Total$/, '')], `${sport} ${key}`).toEqual(value)
    }
  }
})

test('a goalkeeper keeps goal: saves and goals against, the opponent’s score each game', async () => {
  const keepers = await withStats(915, 'GK', 3)
  expect(keepers.length).toBeGreaterThanOrEqual(1)
  const season = keepers[0]?.statsSeasons?.[0]
  const log = await statsBio(season?.rosterPlayerId ?? 0, 'mens-soccer', season?.year ?? 0)
  const games = (log.currentStats?.goalieStats ?? []) as Record<string, unknown>[]
  expect(games.length).toBeGreaterThan(5)
  for (const game of games.filter((g) => g.date !== null)) {
    expect(game.ga).toBe(String(game.score).split('-')[1])
  }
  expect(log.currentStats?.goalieStatsTotal).toMatchObject({ min: expect.any(String) })
})

test('game rows carry the stats-bio date format, a result and a closing totals row', async () => {
  const [player] = await withStats(911)
  const season = player?.statsSeasons?.[0]
  const log = await statsBio(season?.rosterPlayerId ?? 0, 'mens-basketball', season?.year ?? 0)
  const rows = (log.currentStats?.basketballStats ?? []) as Record<string, unknown>[]
  expect(rows[0]?.date).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d\d:\d\d\u202f[AP]M$/)
  expect(rows[0]?.result).toMatch(/^[WLT]$/)
  expect(rows.at(-1)).toMatchObject({ date: null, opponent: 'Totals' })
  // Everyone who played has minutes: the season high in minutes is always there.
  expect(log.seasonHighStats?.basketballStats?.some((high) => high.statName === 'min')).toBe(true)
})

test('the current spring season has not started: no stats yet', async () => {
  const players = (await roster(1013)).players
  for (const player of players.slice(0, 5)) {
    const page = await bio(player.rosterPlayerId)
    expect(page.statsSeasons?.some((s) => s.rosterPlayerId === player.rosterPlayerId)).toBe(false)
  }
})

testStatuses(provider, [
  ['/api/v2/Stats/bio', 400],
  ['/api/v2/Stats/bio?rosterPlayerId=113000&sport=baseball', 400],
  ['/api/v2/Stats/bio?rosterPlayerId=113000&year=2025', 400],
  ['/api/v2/Stats/bio?sport=baseball&year=2025', 400],
  ['/api/v2/Stats/bio?rosterPlayerId=a&sport=baseball&year=2025', 400],
  ['/api/v2/Stats/bio?rosterPlayerId=113000&sport=baseball&year=25', 400],
  ['/api/v2/Stats/bio?rosterPlayerId=999999&sport=baseball&year=2025', 204],
  ['/api/v2/Stats/bio?rosterPlayerId=113000&sport=baseball&year=1999', 204],
  ['/api/v2/Stats/bio?rosterPlayerId=113000&sport=football&year=2025', 204],
  ['/api/v2/Stats/bio?rosterPlayerId=126000&sport=mens-golf&year=2025', 204],
  ['/api/v2/Stats/baseball/player/career', 400],
  ['/api/v2/Stats/baseball/player/career?rosterPlayerId=a', 400],
  ['/api/v2/Stats/baseball/player/career?playerId=1.5', 400],
  ['/api/v2/Stats/baseball/player/career?rosterPlayerId=999999', 204],
  ['/api/v2/Stats/football/player/career?rosterPlayerId=113000', 204],
  ['/api/v2/Stats/mens-golf/player/career?rosterPlayerId=126000', 204],
  ['/api/v2/Stats/curling/player/career?rosterPlayerId=113000', 404],
])

test("a game line links to its game's box score page on the site", async () => {
  const [player] = await withStats(913)
  const season = player?.statsSeasons?.[0]
  const body = await statsBio(Number(season?.rosterPlayerId), 'baseball', Number(season?.year))
  const rows = Object.values(body.currentStats ?? {})
    .flatMap((group) => (Array.isArray(group) ? group : []))
    .filter((row) => row.date !== null)
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) {
    expect(row.boxscoreUrl).toMatch(
      new RegExp(`^/sports/baseball/stats/${season?.year}/[a-z0-9-]+/boxscore/\\d+$`),
    )
  }
})
