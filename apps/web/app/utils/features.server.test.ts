import { expect, test } from 'vitest'

import { FEATURE_DEFAULTS, isFeatureOn, type Feature } from './features.server'

const tenant = (value: boolean | null) => ({
  features: { adsEnabled: value, trackingEnabled: value, takeoversEnabled: value },
})

test.each<[Feature, boolean | undefined, boolean | null | 'no settings', boolean]>([
  // Operator unset: the defaults decide, and a silent tenant does not object.
  ['ads', undefined, null, false],
  ['tracking', undefined, null, true],
  ['takeovers', undefined, null, true],
  ['takeovers', undefined, 'no settings', true],
  // The tenant can turn a feature off, never on against the operator.
  ['tracking', undefined, false, false],
  ['ads', undefined, true, false],
  ['ads', true, true, true],
  ['ads', true, null, true],
  ['ads', true, false, false],
  ['takeovers', false, true, false],
])('%s with operator %s and tenant %s is %s', (feature, operator, tenantSays, expected) => {
  const settings = tenantSays === 'no settings' ? null : tenant(tenantSays)
  expect(isFeatureOn(feature, settings, { [feature]: operator })).toBe(expected)
})

test('the defaults are SPEC.md 9 (tracking and takeovers on) and ads off', () => {
  expect(FEATURE_DEFAULTS).toEqual({ ads: false, tracking: true, takeovers: true })
})
