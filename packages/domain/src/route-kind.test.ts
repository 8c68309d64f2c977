import { expect, test } from 'vitest'
import { ROUTE_KINDS, isRouteKind } from './route-kind'

test.each([
  ['home', true],
  ['sport-home', true],
  ['sport-calendar-print', true],
  ['not-found', true],
  ['Home', false],
  ['root', false],
  ['routes/home', false],
  ['', false],
  ['toString', false],
  [null, false],
  [undefined, false],
  [3, false],
  [['home'], false],
])('isRouteKind(%j) is %j', (value, expected) => {
  expect(isRouteKind(value)).toBe(expected)
})

test('every route kind is recognised and named once', () => {
  expect(ROUTE_KINDS.filter((kind) => !isRouteKind(kind))).toEqual([])
  expect(new Set(ROUTE_KINDS).size).toBe(ROUTE_KINDS.length)
})
