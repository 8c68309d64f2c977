import { afterEach, expect, test, vi } from 'vitest'

import { jsonResponse } from '@fieldhouse/provider-client/fake-fetch'
import { createTestClient } from '@fieldhouse/provider-client/test-client'

import {
  announceSwitchedOff,
  findSwitchedOff,
  loadTenantSwitches,
  type OperatorSwitches,
} from './switched-off.server'

const allOff: OperatorSwitches = {
  ads: false,
  tracking: false,
  googleTagOrigin: null,
  consentScriptUrl: null,
}
const allOn: OperatorSwitches = {
  ads: true,
  tracking: true,
  googleTagOrigin: 'https://www.googletagmanager.com',
  consentScriptUrl: 'https://consent.example/airgap.js',
}

function tenant(
  config: {
    gtmIds?: string[]
    htlbid?: { siteId: string; isTesting: 'yes' | 'no' } | null
    nativoEnabled?: boolean
  },
  features: { adsEnabled?: boolean; trackingEnabled?: boolean } = {},
) {
  return { siteConfig: config, features } as Parameters<typeof findSwitchedOff>[0]
}

const analytics = { tagManagerCodes: ['GTM-DEMO001'], analyticsMeasurementIds: ['G-ABC123'] }
const configured = tenant(
  {
    gtmIds: ['GTM-CLIENT1'],
    htlbid: { siteId: 'lakeside', isTesting: 'yes' },
    nativoEnabled: true,
  },
  { trackingEnabled: true },
)

test('each thing the tenant configures names the setting that keeps it off', () => {
  expect(findSwitchedOff(configured, analytics, allOff)).toEqual([
    {
      configured: 'tag managers (GTM-CLIENT1, GTM-DEMO001) and analytics (G-ABC123)',
      setting: 'GOOGLE_TAG_ORIGIN (e.g. https://www.googletagmanager.com)',
    },
    { configured: 'tracking tags (trackingEnabled)', setting: 'FEATURE_TRACKING=true' },
    { configured: 'adverts (htlbid site lakeside, nativo)', setting: 'FEATURE_ADS=true' },
  ])
})

test('nothing to say when the settings let it load, or the tenant configures nothing', () => {
  expect(findSwitchedOff(configured, analytics, allOn)).toEqual([])
  expect(findSwitchedOff(tenant({}), null, allOff)).toEqual([])
  expect(findSwitchedOff(null, null, allOff)).toEqual([])
})

test('a tenant that turned a feature off itself is not told to turn it on', () => {
  const off = tenant(
    { htlbid: { siteId: 'lakeside', isTesting: 'no' } },
    { adsEnabled: false, trackingEnabled: false },
  )
  expect(findSwitchedOff(off, null, allOff)).toEqual([])
})

test("Google's tags loading with no consent manager name CONSENT_SCRIPT_URL", () => {
  const noConsent = { ...allOn, consentScriptUrl: null }
  expect(findSwitchedOff(tenant({}), analytics, noConsent)).toEqual([
    {
      configured: 'tag managers (GTM-DEMO001) and analytics (G-ABC123) with no consent manager',
      setting: 'CONSENT_SCRIPT_URL',
    },
  ])
})

afterEach(() => {
  vi.useRealTimers()
})

test('one line, once the settings load; a provider down at start-up is asked again later', async () => {
  vi.useFakeTimers()
  const warn = vi.fn()
  const load = vi
    .fn()
    .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
    .mockResolvedValueOnce({ settings: null, analytics: null })
    .mockResolvedValue({ settings: configured, analytics })
  // Returns at once: start-up never waits for the provider, and nothing is thrown.
  expect(announceSwitchedOff({ load, warn, operator: allOff, retryMs: 1000 })).toBeUndefined()
  await vi.advanceTimersByTimeAsync(0)
  expect(load).toHaveBeenCalledTimes(1)
  expect(warn).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1000)
  expect(load).toHaveBeenCalledTimes(2)
  await vi.advanceTimersByTimeAsync(2000)
  expect(load).toHaveBeenCalledTimes(3)
  expect(warn).toHaveBeenCalledTimes(1)
  const [fields, message] = warn.mock.calls[0] as [{ switchedOff: unknown[] }, string]
  expect(fields.switchedOff).toHaveLength(3)
  expect(message).toContain('set GOOGLE_TAG_ORIGIN')
  expect(message).toContain('set FEATURE_TRACKING=true')
  expect(message).toContain('set FEATURE_ADS=true')
  await vi.advanceTimersByTimeAsync(3_600_000)
  expect(load).toHaveBeenCalledTimes(3)
  expect(warn).toHaveBeenCalledTimes(1)
})

test('a provider that never answers holds nothing up and logs nothing', async () => {
  vi.useFakeTimers()
  const warn = vi.fn()
  const load = vi.fn(() => new Promise<never>(() => {}))
  announceSwitchedOff({ load, warn, operator: allOff })
  await vi.advanceTimersByTimeAsync(60_000)
  expect(warn).not.toHaveBeenCalled()
})

test('the real client on a provider down at start-up: no throw, then the line once it answers', async () => {
  let up = false
  const { client } = createTestClient(
    (request) => {
      if (!up) throw new TypeError('fetch failed')
      if (request.url.pathname.endsWith('/common/settings')) {
        return jsonResponse({
          siteConfig: { tenant: 'lakeside', clientName: 'Lakeside', gtmIds: ['GTM-CLIENT1'] },
          siteSettings: {},
          theme: {
            siteName: 'Lakeside Athletics',
            universityName: 'Lakeside',
            primaryColor: '#112233',
            secondaryColor: '#445566',
            onPrimaryColor: '#ffffff',
            onSecondaryColor: '#000000',
          },
          features: { trackingEnabled: true },
        })
      }
      return jsonResponse({ tagManagerCodes: [], analyticsMeasurementIds: [] })
    },
    { cache: false },
  )
  const warn = vi.fn()
  announceSwitchedOff({ load: loadTenantSwitches(client), warn, operator: allOff, retryMs: 20 })
  await new Promise((resolve) => setTimeout(resolve, 60))
  expect(warn).not.toHaveBeenCalled()
  up = true
  await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
  expect(warn.mock.calls[0]?.[1]).toContain('tag managers (GTM-CLIENT1): set GOOGLE_TAG_ORIGIN')
  expect(warn.mock.calls[0]?.[1]).toContain('set FEATURE_TRACKING=true')
})
