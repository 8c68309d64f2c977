import { expect, test } from 'vitest'

import type { SiteConfig, SiteSettings } from '@fieldhouse/provider-client/settings'

import { getAdsConfig } from './ads-config.server'

const URLS = {
  htlbid: 'http://127.0.0.1:4114/htlbid/{siteId}.js',
  nativo: 'http://127.0.0.1:4114/nativo.js',
}

const settings = (config: Partial<Pick<SiteConfig, 'htlbid' | 'nativoEnabled'>>) =>
  ({
    features: { adsEnabled: null, trackingEnabled: null, takeoversEnabled: null },
    siteConfig: { htlbid: null, nativoEnabled: false, ...config },
  }) as unknown as Pick<SiteSettings, 'features' | 'siteConfig'>

const HTLBID = { siteId: 'lakeside', isTesting: 'yes' } as const

test('ads off (the default): no scripts, whatever the tenant names', () => {
  expect(getAdsConfig(settings({ htlbid: HTLBID, nativoEnabled: true }), null, false, URLS)).toBe(
    null,
  )
})

test('ads on but the tenant names no script: nothing', () => {
  expect(getAdsConfig(settings({}), null, true, URLS)).toBe(null)
  expect(getAdsConfig(null, null, true, URLS)).toBe(null)
  expect(
    getAdsConfig(settings({ htlbid: { siteId: '  ', isTesting: 'no' } }), null, true, URLS),
  ).toBe(null)
})

test('ads on: the scripts the tenant names, the site id in the address, the sport passed on', () => {
  expect(
    getAdsConfig(
      settings({ htlbid: HTLBID, nativoEnabled: true }),
      { globalSportShortName: 'wvball' },
      true,
      URLS,
    ),
  ).toEqual({
    htlbid: 'http://127.0.0.1:4114/htlbid/lakeside.js',
    nativo: 'http://127.0.0.1:4114/nativo.js',
    isTesting: true,
    sport: 'wvball',
  })
  expect(
    getAdsConfig(settings({ htlbid: { siteId: 'a b/c', isTesting: 'no' } }), null, true, URLS),
  ).toEqual({
    htlbid: 'http://127.0.0.1:4114/htlbid/a%20b%2Fc.js',
    nativo: null,
    isTesting: false,
    sport: null,
  })
  expect(getAdsConfig(settings({ nativoEnabled: true }), null, true, URLS)).toEqual({
    htlbid: null,
    nativo: 'http://127.0.0.1:4114/nativo.js',
    isTesting: false,
    sport: null,
  })
})
