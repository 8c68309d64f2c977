import { expect, test } from 'vitest'

import { parseQueryFlags } from './query-flags'
import { getMeasurementOrigins, planScripts, type MeasurementConfig } from './script-plan'

const NOTHING: MeasurementConfig = {
  consentScriptUrl: null,
  consentTestScriptUrl: null,
  googleTagOrigin: null,
  clientTagManagerIds: ['GTM-CLIENT1'],
  productTagManagerIds: ['GTM-PROD1'],
  analyticsMeasurementIds: ['G-MEAS1'],
  google360PropertyId: null,
  tagsEnabled: true,
  tagOrigins: [],
}
const CONFIGURED: MeasurementConfig = {
  ...NOTHING,
  consentScriptUrl: 'https://consent.example/airgap.js',
  consentTestScriptUrl: 'https://consent.example/test/airgap.js',
  googleTagOrigin: 'https://gtm.example',
  tagOrigins: ['https://tags.example'],
}
const srcs = (config: MeasurementConfig, search: string) => {
  const plan = planScripts(config, parseQueryFlags(search))
  return [plan.consent, plan.tags, ...plan.scripts.map((s) => s.src)]
}

test('the 360 property is configured on the analytics tag, or loads one of its own', () => {
  const plan = (config: Partial<MeasurementConfig>, search = '') =>
    planScripts({ ...CONFIGURED, ...config }, parseQueryFlags(search)).scripts.filter(
      (script) => script.kind === 'analytics',
    )
  expect(plan({ google360PropertyId: 'UA-10000-1' })).toEqual([
    { kind: 'analytics', id: 'G-MEAS1', src: 'https://gtm.example/gtag/js?id=G-MEAS1' },
    { kind: 'analytics', id: 'UA-10000-1', src: null },
  ])
  expect(plan({ google360PropertyId: ' G-PROP1 ', analyticsMeasurementIds: [] })).toEqual([
    { kind: 'analytics', id: 'G-PROP1', src: 'https://gtm.example/gtag/js?id=G-PROP1' },
  ])
  // The same id twice is one; the product's flag turns it off; nonsense and no origin load nothing.
  expect(plan({ google360PropertyId: 'G-MEAS1' })).toHaveLength(1)
  expect(plan({ google360PropertyId: 'UA-10000-1' }, '?disable_gtm=product')).toEqual([])
  expect(plan({ google360PropertyId: 'UA-1"><x', analyticsMeasurementIds: [] })).toEqual([])
  expect(
    plan({ google360PropertyId: 'UA-10000-1', googleTagOrigin: null, analyticsMeasurementIds: [] }),
  ).toEqual([])
})

test('with no origin configured, the ids load nothing', () => {
  expect(srcs(NOTHING, '')).toEqual([null, true])
})

test.each([
  [
    '',
    [
      'https://consent.example/airgap.js',
      true,
      'https://gtm.example/gtm.js?id=GTM-CLIENT1',
      'https://gtm.example/gtm.js?id=GTM-PROD1',
      'https://gtm.example/gtag/js?id=G-MEAS1',
    ],
  ],
  ['?disable_gtm=true', ['https://consent.example/airgap.js', true]],
  [
    '?disable_gtm=client',
    [
      'https://consent.example/airgap.js',
      true,
      'https://gtm.example/gtm.js?id=GTM-PROD1',
      'https://gtm.example/gtag/js?id=G-MEAS1',
    ],
  ],
  [
    '?disable_gtm=product&disable_airgap=true&tracking_tags_enabled=false',
    [null, false, 'https://gtm.example/gtm.js?id=GTM-CLIENT1'],
  ],
  [
    '?transcend_test_bundle=true&disable_gtm=true',
    ['https://consent.example/test/airgap.js', true],
  ],
])('configured, %s loads %j in that order', (search, expected) => {
  expect(srcs(CONFIGURED, search)).toEqual(expected)
})

test('the test bundle without a test address keeps the live one', () => {
  const config = { ...CONFIGURED, consentTestScriptUrl: null }
  expect(srcs(config, '?transcend_test_bundle=true&disable_gtm=true')[0]).toBe(
    'https://consent.example/airgap.js',
  )
})

test('ids that are not ids, and repeated ones, load nothing more', () => {
  const config = {
    ...CONFIGURED,
    clientTagManagerIds: ['GTM-PROD1', 'GTM-X"><script>', ''],
    analyticsMeasurementIds: ['G-MEAS1&x=1', 'UA-1'],
  }
  expect(srcs(config, '?disable_airgap=true')).toEqual([
    null,
    true,
    'https://gtm.example/gtm.js?id=GTM-PROD1',
  ])
})

test('a tenant that turned tags off has none, whatever the flag', () => {
  expect(planScripts({ ...NOTHING, tagsEnabled: false }, parseQueryFlags('')).tags).toBe(false)
})

test('getMeasurementOrigins names each configured origin once, and none by default', () => {
  expect(getMeasurementOrigins(NOTHING)).toEqual([])
  expect(
    getMeasurementOrigins({
      ...CONFIGURED,
      tagOrigins: ['https://tags.example', 'https://gtm.example'],
    }),
  ).toEqual(['https://consent.example', 'https://gtm.example', 'https://tags.example'])
})
