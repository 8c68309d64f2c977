import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { emptyResponse, jsonResponse, type RecordedRequest } from './fake-fetch'
import { wireLegacyGame } from './games-fixtures'
import { DEFAULT_SCHEDULE_SETTINGS } from './schedule'

// Schedule record and settings, calendar, opponent history, year by year and the countdown.

const setup = (handler: (request: RecordedRequest) => Response) =>
  createTestClient(handler, { cache: false })
const url = (request: RecordedRequest | undefined) =>
  `${request?.url.pathname}${request?.url.search}`
const wlt = (wins: number, losses: number, ties: number) => ({ wins, losses, ties })

test('the schedule record keeps display strings; failure or 204 is null', async () => {
  const { client, requests } = setup(() =>
    jsonResponse({
      scheduleId: 1017,
      overallRecord: '12-4-2',
      streak: 'W3',
      homeRecord: '',
      sport: { id: 10 },
    }),
  )
  expect(await client.getScheduleRecord(1017)).toMatchObject({
    overall: '12-4-2',
    streak: 'W3',
    home: null,
  })
  expect(url(requests[0])).toBe('/api/v2/Schedule/1017/Record')
  expect(await setup(() => emptyResponse(204)).client.getScheduleRecord(1)).toBeNull()
  const season = setup(() =>
    jsonResponse({ scheduleId: 1017, seasonId: 400, overallRecord: '3-1' }),
  )
  expect(await season.client.getSeasonRecord(400)).toMatchObject({ seasonId: 400, overall: '3-1' })
  expect(url(season.requests[0])).toBe('/api/v2/Season/400/record')
  expect(await setup(() => emptyResponse(500)).client.getScheduleRecord(1)).toBeNull()
})

test('schedule settings are the department’s; a missing flag or unknown value is our default', async () => {
  const { client, requests } = setup(() =>
    jsonResponse({
      scheduleDefaultView: 'Table',
      scheduleScoreDisplay: 'winner-first',
      opponentHistoryPageEnabled: false,
      schedulePageShowAtVs: false,
    }),
  )
  expect(await client.getScheduleSettings()).toEqual({
    opponentHistoryPageEnabled: false,
    scoreDisplay: 'winner-first',
    defaultView: 'table',
    seasonDepositEnabled: false,
    showAtVs: false,
  })
  expect(url(requests[0])).toBe('/api/v2/Schedule/settings')
  const odd = setup(() => jsonResponse({ scheduleDefaultView: 'grid', scheduleScoreDisplay: '' }))
  expect(await odd.client.getScheduleSettings()).toEqual(DEFAULT_SCHEDULE_SETTINGS)
  expect(await setup(() => emptyResponse(204)).client.getScheduleSettings()).toEqual(
    DEFAULT_SCHEDULE_SETTINGS,
  )
})

test.each<[string, () => Response]>([
  ['a 500', () => emptyResponse(500)],
  ['garbage', () => jsonResponse({ schedulePageShowAtVs: 'yes', scheduleDefaultView: 42 })],
  ['not JSON', () => new Response('<html>oops</html>', { status: 200 })],
])('schedule settings on %s: our defaults, logged once per cache period', async (_, answer) => {
  let time = 0
  const { client, requests, logger } = createTestClient(answer, {
    now: () => time,
    cache: { freshMs: 30_000 },
  })
  for (let page = 0; page < 5; page += 1) {
    expect(await client.getScheduleSettings()).toEqual(DEFAULT_SCHEDULE_SETTINGS)
  }
  expect(logger.records).toHaveLength(1)
  expect(logger.records[0]?.obj).toMatchObject({ label: 'schedule repository' })
  const asked = requests.length
  time += 30_001
  expect(await client.getScheduleSettings()).toEqual(DEFAULT_SCHEDULE_SETTINGS)
  expect(requests.length).toBeGreaterThan(asked)
  expect(logger.records).toHaveLength(2)
})

test('a calendar month: days of legacy games, one game under two ids kept once, bad events dropped', async () => {
  const twin = { ...wireLegacyGame, id: 99001 }
  const { client, requests, logger } = setup(() =>
    jsonResponse([
      { date: '2026-09-10T00:00:00', events: [wireLegacyGame, { id: 'x' }] },
      { date: '2026-09-11T00:00:00', events: [twin] },
    ]),
  )
  const month = await client.loadCalendarMonth('2026-09-01', { sportId: 10 })
  expect(url(requests[0])).toBe('/api/v2/Calendar/month?date=2026-09-01T00%3A00%3A00&sportId=10')
  expect(
    month.status === 'ok' && month.value.map((day) => [day.date, day.games.map((g) => g.id)]),
  ).toEqual([['2026-09-10', [25346]]])
  expect(logger.records).toHaveLength(1)
  // Read in the tenant's zone: 18:00 in Chicago.
  expect(month.status === 'ok' && month.value[0]?.games[0]?.start?.toISOString()).toBe(
    '2026-09-10T23:00:00.000Z',
  )
})

