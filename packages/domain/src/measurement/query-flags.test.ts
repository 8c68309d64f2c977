import { expect, test } from 'vitest'

import { parseQueryFlags, pickQueryFlags, type QueryFlags } from './query-flags'

const ALL_ON: QueryFlags = {
  clientTagManager: true,
  productTags: true,
  consent: true,
  consentTestBundle: false,
  trackingTags: true,
  adtest: null,
}

test.each<[string, Partial<QueryFlags>]>([
  ['', {}],
  ['?utm_source=x', {}],
  ['?disable_gtm=true', { clientTagManager: false, productTags: false }],
  ['?disable_gtm=TRUE', { clientTagManager: false, productTags: false }],
  ['?disable_gtm=client', { clientTagManager: false }],
  ['?disable_gtm=product', { productTags: false }],
  ['?disable_gtm=false', {}],
  ['?disable_gtm=', {}],
  ['?disable_gtm=yes', {}],
  ['?disable_airgap=true', { consent: false }],
  ['?disable_airgap=1', {}],
  ['?transcend_test_bundle=true', { consentTestBundle: true }],
  ['?transcend_test_bundle=false', {}],
  ['?tracking_tags_enabled=false', { trackingTags: false }],
  ['?tracking_tags_enabled=0', {}],
  ['?tracking_tags_enabled=true', {}],
  ['?adtest=on', { adtest: 'on' }],
  ['?adtest=', {}],
  ['?disable_gtm=client&disable_gtm=true', { clientTagManager: false }],
  ['?%E0%A4%A=1&disable_airgap=true', { consent: false }],
])('parseQueryFlags(%j)', (search, expected) => {
  expect(parseQueryFlags(search)).toEqual({ ...ALL_ON, ...expected })
})

test('a long adtest value is cut to 100 characters', () => {
  expect(parseQueryFlags(`?adtest=${'a'.repeat(500)}`).adtest).toHaveLength(100)
})

test('pickQueryFlags keeps the flags and nothing else', () => {
  const search = new URLSearchParams('utm_source=x&adtest=on&disable_gtm=true&q=1')
  expect(pickQueryFlags(search).toString()).toBe('disable_gtm=true&adtest=on')
})
