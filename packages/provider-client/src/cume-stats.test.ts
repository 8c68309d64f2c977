import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, hangUntilAborted, jsonResponse } from './fake-fetch'
import { STATS_PDF_MAX_BYTES } from './cume-stats'

const setup = (handler: TestHandler, options: { cache?: boolean; timeoutMs?: number } = {}) =>
  createTestClient(handler, {
    timeoutMs: options.timeoutMs,
    ...(options.cache ? {} : { cache: false }),
  })

const season = {
  sport: { id: 13, title: 'Baseball', globalSportNameSlug: 'baseball' },
  seasonTitle: '2026',
  year: 2026,
  games: 54,
  record: {
    overall: '36-18',
    conference: '20-10',
    home: '15-8',
    away: '18-7',
    neutral: '',
    overallPercentage: '.667',
    wins: 36,
    losses: 18,
    ties: 0,
  },
  scoring: { scored: 338, allowed: 302, scoredPerGame: '6.3', allowedPerGame: '5.6' },
  groups: [
    { key: 'hittingStats', counts: ['atBats', 'hits'], rates: ['avg'] },
    { key: 'pitchingStats', counts: ['outs'], rates: ['era'] },
  ],
  team: { hittingStats: { atBats: '1800', hits: '540', avg: '.300' }, pitchingStats: null },
  opponent: { hittingStats: { atBats: 1750, hits: '450', avg: '.257' } },
  players: [
    {
      rosterPlayerId: 113037,
      name: 'Moen, Lorenzo',
      firstName: 'Lorenzo',
      lastName: 'Moen',
      uniform: '1',
      position: 'RHP',
      classYear: 'Sr.',
      gamesPlayed: 13,
      gamesStarted: 13,
      seasonStats: { hittingStats: null, pitchingStats: { outs: '199', era: '5.83', wp: null } },
    },
    {
      rosterPlayerId: 113072,
      name: "O'Brien, Al",
      uniform: null,
      gamesPlayed: 2,
      gamesStarted: 0,
      seasonStats: { hittingStats: { atBats: '4', hits: '1', avg: '.250' } },
    },
  ],
}

test('a season maps to groups in column order, team and opponent lines, and players', async () => {
  const { client, requests } = setup(async () => jsonResponse(season))
  const loaded = await client.loadCumulativeStats('baseball', 2026)
  expect(requests[0]?.url.pathname).toBe('/api/v2/Stats/baseball/season/2026')
  if (loaded.status !== 'ok' || !loaded.value) throw new Error(loaded.status)
  const stats = loaded.value
  expect(stats.sport).toEqual({ id: 13, title: 'Baseball', slug: 'baseball' })
  expect(stats.record).toMatchObject({ overall: '36-18', neutral: null, percentage: '.667' })
  expect(stats.groups).toEqual([
    {
      name: 'hitting',
      counts: ['atBats', 'hits'],
      rates: ['avg'],
      team: { atBats: '1800', hits: '540', avg: '.300' },
      // Numbers on the wire become the sheet's text.
      opponent: { atBats: '1750', hits: '450', avg: '.257' },
    },
    { name: 'pitching', counts: ['outs'], rates: ['era'], team: null, opponent: null },
  ])
  expect(stats.players[0]).toEqual({
    rosterPlayerId: 113037,
    name: 'Lorenzo Moen',
    sortName: 'Moen, Lorenzo',
    firstName: 'Lorenzo',
    lastName: 'Moen',
    uniform: '1',
    position: 'RHP',
    classYear: 'Sr.',
    gamesPlayed: 13,
    gamesStarted: 13,
    // No hitting line: no hitting group; a null value is left out.
    lines: { pitching: { outs: '199', era: '5.83' } },
  })
  // Names from "Last, First" when the parts are missing.
  expect(stats.players[1]).toMatchObject({
    name: "Al O'Brien",
    firstName: 'Al',
    lastName: "O'Brien",
    uniform: null,
    position: null,
    lines: { hitting: { atBats: '4', hits: '1', avg: '.250' } },
  })
})

test('a sport without its slug answers a null slug (the website then links no bios)', async () => {
  const { client } = setup(async () =>
    jsonResponse({ ...season, sport: { id: 13, title: 'Baseball' } }),
  )
  const loaded = await client.loadCumulativeStats('baseball', 2026)
  if (loaded.status !== 'ok' || !loaded.value) throw new Error(loaded.status)
  expect(loaded.value.sport.slug).toBeNull()
})

