import { afterEach, expect, test, vi } from 'vitest'

import type { GoogleSettings } from '@fieldhouse/provider-client/integration-settings'
import type { SiteSettings } from '@fieldhouse/provider-client/settings'
import type { TrackingTag } from '@fieldhouse/provider-client/tracking-tags'

import { provider } from '~/utils/provider.server'

import { loader as fileLoader } from './tracking-tag-file'
import { loader as setupLoader } from './tracking-setup'
import { loader as tagsLoader } from './tracking-tags'

const none = { script: [], style: [], noscript: [] }
const element = (fields: Partial<TrackingTag['head']['script'][number]>) => ({
  src: null,
  children: null,
  async: false,
  type: null,
  attributes: {},
  ...fields,
})
const TAGS: TrackingTag[] = [
  {
    id: 1,
    name: 'Site',
    blockDfpAds: false,
    head: { ...none, script: [element({ children: 'window.a = 1' })] },
    bodyOpen: { ...none, noscript: [element({ children: '<img src="/p.gif" alt="">' })] },
    bodyClose: {
      ...none,
      script: [element({ src: 'https://vendor.example/v.js' })],
      style: [element({ children: '.x{color:red}' })],
    },
  },
]

function answering(tags: TrackingTag[], trackingEnabled: boolean | null = null) {
  const search = vi.spyOn(provider, 'searchTrackingTags').mockResolvedValue(tags)
  vi.spyOn(provider, 'getSiteSettings').mockResolvedValue({
    siteConfig: {
      tenant: 'demo',
      gtmIds: ['GTM-CLIENT1'],
      clientName: 'Northfield State',
      clientRegion: 'Midwest',
      google360PropertyId: 'UA-1-1',
    },
    features: { trackingEnabled, adsEnabled: null, takeoversEnabled: null },
  } as unknown as SiteSettings)
  vi.spyOn(provider, 'getAnalyticsSettings').mockResolvedValue({
    tagManagerCodes: ['GTM-PROD1'],
    analyticsMeasurementIds: ['G-MEAS1'],
  })
  vi.spyOn(provider, 'getGoogleSettings').mockResolvedValue(null)
  return search
}

const get = (path: string) => new Request(`http://site.test${path}`)

afterEach(() => {
  vi.restoreAllMocks()
})

test('the page search reaches the provider; inline code becomes files of the site', async () => {
  const search = answering(TAGS)
  const response = await tagsLoader({
    request: get('/tracking/tags.json?template=sport+home&sport=football&content=unknown&x=1'),
  })
  expect(search).toHaveBeenCalledWith(
    { pageTemplate: 'sport home', sportName: 'football' },
    expect.anything(),
  )
  expect(response.headers.get('Cache-Control')).toContain('public')
  const parts = (await response.json()) as { spot: string; kind: string; url: string | null }[]
  const q = '?template=sport+home&sport=football'
  // The external script's origin is not configured (TRACKING_TAG_ORIGINS): left out.
  expect(parts.map((p) => [p.spot, p.kind, p.url])).toEqual([
    ['head', 'script', `/tracking/tags/1/head/script-0.js${q}`],
    ['body-open', 'noscript', null],
    ['body-close', 'style', `/tracking/tags/1/body-close/style-0.css${q}`],
  ])
})

test('a tenant that turned tracking off gets no tags, and the provider is not asked', async () => {
  const search = answering(TAGS, false)
  const response = await tagsLoader({ request: get('/tracking/tags.json') })
  expect(await response.json()).toEqual([])
  expect(search).not.toHaveBeenCalled()
})

test('a tag file is its code, a script wrapped so that a throw is logged', async () => {
  answering(TAGS)
  const script = await fileLoader({
    params: { tagId: '1', spot: 'head', file: 'script-0.js' },
    request: get('/tracking/tags/1/head/script-0.js'),
  })
  expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
  expect(await script.text()).toContain('try{\nwindow.a = 1\n}catch')
  const style = await fileLoader({
    params: { tagId: '1', spot: 'body-close', file: 'style-0.css' },
    request: get('/tracking/tags/1/body-close/style-0.css'),
  })
  expect(await style.text()).toBe('.x{color:red}')
})

test.each([
  ['x', 'head', 'script-0.js'],
  ['1', 'footer', 'script-0.js'],
  ['1', 'head', 'script-0.css'],
  ['1', 'head', 'script-5.js'],
  ['2', 'head', 'script-0.js'],
  ['1', 'body-close', 'script-0.js'],
])('tag %s %s %s is a 404', async (tagId, spot, file) => {
  answering(TAGS)
  const response = await fileLoader({
    params: { tagId, spot, file },
    request: get(`/tracking/tags/${tagId}/${spot}/${file}`),
  })
  expect(response.status).toBe(404)
})

test('the setup names no third-party address unless the operator configured one', async () => {
  answering([])
  const setup = await (await setupLoader({ request: get('/tracking/setup.json') })).json()
  expect(setup).toMatchObject({
    consentScriptUrl: null,
    googleTagOrigin: null,
    tagOrigins: [],
    clientTagManagerIds: ['GTM-CLIENT1'],
    productTagManagerIds: ['GTM-PROD1'],
    tagsEnabled: true,
    dataLayer: { school: { name: 'Northfield State' }, site: { tenant: 'demo' } },
  })
})

test("the Google 360 settings give the property and the data layer's school, over the site config", async () => {
  answering([])
  vi.spyOn(provider, 'getGoogleSettings').mockResolvedValue({
    google360PropertyId: 'UA-10000-1',
    clientName: 'Northfield State University',
    clientRegion: null,
    isPower5Client: true,
  } as GoogleSettings)
  const setup = await (await setupLoader({ request: get('/tracking/setup.json') })).json()
  expect(setup).toMatchObject({
    google360PropertyId: 'UA-10000-1',
    dataLayer: {
      // /Google's where it has one; the site config's where it has none (null) or no field.
      school: { name: 'Northfield State University', region: 'Midwest' },
      site: { tenant: 'demo', power5: true },
    },
  })
})

test("without the Google 360 settings, the site config's copy of the property", async () => {
  answering([])
  const setup = await (await setupLoader({ request: get('/tracking/setup.json') })).json()
  expect(setup).toMatchObject({
    google360PropertyId: 'UA-1-1',
    dataLayer: { school: { name: 'Northfield State' } },
  })
})
