import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'

const minimalSettings = {
  siteConfig: { tenant: 'demo', clientName: 'Demo University' },
  siteSettings: {},
  theme: {
    siteName: 'Demo Athletics',
    universityName: 'Demo University',
    primaryColor: '#112233',
    secondaryColor: '#445566',
    onPrimaryColor: '#ffffff',
    onSecondaryColor: '#000000',
  },
  features: {},
}

const answering = (routes: Record<string, unknown>) =>
  createTestClient(
    (request) =>
      jsonResponse(
        routes[request.url.pathname] ?? null,
        request.url.pathname in routes ? 200 : 404,
      ),
    { cache: false },
  )

test('site settings fill absent flags and strings with SPEC defaults', async () => {
  const { client, logger } = answering({ '/api/v2/common/settings': minimalSettings })
  const settings = await client.getSiteSettings()
  expect(logger.records).toEqual([])
  expect(settings?.siteConfig).toEqual({
    tenant: 'demo',
    gtmIds: [],
    htlbid: null,
    nativoEnabled: false,
    bucket: null,
    imagesCdnPath: null,
    logo: null,
    defaultPersonImage: null,
    enableFooterPersonalInfo: false,
    disableSSR: false,
    google360PropertyId: null,
    clientName: 'Demo University',
    clientDivision: null,
    conferenceName: null,
    clientId: null,
    clientAbbreviation: null,
    isPower5Client: false,
    isAllAccessEnabled: false,
    isPaciolanMarketingClient: false,
    ticketProvider: null,
    clientRegion: null,
    isClientFanbasePartner: false,
    isClientSidearmExtended: false,
    clientMMR: null,
  })
  expect(settings?.siteSettings).toEqual({
    schoolAddress: null,
    schoolPhoneNumber: null,
    mascotSingular: null,
    mascotPlural: null,
    timeZone: null,
  })
  expect(settings?.theme).toMatchObject({ universityUrl: null, universityLogo: null, logo: null })
  // Features the tenant does not mention stay null: the website applies the defaults (SPEC 9).
  expect(settings?.features).toEqual({
    takeoversEnabled: null,
    adsEnabled: null,
    trackingEnabled: null,
  })
})

test('site settings keep what the provider sends', async () => {
  const { client } = answering({
    '/api/v2/common/settings': {
      ...minimalSettings,
      siteConfig: {
        ...minimalSettings.siteConfig,
        gtmIds: ['GTM-1'],
        htlbid: { siteId: '99', isTesting: 'yes' },
        isPower5Client: true,
      },
      siteSettings: { mascotSingular: 'Owl', mascotPlural: 'Owls' },
      features: { takeoversEnabled: false, trackingEnabled: false },
    },
  })
  const settings = await client.getSiteSettings()
  expect(settings?.siteConfig).toMatchObject({
    gtmIds: ['GTM-1'],
    htlbid: { siteId: '99', isTesting: 'yes' },
    isPower5Client: true,
  })
  expect(settings?.siteSettings).toMatchObject({ mascotSingular: 'Owl', mascotPlural: 'Owls' })
  expect(settings?.features).toEqual({
    takeoversEnabled: false,
    adsEnabled: null,
    trackingEnabled: false,
  })
})

test('SEO settings drop null strings and read the sitemap flag', async () => {
  const { client } = answering({
    '/api/v2/Seo': {
      settings: {
        sitemap: { enable_sitemap_xml: 'True' },
        robots: { seo_robots_header: 'index', seo_robots_footer: null },
        title: { seo_title_homepage: 'Home', seo_title_story: null },
        meta: { site_name: 'Demo' },
      },
      tokens: { keys: ['{site_name}'] },
    },
  })
  expect(await client.getSeo()).toEqual({
    title: { seo_title_homepage: 'Home' },
    meta: { site_name: 'Demo' },
    robotsHeader: 'index',
    robotsFooter: null,
    sitemapEnabled: true,
    tokens: ['{site_name}'],
  })
})

test.each([['false'], ['0'], [''], [null]])('sitemap flag %j is off', async (flag) => {
  const { client } = answering({
    '/api/v2/Seo': { settings: { sitemap: { enable_sitemap_xml: flag }, title: {}, meta: {} } },
  })
  expect((await client.getSeo())?.sitemapEnabled).toBe(false)
})

