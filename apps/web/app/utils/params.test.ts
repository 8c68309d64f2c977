import { expect, test } from 'vitest'

import { statusOfCall } from '~/test-support/status-of'

import { parseId, requireId, requireSeason, requireSlug } from './params'

test.each([
  ['1', 1],
  ['42', 42],
  ['999999999', 999_999_999],
])('requireId(%j) is %s', (value, expected) => {
  expect(requireId(value)).toBe(expected)
})

test.each([
  [undefined],
  [''],
  ['0'],
  ['007'],
  ['-3'],
  ['+3'],
  ['1.5'],
  ['1e3'],
  [' 1'],
  ['1000000000'],
  ['abc'],
  ['１２'],
])('requireId(%j) is a 404', (value) => {
  expect(statusOfCall(() => requireId(value))).toBe(404)
})

test.each([
  ['football', 'football'],
  ['Mens-Basketball', 'mens-basketball'],
  ['a1-b2', 'a1-b2'],
])('requireSlug(%j) is %j', (value, expected) => {
  expect(requireSlug(value)).toBe(expected)
})

test.each([
  [undefined],
  [''],
  ['-football'],
  ['football-'],
  ['foot--ball'],
  ['foot ball'],
  ["foot'ball"],
  ['föotball'],
  ['x'.repeat(121)],
])('requireSlug(%j) is a 404', (value) => {
  expect(statusOfCall(() => requireSlug(value))).toBe(404)
})

test.each([
  [undefined, null],
  ['2025', '2025'],
  ['2025-26', '2025-26'],
  ['1999-00', '1999-00'],
])('requireSeason(%j) is %j', (value, expected) => {
  expect(requireSeason(value)).toBe(expected)
})

test.each([['2025-27'], ['25'], ['20255'], ['1800'], ['2101'], ['abcd'], ['2025-2026'], ['']])(
  'requireSeason(%j) is a 404',
  (value) => {
    expect(statusOfCall(() => requireSeason(value))).toBe(404)
  },
)

test.each([
  ['12', 12],
  ['012', null],
  ['x', null],
  [undefined, null],
])('parseId(%j) is %j', (value, expected) => {
  expect(parseId(value)).toBe(expected)
})
