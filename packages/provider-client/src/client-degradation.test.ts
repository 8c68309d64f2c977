import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { type ProviderClient } from './client'
import { emptyResponse } from './fake-fetch'

// SPEC 8: every provider failure degrades to the documented value, logged with a label, and
// never throws.

const setup = (status: number | 'network') =>
  createTestClient(
    () => {
      if (status === 'network') throw new TypeError('fetch failed')
      return emptyResponse(status)
    },
    { baseUrl: 'http://provider.test', cache: false },
  )

type Row = [string, (client: ProviderClient) => Promise<unknown>, unknown, string]

const failures: Row[] = [
  ['getSports', (c) => c.getSports(), [], 'sports repository'],
  ['getSport', (c) => c.getSport(1), null, 'sports repository'],
  ['getNavigation', (c) => c.getNavigation(), [], 'navigation repository'],
  ['getSportNavigation', (c) => c.getSportNavigation(2), [], 'navigation repository'],
  ['getSeo', (c) => c.getSeo(), null, 'seo repository'],
  ['getGoogleSettings', (c) => c.getGoogleSettings(), null, 'google settings repository'],
  ['getAnalyticsSettings', (c) => c.getAnalyticsSettings(), null, 'analytics settings repository'],
  ['getMobileSettings', (c) => c.getMobileSettings(), null, 'mobile settings repository'],
  ['getTemplates', (c) => c.getTemplates(), null, 'templates repository'],
  ['getSportPageTemplates', (c) => c.getSportPageTemplates(), null, 'templates repository'],
  ['getSiteSettings', (c) => c.getSiteSettings(), null, 'settings repository'],
  ['searchTrackingTags', (c) => c.searchTrackingTags({}), [], 'tracking tags repository'],
  ['getTakeovers', (c) => c.getTakeovers(1), [], 'takeovers repository'],
  [
    'loadSplash',
    (c) => c.loadSplash({ sportId: 1 }),
    { status: 'unavailable' },
    'splash repository',
  ],
  [
    'getHiddenSplash',
    (c) => c.getHiddenSplash({ sport: 'football' }, 'editor-token'),
    { status: 'unavailable' },
    'splash repository',
  ],
  ['trackSplashClick', (c) => c.trackSplashClick(1), { status: 'unavailable' }, 'splash click'],
  ['getPromotion', (c) => c.getPromotion('home_top'), null, 'promotions repository'],
  [
    'countImpressions',
    (c) => c.countImpressions([1, 2]),
    { status: 'unavailable' },
    'promotions repository',
  ],
  ['getActiveAlerts', (c) => c.getActiveAlerts(), [], 'alerts repository'],
  [
    'loadAllAccessVideos',
    (c) => c.loadAllAccessVideos({ pageIndex: 0, pageSize: 10 }),
    { status: 'unavailable' },
    'all-access repository',
  ],
  [
    'loadAllAccessVideo',
    (c) => c.loadAllAccessVideo('15101'),
    { status: 'unavailable' },
    'all-access repository',
  ],
  ['getAllAccessCategories', (c) => c.getAllAccessCategories('video'), [], 'all-access repository'],
]

test.each(failures)('%s degrades on a 500 and logs it', async (_, call, expected, label) => {
  const { client, logger } = setup(500)
  expect(await call(client)).toEqual(expected)
  expect(logger.records).toHaveLength(1)
  expect(logger.records[0]).toMatchObject({ level: 'error', obj: { label, status: 500 } })
})

test.each(failures)('%s degrades when the provider is unreachable', async (_, call, expected) => {
  const { client, logger } = setup('network')
  expect(await call(client)).toEqual(expected)
  expect(logger.records[0]?.obj).toMatchObject({ status: null, err: expect.any(TypeError) })
})

test.each<[string, (client: ProviderClient) => Promise<unknown>, unknown]>([
  ['getSports', (c) => c.getSports(), []],
  ['getSport', (c) => c.getSport(1), null],
  ['getNavigation', (c) => c.getNavigation(), []],
  ['getSportNavigation', (c) => c.getSportNavigation(2), []],
  ['getSeo', (c) => c.getSeo(), null],
  ['getGoogleSettings', (c) => c.getGoogleSettings(), null],
  ['getAnalyticsSettings', (c) => c.getAnalyticsSettings(), null],
  ['getMobileSettings', (c) => c.getMobileSettings(), null],
  ['getTemplates', (c) => c.getTemplates(), null],
  ['getSportPageTemplates', (c) => c.getSportPageTemplates(), null],
  ['getSiteSettings', (c) => c.getSiteSettings(), null],
  ['searchTrackingTags', (c) => c.searchTrackingTags({}), []],
  ['getTakeovers', (c) => c.getTakeovers(1), []],
  ['loadSplash', (c) => c.loadSplash({ splashId: 1 }), { status: 'missing' }],
  ['getHiddenSplash', (c) => c.getHiddenSplash({ splashId: 1 }, 'tok'), { status: 'missing' }],
  ['trackSplashClick', (c) => c.trackSplashClick(1), { status: 'ok' }],
  ['getPromotion', (c) => c.getPromotion('home_top'), null],
  ['countImpressions', (c) => c.countImpressions([1]), { status: 'ok' }],
  ['getActiveAlerts', (c) => c.getActiveAlerts(), []],
  ['loadAllAccessVideo', (c) => c.loadAllAccessVideo('15101'), { status: 'missing' }],
  ['getAllAccessCategories', (c) => c.getAllAccessCategories('video'), []],
])('%s reads 204 No Content as no data, without logging', async (_, call, expected) => {
  const { client, logger } = setup(204)
  expect(await call(client)).toEqual(expected)
  expect(logger.records).toEqual([])
})

test.each<[string, (client: ProviderClient) => Promise<unknown>, unknown]>([
  ['getSport', (c) => c.getSport(999), null],
  ['loadSplash by sport', (c) => c.loadSplash({ sportId: 999 }), { status: 'missing' }],
  ['loadSplash by id', (c) => c.loadSplash({ splashId: 999 }), { status: 'missing' }],
  ['getHiddenSplash', (c) => c.getHiddenSplash({ splashId: 999 }, 'tok'), { status: 'missing' }],
  ['getPromotion', (c) => c.getPromotion('nowhere'), null],
])('%s reads 404 as a missing item, without logging', async (_, call, expected) => {
  const { client, logger } = setup(404)
  expect(await call(client)).toEqual(expected)
  expect(logger.records).toEqual([])
})

test('a 404 for a list is a provider failure: logged, empty list', async () => {
  const { client, logger } = setup(404)
  expect(await client.getSports()).toEqual([])
  expect(logger.records[0]?.obj).toMatchObject({ label: 'sports repository', status: 404 })
})