test('Google, analytics and mobile settings map with nulls and false defaults', async () => {
  const { client } = answering({
    '/api/v2/Google': { google360PropertyId: 'G-1', clientName: 'Demo', ticketProvider: null },
    '/api/v2/Analytics/settings': { analyticsMeasurementIds: [], tagManagerCodes: ['GTM-2'] },
    '/api/v2/mobile/settings': { mobileAppleAppId: null },
  })
  expect(await client.getGoogleSettings()).toMatchObject({
    google360PropertyId: 'G-1',
    clientName: 'Demo',
    ticketProvider: null,
    isPower5Client: false,
    paciolanDataAccountId: null,
  })
  expect(await client.getAnalyticsSettings()).toEqual({
    analyticsMeasurementIds: [],
    tagManagerCodes: ['GTM-2'],
  })
  expect(await client.getMobileSettings()).toEqual({ mobileAppleAppId: null })
})

test('templates and sport page templates are lists of assignments', async () => {
  const { client } = answering({
    '/api/v2/common/templates': { items: [{ pageType: 'roster_list', template: 'grid', x: 1 }] },
    '/api/v2/common/templates/sports-pages': [
      { sportId: 3, pageType: 'schedule', template: 'list' },
    ],
  })
  expect(await client.getTemplates()).toEqual([{ pageType: 'roster_list', template: 'grid' }])
  expect(await client.getSportPageTemplates()).toEqual([
    { sportId: 3, pageType: 'schedule', template: 'list' },
  ])
})

// Read for every page (the shell's head and footer, the measurement setup): a provider that
// fails them or sends what the contract refuses gives null (the website's defaults), logged once
// per cache period, and is not asked again within it.
const everyPageReads = [
  ['getGoogleSettings', '/Google', 'google settings repository'],
  ['getMobileSettings', '/mobile/settings', 'mobile settings repository'],
  ['getTemplates', '/common/templates', 'templates repository'],
  ['getSportPageTemplates', '/common/templates/sports-pages', 'templates repository'],
] as const
const badAnswers: [string, () => Response][] = [
  ['a 500', () => emptyResponse(500)],
  ['a 404', () => emptyResponse(404)],
  ['garbage', () => jsonResponse({ mobileAppleAppId: 42, items: 'x', google360PropertyId: [] })],
  ['not JSON', () => new Response('<html>oops</html>', { status: 200 })],
]
for (const [read, path, label] of everyPageReads) {
  test.each(badAnswers)(`${path} on %s: null, logged once per cache period`, async (_, answer) => {
    let time = 0
    const { client, requests, logger } = createTestClient(answer, {
      now: () => time,
      cache: { freshMs: 30_000 },
    })
    for (let page = 0; page < 5; page += 1) expect(await client[read]()).toBeNull()
    expect(logger.records).toHaveLength(1)
    expect(logger.records[0]?.obj).toMatchObject({ label })
    expect(requests.every((request) => request.url.pathname === `/api/v2${path}`)).toBe(true)
    const asked = requests.length
    time += 30_001
    expect(await client[read]()).toBeNull()
    expect(requests.length).toBeGreaterThan(asked)
    expect(logger.records).toHaveLength(2)
  })
}

test('alerts and takeovers map to their SPEC 3 fields', async () => {
  const { client } = answering({
    '/api/v2/Alert/active': [
      { id: 2, title: 'Weather', enabled: true, showOnWeb: true, message: 'Delayed', extra: 1 },
    ],
    '/api/v2/Takeovers': [
      { type: 'redirect', id: 8, url: '/gameday', cookie: 'takeover_8', title: 'Gameday' },
    ],
  })
  expect(await client.getActiveAlerts()).toEqual([
    {
      id: 2,
      title: 'Weather',
      enabled: true,
      showOnWeb: true,
      endDate: null,
      message: 'Delayed',
      link: null,
      linkText: null,
    },
  ])
  expect(await client.getTakeovers(0)).toEqual([
    { type: 'redirect', id: 8, url: '/gameday', cookie: 'takeover_8' },
  ])
})

test('a time zone that is not an IANA zone is none, so readers use the default', async () => {
  for (const [zone, expected] of [
    ['America/Chicago', 'America/Chicago'],
    ['Mars/Olympus', null],
    ['', null],
  ] as const) {
    const { client } = answering({
      '/api/v2/common/settings': { ...minimalSettings, siteSettings: { timeZone: zone } },
    })
    expect((await client.getSiteSettings())?.siteSettings.timeZone).toBe(expected)
  }
})