test('a calendar range uses from/to; a failure is unavailable; counts degrade to []', async () => {
  const { client, requests } = setup(() => jsonResponse([]))
  expect(await client.loadCalendarRange('2026-09-01', '2026-09-30')).toEqual({
    status: 'ok',
    value: [],
  })
  expect(url(requests[0])).toBe('/api/v2/Calendar/from/2026-09-01/to/2026-09-30')
  expect(await setup(() => emptyResponse(503)).client.loadCalendarMonth('2026-09-01')).toEqual({
    status: 'unavailable',
  })
  const counts = setup(() => jsonResponse([{ date: '2026-09-10T00:00:00', count: 2 }]))
  expect(await counts.client.getCalendarCounts('2026-09-01')).toEqual([
    { date: '2026-09-10', count: 2 },
  ])
  expect(await setup(() => emptyResponse(500)).client.getCalendarCounts('2026-09-01')).toEqual([])
})

const opponentItem = (id: number) => ({
  opponent: { id, name: `Opponent ${id}` },
  results: [
    {
      gameId: id * 10,
      gameDate: '2025-09-10T19:00:00',
      resultStatus: 'W',
      gameLocationIndicator: 'A',
      gameConference: true,
      teamScore: '2',
      opponentScore: '1',
    },
  ],
  allTotalRecords: wlt(3, 1, 0),
  lastTenGameRecords: wlt(3, 1, 0),
  currentStreak: wlt(2, 0, 0),
  teamTotalPoints: 8,
  opponentTotalPoints: 5,
})

test('opponent history follows v2.1 cursors; one opponent; filters', async () => {
  const { client, requests } = setup((request) => {
    if (request.url.pathname.endsWith('/filters/opponents'))
      return jsonResponse([{ value: 381, name: 'Georgetown', statTitle: 'GU' }])
    if (request.url.pathname.includes('/opponent/')) return emptyResponse(204)
    const after = request.url.searchParams.get('After')
    return jsonResponse({
      items: [opponentItem(after ? 2 : 1)],
      before: null,
      after: after ? null : 'next',
    })
  })
  const list = await client.loadOpponentHistory(10)
  expect(url(requests[0])).toBe('/api/v2.1/OpponentHistory?PageSize=50&SportId=10')
  expect(list.status === 'ok' && list.value.map((o) => o.name)).toEqual([
    'Opponent 1',
    'Opponent 2',
  ])
  expect(list.status === 'ok' && list.value[0]?.meetings[0]).toMatchObject({
    result: 'W',
    teamScore: 2,
    locationIndicator: 'A',
  })
  expect(await client.loadOpponent(10, 999)).toEqual({ status: 'missing' })
  expect(await client.getOpponentFilters()).toEqual([{ opponentId: 381, name: 'Georgetown' }])
})

test('year by year comes newest season first whatever the key order', async () => {
  const game = {
    gameId: 1,
    gameDate: '2005-11-18T19:00:00',
    resultStatus: 'W',
    gameOpponent: 'Seton Hall',
    opponentId: null,
    opponentName: null,
    resultTeamScore: '93',
    resultOpponentScore: '60',
    boxscoreLink: '',
  }
  const { client, requests } = setup(() =>
    jsonResponse({
      '2005-06': { games: [game], records: null },
      '2023': { games: [], records: { overall: '20-10' } },
    }),
  )
  const history = await client.loadYearByYear(10)
  expect(url(requests[0])).toBe('/api/v2/History/YearByYear?sportId=10')
  expect(
    history.status === 'ok' && history.value.map((s) => [s.season, s.records.overall]),
  ).toEqual([
    ['2023', '20-10'],
    ['2005-06', null],
  ])
  expect(history.status === 'ok' && history.value[1]?.games[0]).toMatchObject({
    opponent: 'Seton Hall',
    teamScore: 93,
    boxScoreUrl: null,
  })
})

test('the countdown target is the local date-time in the tenant zone; 204 is null', async () => {
  const { client } = setup(() =>
    jsonResponse({
      id: 3,
      title: 'Home opener',
      localDateTime: '2026-09-05T19:30:00',
      game: {
        id: 4,
        date: '2026-09-05T19:30:00',
        sport: { id: 5, title: 'Football' },
        opponent: { id: 9, title: '#3 Elon', image: 'images/elon.png' },
      },
    }),
  )
  const countdown = await client.getHomepageCountdown()
  expect(countdown?.target?.toISOString()).toBe('2026-09-06T00:30:00.000Z')
  expect(countdown?.game?.opponent).toEqual({
    title: '#3 Elon',
    name: 'Elon',
    prefix: '#3',
    image: '/images/elon.png',
  })
  expect(await setup(() => emptyResponse(204)).client.getHomepageCountdown()).toBeNull()
})
