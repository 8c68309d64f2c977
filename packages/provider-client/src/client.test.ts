import { afterEach, expect, test, vi } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { type ProviderClient, type ProviderClientOptions } from './client'
import { emptyResponse, hangUntilAborted, jsonResponse } from './fake-fetch'

const SPORT = {
  id: 1,
  title: 'Football',
  abbrev: 'FB',
  shortName: 'football',
  globalSportShortName: 'football',
  globalSportNameSlug: 'football',
}

function setup(handler: TestHandler, options: Partial<ProviderClientOptions> = {}) {
  const slept: number[] = []
  let time = 1_234
  const made = createTestClient(handler, {
    baseUrl: 'http://provider.test/',
    sleep: async (ms) => void slept.push(ms),
    now: () => time,
    cache: false,
    ...options,
  })
  const advance = (ms: number) => void (time += ms)
  return { ...made, slept, advance }
}

afterEach(() => {
  vi.useRealTimers()
})

type Call = [string, (client: ProviderClient) => Promise<unknown>]

const everyMethod: Call[] = [
  ['getSports', (c) => c.getSports()],
  ['loadSports', (c) => c.loadSports()],
  ['getSport', (c) => c.getSport(7)],
  ['loadFacilities', (c) => c.loadFacilities()],
  ['loadFacility', (c) => c.loadFacility(5)],
  ['getNavigation', (c) => c.getNavigation()],
  ['getSportNavigation', (c) => c.getSportNavigation(3)],
  ['getSeo', (c) => c.getSeo()],
  ['getGoogleSettings', (c) => c.getGoogleSettings()],
  ['getAnalyticsSettings', (c) => c.getAnalyticsSettings()],
  ['getMobileSettings', (c) => c.getMobileSettings()],
  ['getTemplates', (c) => c.getTemplates()],
  ['getSportPageTemplates', (c) => c.getSportPageTemplates()],
  ['getSiteSettings', (c) => c.getSiteSettings()],
  ['searchTrackingTags', (c) => c.searchTrackingTags({ pageTemplate: 'story' })],
  ['getTakeovers', (c) => c.getTakeovers(3)],
  ['loadSplash', (c) => c.loadSplash({ sportId: 3 })],
  ['getHiddenSplash', (c) => c.getHiddenSplash({ splashId: 9 }, 'editor-token')],
  ['trackSplashClick', (c) => c.trackSplashClick(9)],
  ['getPromotion', (c) => c.getPromotion('home_top')],
  ['countImpressions', (c) => c.countImpressions([1])],
  ['getActiveAlerts', (c) => c.getActiveAlerts()],
  ['health', (c) => c.health()],
]

test.each(everyMethod)('%s sends the tenant header', async (_, call) => {
  const { client, requests } = setup(async () => emptyResponse(204))
  await call(client)
  expect(requests.length).toBeGreaterThan(0)
  for (const request of requests) expect(request.headers.get('tenant')).toBe('demo')
})