test.each([
  [204, { status: 'ok', value: null }],
  [404, { status: 'missing' }],
  [400, { status: 'unavailable' }],
  [500, { status: 'unavailable' }],
])('a %i answers %j', async (status, expected) => {
  const { client } = setup(async () => emptyResponse(status))
  expect(await client.loadCumulativeStats('baseball', 2030)).toEqual(expected)
})

test('garbage is unavailable, and logged', async () => {
  const { client, logger } = setup(async () => jsonResponse({ ...season, games: 'many' }))
  expect((await client.loadCumulativeStats('baseball', 2026)).status).toBe('unavailable')
  expect(logger.records[0]?.msg).toMatch(/cumulative stats repository/)
})

const pdfBytes = new TextEncoder().encode('%PDF-1.3\n%fake\n%%EOF\n')
const pdf = (body: BodyInit = pdfBytes, headers: HeadersInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/pdf', ...headers } })

test('the PDF: bytes and content type, asked as a PDF, never from the response cache', async () => {
  const { client, requests } = setup(async () => pdf(), { cache: true })
  const loaded = await client.loadCumulativeStatsPdf('baseball', 2026)
  if (loaded.status !== 'ok') throw new Error(loaded.status)
  expect(new TextDecoder().decode(loaded.value.bytes)).toBe('%PDF-1.3\n%fake\n%%EOF\n')
  expect(loaded.value.contentType).toBe('application/pdf')
  expect(requests[0]?.url.pathname).toBe('/api/v2/Stats/baseball/season/2026/pdf')
  expect(requests[0]?.headers.get('accept')).toBe('application/pdf')
  expect(requests[0]?.headers.get('tenant')).toBe('demo')
  await client.loadCumulativeStatsPdf('baseball', 2026)
  expect(requests).toHaveLength(2)
})

test.each([
  [204, 'missing'],
  [404, 'missing'],
  [500, 'unavailable'],
])('the PDF: a %i answers %s', async (status, expected) => {
  const { client } = setup(async () => emptyResponse(status))
  expect((await client.loadCumulativeStatsPdf('baseball', 2026)).status).toBe(expected)
})

test('the PDF is retried once on a 503, like every GET', async () => {
  let calls = 0
  const { client } = setup(async () => (++calls === 1 ? emptyResponse(503) : pdf()))
  expect((await client.loadCumulativeStatsPdf('baseball', 2026)).status).toBe('ok')
  expect(calls).toBe(2)
})

test('a body that is not a PDF is unavailable, and logged', async () => {
  const { client, logger } = setup(async () => jsonResponse({ oops: true }))
  expect((await client.loadCumulativeStatsPdf('baseball', 2026)).status).toBe('unavailable')
  expect(logger.records[0]?.obj.contentType).toBe('application/json')
})

test('a body declared over the cap is refused unread', async () => {
  const { client, logger } = setup(async () =>
    pdf(pdfBytes, { 'content-length': String(STATS_PDF_MAX_BYTES + 1) }),
  )
  expect((await client.loadCumulativeStatsPdf('baseball', 2026)).status).toBe('unavailable')
  expect(logger.records).toHaveLength(1)
})

test('a streamed body that grows over the cap is cut off', async () => {
  let pulled = 0
  const chunk = new Uint8Array(1024 * 1024)
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++
      controller.enqueue(chunk)
    },
  })
  const { client } = setup(async () => pdf(endless))
  expect((await client.loadCumulativeStatsPdf('baseball', 2026)).status).toBe('unavailable')
  // Read to just past 10 MB, then cancelled (the stream may have one chunk queued ahead).
  expect(pulled).toBeLessThanOrEqual(13)
})

test('a body that stalls runs into the call timeout', async () => {
  const stalled = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(pdfBytes)
    },
  })
  const { client } = setup(async () => pdf(stalled), { timeoutMs: 50 })
  expect((await client.loadCumulativeStatsPdf('baseball', 2026)).status).toBe('unavailable')
})

test("the caller's abort is an AbortError", async () => {
  const { client } = setup((_, signal) => hangUntilAborted(signal))
  const controller = new AbortController()
  const call = client.loadCumulativeStatsPdf('baseball', 2026, { signal: controller.signal })
  controller.abort()
  await expect(call).rejects.toMatchObject({ name: 'AbortError' })
})
