import { expect, test } from 'vitest'
import { AD_SECTION_CODES, getAdSectionCode } from './ad-section'

test.each([
  ['cross', 'cxc'],
  ['football', 'mfootbl'],
  ['softball', 'wsoftbl'],
  ['baseball', 'mbasebl'],
  ['msoc', 'msoccer'],
  ['WBASKET', 'wbasket'],
  ['home', 'frontpage'],
  ['schedule-signingday', 'signingday'],
  ['general', 'ot'],
  ['curling', 'ot'],
  ['constructor', 'ot'],
  ['', 'ot'],
  [null, 'ot'],
])('getAdSectionCode(%j) is %j', (key, expected) => {
  expect(getAdSectionCode(key)).toBe(expected)
})

test('the ad section map covers about 27 sports with distinct codes', () => {
  const codes = Object.values(AD_SECTION_CODES)
  expect(codes.length).toBeGreaterThanOrEqual(27)
  expect(new Set(codes).size).toBe(codes.length)
})