test.each<[string, (client: ProviderClient) => Promise<unknown>, string]>([
  ['getSports', (c) => c.getSports(), '/api/v2/Sports'],
  ['getSport', (c) => c.getSport(7), '/api/v2/Sports/7'],
  ['loadSports', (c) => c.loadSports(), '/api/v2/Sports'],
  ['loadFacilities', (c) => c.loadFacilities(), '/api/v2/Facilities?$pageIndex=0&$pageSize=100'],
  ['loadFacility', (c) => c.loadFacility(5), '/api/v2/Facilities/5'],
  ['getNavigation', (c) => c.getNavigation(), '/api/v2/navigation'],
  ['getSportNavigation(3)', (c) => c.getSportNavigation(3), '/api/v2/navigation/sub?sportId=3'],
  ['getSportNavigation(0)', (c) => c.getSportNavigation(0), '/api/v2/navigation/sub'],
  ['getSportNavigation()', (c) => c.getSportNavigation(), '/api/v2/navigation/sub'],
  ['getSeo', (c) => c.getSeo(), '/api/v2/Seo'],
  ['getGoogleSettings', (c) => c.getGoogleSettings(), '/api/v2/Google'],
  ['getAnalyticsSettings', (c) => c.getAnalyticsSettings(), '/api/v2/Analytics/settings'],
  ['getMobileSettings', (c) => c.getMobileSettings(), '/api/v2/mobile/settings'],
  ['getTemplates', (c) => c.getTemplates(), '/api/v2/common/templates'],
  [
    'getSportPageTemplates',
    (c) => c.getSportPageTemplates(),
    '/api/v2/common/templates/sports-pages',
  ],
  ['getSiteSettings', (c) => c.getSiteSettings(), '/api/v2/common/settings'],
  ['getTakeovers', (c) => c.getTakeovers(4), '/api/v2/Takeovers?sportId=4'],
  ['loadSplash by sport', (c) => c.loadSplash({ sportId: 4 }), '/api/v2/Splash/4'],
  ['loadSplash by id', (c) => c.loadSplash({ splashId: 9 }), '/api/v2/Splash?splashId=9'],
  [
    'getHiddenSplash by id',
    (c) => c.getHiddenSplash({ splashId: 9 }, 'editor-token'),
    '/api/v2/Hidden/Splash?splashId=9&t=1234',
  ],
  [
    'getHiddenSplash by sport',
    (c) => c.getHiddenSplash({ sport: 'wsoc' }, 'editor-token'),
    '/api/v2/Hidden/Splash?sport=wsoc&t=1234',
  ],
  ['trackSplashClick', (c) => c.trackSplashClick(9), '/api/v2/Splash/click/9'],
  [
    'getPromotion',
    (c) => c.getPromotion('home_top'),
    '/api/v2/promotions/home_top?$pageIndex=0&$pageSize=10',
  ],
  [
    'getPromotion for a sport',
    (c) => c.getPromotion('home_top', { sportId: 3, start: 2, count: 5 }),
    '/api/v2/promotions/home_top/3?$pageIndex=2&$pageSize=5',
  ],
  [
    'getPromotion for sport 0',
    (c) => c.getPromotion('home_top', { sportId: 0 }),
    '/api/v2/promotions/home_top?$pageIndex=0&$pageSize=10',
  ],
  [
    'countImpressions',
    (c) => c.countImpressions([1, 2, 3]),
    '/api/v2/promotions/counter?adIds=1,2,3',
  ],
  ['getActiveAlerts', (c) => c.getActiveAlerts(), '/api/v2/Alert/active'],
  ['health', (c) => c.health(), '/health'],
])('%s requests GET %s', async (_, call, expected) => {
  const { client, requests } = setup(async () => emptyResponse(204))
  await call(client)
  expect(requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
    `GET ${expected}`,
  ])
  expect(requests[0]?.url.host).toBe('provider.test')
})

test.each([408, 409, 425, 429, 500, 502, 503, 504])(
  'a provider answering %i twice is asked exactly twice, then sports degrade to []',
  async (status) => {
    const { client, requests, logger, slept } = setup(async () => emptyResponse(status))
    expect(await client.getSports()).toEqual([])
    expect(requests).toHaveLength(2)
    expect(slept).toHaveLength(1)
    expect(logger.records).toEqual([
      {
        level: 'error',
        msg: expect.any(String),
        obj: { label: 'sports repository', status, path: '/api/v2/Sports', err: expect.any(Error) },
      },
    ])
  },
)

test('a retry that succeeds returns the data without logging', async () => {
  let calls = 0
  const { client, logger } = setup(async () =>
    calls++ === 0 ? emptyResponse(502) : jsonResponse([SPORT]),
  )
  expect((await client.getSports()).map((sport) => sport.id)).toEqual([1])
  expect(logger.records).toEqual([])
})

test.each([400, 401, 403, 404, 501])('a provider answering %i is asked once', async (status) => {
  const { client, requests, logger } = setup(async () => emptyResponse(status))
  expect(await client.getSports()).toEqual([])
  expect(requests).toHaveLength(1)
  expect(logger.records[0]?.obj).toMatchObject({ label: 'sports repository', status })
})

test('a network error is retried once, then logged with status null', async () => {
  const { client, requests, logger } = setup(async () => {
    throw new TypeError('fetch failed')
  })
  expect(await client.getNavigation()).toEqual([])
  expect(requests).toHaveLength(2)
  expect(logger.records[0]?.obj).toMatchObject({ label: 'navigation repository', status: null })
})

test('a body that does not match the contract degrades and is logged', async () => {
  const { client, logger } = setup(async () => jsonResponse([{ id: 'one' }]))
  expect(await client.getSports()).toEqual([])
  expect(logger.records[0]?.obj).toMatchObject({ label: 'sports repository', status: 200 })
})

