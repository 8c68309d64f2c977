import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { toStatsDate } from './stats'

const setup = (handler: TestHandler) => createTestClient(handler, { cache: false })

test.each([
  ['4/19/2026 12:00:00\u202fPM', '2026-04-19T12:00:00'],
  ['4/19/2026 7:05:00 PM', '2026-04-19T19:05:00'],
  ['11/2/2025 12:30:00 AM', '2025-11-02T00:30:00'],
  ['2026-04-19', null],
  [null, null],
])('toStatsDate(%j) is %j', (value, expected) => {
  expect(toStatsDate(value)).toBe(expected)
})

const bio = {
  currentStats: {
    hittingStats: [
      {
        date: '4/19/2026 7:00:00\u202fPM',
        opponent: 'Red Cedar',
        result: 'W',
        score: '5-3',
        boxscoreUrl: null,
        locationIndicator: 'H',
        atBats: '4',
        hits: '2',
        avg: '.500',
      },
      { date: null, opponent: 'Totals', atBats: '4', hits: '2', avg: '.500' },
    ],
    hittingStatsTotal: { atBats: '4', hits: '2', avg: '.500' },
    pitchingStats: [],
    pitchingStatsTotal: null,
    fieldingStats: [],
    fieldingStatsTotal: null,
  },
  seasonHighStats: {
    hittingStats: [
      { statName: 'hits', value: '2', date: '4/19/2026 7:00:00\u202fPM', opponent: 'Red Cedar' },
    ],
    pitchingStats: [],
  },
}

test('a season maps to groups of games, totals and highs', async () => {
  const { client, requests } = setup(async () => jsonResponse(bio))
  const season = await client.getPlayerSeasonStats({
    rosterPlayerId: 7,
    sport: 'baseball',
    year: 2026,
  })
  expect(requests[0]?.url.search).toBe('?rosterPlayerId=7&sport=baseball&year=2026')
  expect(season?.groups[0]).toEqual({
    name: 'hitting',
    games: [
      {
        date: '2026-04-19T19:00:00',
        opponent: 'Red Cedar',
        result: 'W',
        score: '5-3',
        locationIndicator: 'H',
        stats: { atBats: '4', hits: '2', avg: '.500' },
      },
    ],
    totals: { atBats: '4', hits: '2', avg: '.500' },
    highs: [{ stat: 'hits', value: '2', date: '2026-04-19T19:00:00', opponent: 'Red Cedar' }],
  })
  expect(season?.groups.map((g) => g.name)).toEqual(['hitting', 'pitching', 'fielding'])
})

test('no stats (204) and failures are null', async () => {
  expect(await setup(async () => emptyResponse(204)).client.getPlayerCareer('golf', 1)).toBeNull()
  const failing = setup(async () => emptyResponse(500))
  expect(
    await failing.client.getPlayerSeasonStats({ rosterPlayerId: 1, sport: 'x', year: 2025 }),
  ).toBeNull()
  expect(failing.logger.records[0]?.obj.label).toBe('stats repository')
})

test('a career reads both the baseball and the soccer field names, oldest season first', async () => {
  const { client } = setup(async () =>
    jsonResponse({
      '2026': {
        name: 'Lee, Pat',
        gp: '12',
        gs: '10',
        position: 'INF',
        classYear: 'Sr.',
        seasonTitle: '2026',
        scheduledInnings: 9,
        seasonStats: { hittingStats: { avg: '.300' }, pitchingStats: null },
      },
      '2025': {
        name: 'Lee, Pat',
        gamesPlayed: '18',
        gamesStarted: '3',
        position: 'F',
        isGoalie: false,
        seasonTitle: '2025',
        seasonStats: { shotStats: { g: '4' } },
      },
    }),
  )
  expect(await client.getPlayerCareer('baseball', 7)).toEqual([
    {
      year: '2025',
      seasonTitle: '2025',
      position: 'F',
      classYear: null,
      gamesPlayed: 18,
      gamesStarted: 3,
      groups: [{ name: 'shot', stats: { g: '4' } }],
    },
    {
      year: '2026',
      seasonTitle: '2026',
      position: 'INF',
      classYear: 'Sr.',
      gamesPlayed: 12,
      gamesStarted: 10,
      groups: [{ name: 'hitting', stats: { avg: '.300' } }],
    },
  ])
})
