import { describe, expect, test } from 'vitest'

import { toAppleAppId, toPostalAddress } from './site-facts'

describe('toAppleAppId', () => {
  test.each([
    ['1000000001', '1000000001'],
    [' id284882215 ', '284882215'],
    [null, null],
    [undefined, null],
    ['', null],
    ['com.example.app', null],
    ['123"><script>', null],
    ['1'.repeat(21), null],
  ])('%j -> %j', (value, expected) => {
    expect(toAppleAppId(value)).toBe(expected)
  })
})

describe('toPostalAddress', () => {
  test('the US one-line form is split into its parts', () => {
    expect(toPostalAddress('1200 College Avenue, Northfield, MN 55000')).toEqual({
      streetAddress: '1200 College Avenue',
      addressLocality: 'Northfield',
      addressRegion: 'MN',
      postalCode: '55000',
    })
    expect(toPostalAddress('Athletics Center,  75 Harbor Road, Lakeside, me 04000-1234')).toEqual({
      streetAddress: 'Athletics Center, 75 Harbor Road',
      addressLocality: 'Lakeside',
      addressRegion: 'ME',
      postalCode: '04000-1234',
    })
  })

  test('anything else stays whole; nothing is no address', () => {
    expect(toPostalAddress('Campus Box 12, Oxford OX1 2JD, United Kingdom')).toEqual({
      streetAddress: 'Campus Box 12, Oxford OX1 2JD, United Kingdom',
    })
    expect(toPostalAddress('  ')).toBeNull()
    expect(toPostalAddress(null)).toBeNull()
  })
})