test('a body that is not JSON degrades and is logged', async () => {
  const { client, logger } = setup(async () => new Response('<html>', { status: 200 }))
  expect(await client.getActiveAlerts()).toEqual([])
  expect(logger.records[0]?.obj).toMatchObject({ label: 'alerts repository', status: 200 })
})

test('a call that outlives the 5 s default timeout degrades and is logged', async () => {
  vi.useFakeTimers()
  const { client, requests, logger } = setup(async (_, signal) => hangUntilAborted(signal))
  const sports = client.getSports()
  await vi.advanceTimersByTimeAsync(4_999)
  expect(logger.records).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  expect(await sports).toEqual([])
  expect(requests).toHaveLength(1)
  expect(logger.records[0]?.obj).toMatchObject({ label: 'sports repository', status: null })
  expect(logger.records[0]?.obj.err).toMatchObject({ name: 'TimeoutError' })
})

test('the timeout holds even when fetch ignores the abort signal', async () => {
  vi.useFakeTimers()
  const { client } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 50 })
  const alerts = client.getActiveAlerts()
  await vi.advanceTimersByTimeAsync(50)
  expect(await alerts).toEqual([])
})

test('takeovers wait up to 7 s before degrading to []', async () => {
  vi.useFakeTimers()
  const { client } = setup(async (_, signal) => hangUntilAborted(signal))
  let settled = false
  const takeovers = client.getTakeovers(1).finally(() => void (settled = true))
  await vi.advanceTimersByTimeAsync(6_999)
  expect(settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(await takeovers).toEqual([])
})

test('a caller abort rejects with an AbortError, unlogged and not retried', async () => {
  const controller = new AbortController()
  const { client, requests, logger } = setup(async (_, signal) => hangUntilAborted(signal))
  const sports = client.getSports({ signal: controller.signal })
  await Promise.resolve()
  controller.abort(new Error('navigated away'))
  await expect(sports).rejects.toMatchObject({ name: 'AbortError' })
  expect(requests).toHaveLength(1)
  expect(logger.records).toEqual([])
})

test('an already aborted signal rejects before any request', async () => {
  const { client, requests } = setup(async () => jsonResponse([SPORT]))
  await expect(
    client.loadSplash({ sportId: 1 }, { signal: AbortSignal.abort() }),
  ).rejects.toMatchObject({ name: 'AbortError' })
  expect(requests).toHaveLength(0)
})

test('a caller abort of a cached request leaves other callers of the same request unharmed', async () => {
  let answer: (response: Response) => void = () => undefined
  const { client, requests } = setup(() => new Promise((resolve) => (answer = resolve)), {
    cache: {},
  })
  const controller = new AbortController()
  const first = client.getSports({ signal: controller.signal })
  const second = client.getSports()
  controller.abort()
  await expect(first).rejects.toMatchObject({ name: 'AbortError' })
  answer(jsonResponse([SPORT]))
  expect((await second).map((sport) => sport.id)).toEqual([1])
  expect(requests).toHaveLength(1)
})

test('health reports the status without retrying or logging', async () => {
  const statuses = [503, 200]
  const { client, requests, logger } = setup(async () => emptyResponse(statuses.shift() ?? 200))
  expect(await client.health()).toEqual({ status: 'unavailable' })
  expect(await client.health()).toEqual({ status: 'ok' })
  expect(requests).toHaveLength(2)
  expect(logger.records).toEqual([])
})

test('health reports an unreachable provider as unavailable', async () => {
  const { client, logger } = setup(async () => {
    throw new TypeError('fetch failed')
  })
  expect(await client.health()).toEqual({ status: 'unavailable' })
  expect(logger.records).toEqual([])
})

test('each call names the visitor it is made for in X-Forwarded-For, when the website says who', async () => {
  let visitor: string | undefined = '203.0.113.7'
  const { client, requests } = setup(async () => jsonResponse([SPORT]), {
    clientAddress: () => visitor,
  })
  await client.getSports()
  expect(requests[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7')
  // Outside a visitor's request (a background refresh, a script) nothing is sent.
  visitor = undefined
  await client.getSports()
  expect(requests[1]?.headers.has('x-forwarded-for')).toBe(false)
})
