import { wireScheduleGameResults } from '@fieldhouse/contract/game-fixtures'
import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { MAX_CURSOR_PAGES } from './cursor-pages'
import { emptyResponse, jsonResponse, type RecordedRequest } from './fake-fetch'
import { wireEvent, wireLegacyGame, wireUpcomingEvent } from './games-fixtures'

const setup = (handler: (request: RecordedRequest) => Response) =>
  createTestClient(handler, { cache: false, timeZone: 'America/New_York' })

const page = (items: unknown[], after: string | null) =>
  jsonResponse({ items, before: null, after })
const feed = (request: RecordedRequest) => request.url.pathname.split('/').pop()

test('loadGames reads both v2.1 feeds to their ends, following after cursors', async () => {
  const { client, requests } = setup((request) => {
    if (feed(request) === 'upcoming') return page([wireUpcomingEvent], null)
    const after = request.url.searchParams.get('After')
    return after === null
      ? page([wireEvent], 'c1')
      : page(
          [
            {
              ...wireEvent,
              id: 25347,
              date: '2026-09-13T13:00:00',
              dateUtc: '2026-09-13T17:00:00Z',
              opponent: { id: 382, title: 'Elon' },
            },
          ],
          null,
        )
  })
  const result = await client.loadGames({
    sportId: 10,
    startDate: '2026-08-01',
    endDate: '2026-12-31',
  })
  expect(result.status).toBe('ok')
  if (result.status !== 'ok') return
  expect(result.value.map((game) => game.id)).toEqual([25346, 25347, 25360])
  const first = requests.find((request) => feed(request) === 'results')
  expect(`${first?.url.pathname}${first?.url.search}`).toBe(
    '/api/v2.1/EventsResults/results?DateRange.EndDate=2026-12-31&DateRange.StartDate=2026-08-01&PageSize=50&sportId=10',
  )
  expect(requests.filter((request) => request.url.searchParams.get('After') === 'c1')).toHaveLength(
    1,
  )
})

test('a game seen twice (same id, or under two ids) is listed once', async () => {
  const twin = { ...wireEvent, id: 99001 }
  const doubleheader = { ...wireEvent, id: 99002, isDoubleHeader: true }
  const { client } = setup((request) =>
    feed(request) === 'results'
      ? page([wireEvent, twin, doubleheader], null)
      : page([wireEvent], null),
  )
  const result = await client.loadGames({ sportId: 10 })
  expect(result.status === 'ok' && result.value.map((game) => game.id)).toEqual([25346, 99002])
})

test('a malformed game is logged and dropped; the rest of the page stays', async () => {
  const { client, logger } = setup((request) =>
    feed(request) === 'results'
      ? page([{ ...wireEvent, id: 7, sport: null }, wireEvent], null)
      : emptyResponse(204),
  )
  const result = await client.loadGames({ sportId: 10 })
  expect(result.status === 'ok' && result.value.map((game) => game.id)).toEqual([25346])
  expect(logger.records).toEqual([
    expect.objectContaining({ level: 'error', obj: expect.objectContaining({ id: 7 }) }),
  ])
})

test('a failing feed or page makes the schedule unavailable', async () => {
  const down = setup(() => emptyResponse(503))
  expect(await down.client.loadGames({ sportId: 10 })).toEqual({ status: 'unavailable' })
  const midway = setup((request) =>
    request.url.searchParams.get('After') ? emptyResponse(500) : page([wireEvent], 'c1'),
  )
  expect(await midway.client.loadGames({ sportId: 10 })).toEqual({ status: 'unavailable' })
})

test('a cursor that never ends stops at the page bound with a warning', async () => {
  let n = 0
  const next = () => {
    n += 1
    return { ...wireEvent, id: n, dateUtc: `2026-09-${String(n).padStart(2, '0')}T22:00:00Z` }
  }
  const { client, logger } = setup((request) =>
    feed(request) === 'results' ? page([next()], `c${n}`) : page([], null),
  )
  const result = await client.loadGames({ sportId: 10 })
  expect(result.status === 'ok' && result.value).toHaveLength(MAX_CURSOR_PAGES)
  expect(logger.records).toEqual([expect.objectContaining({ level: 'warn' })])
})

test('a repeated cursor ends the read instead of looping', async () => {
  const { client, requests } = setup((request) =>
    feed(request) === 'results' ? page([wireEvent], 'same') : page([], null),
  )
  expect((await client.loadGames({ sportId: 10 })).status).toBe('ok')
  expect(requests.filter((request) => feed(request) === 'results')).toHaveLength(2)
})

test('loadGame reads the legacy shape; 204 and 404 are missing, 500 unavailable', async () => {
  const ok = setup(() => jsonResponse(wireLegacyGame))
  const game = await ok.client.loadGame(25346)
  expect(game.status === 'ok' && game.value).toMatchObject({
    id: 25346,
    result: { status: 'L', teamScore: 1 },
  })
  expect(ok.requests[0]?.url.pathname).toBe('/api/v2/ScheduleGames/25346')
  expect(await setup(() => emptyResponse(204)).client.loadGame(1)).toEqual({ status: 'missing' })
  expect(await setup(() => emptyResponse(404)).client.loadGame(1)).toEqual({ status: 'missing' })
  expect(await setup(() => emptyResponse(500)).client.loadGame(1)).toEqual({
    status: 'unavailable',
  })
  // A game that does not parse is a provider failure (logged), not a missing page.
  const bad = setup(() => jsonResponse({ ...wireLegacyGame, date: null }))
  expect(await bad.client.loadGame(1)).toEqual({ status: 'unavailable' })
  expect(bad.logger.records).toHaveLength(1)
})

test('the scoreboard degrades to [] on failure', async () => {
  const ok = setup(() => page([wireEvent], null))
  expect((await ok.client.getScoreboard()).map((game) => game.id)).toEqual([25346])
  expect(ok.requests[0]?.url.pathname).toBe('/api/v2.1/EventsResults/scoreboard')
  expect(await setup(() => emptyResponse(502)).client.getScoreboard({ sportId: 10 })).toEqual([])
})

test('game extras: series, last meeting, recap, files; 204 is null', async () => {
  const { client, requests } = setup(() => jsonResponse(wireScheduleGameResults))
  expect(await client.getGameExtras(25346)).toEqual({
    series: { wins: 3, losses: 5, ties: 1 },
    lastMeeting: {
      gameId: 2,
      day: '2025-09-01',
      result: 'W',
      teamScore: 2,
      opponentScore: null,
    },
    recap: { id: 69298, headline: 'Recap', url: '/news/2026/9/10/recap', image: '/images/r.jpg' },
    files: [{ title: 'Program', url: '/documents/p.pdf' }],
  })
  expect(requests[0]?.url.pathname).toBe('/api/v2/ScheduleGames/25346/results')
  expect(await setup(() => emptyResponse(204)).client.getGameExtras(1)).toBeNull()
})
