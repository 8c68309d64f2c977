import { expect, test } from 'vitest'

import { toSitePath } from './site-path'

test.each([
  ['/sports/football/roster/2024-25', '/sports/football/roster/2024-25'],
  ['/sports/football/roster', '/sports/football/roster'],
  ['/sports/football/roster?sort=height&dir=desc', '/sports/football/roster?sort=height&dir=desc'],
  ['/a/../b', '/b'],
  ['/', '/'],
  ['//evil.example/', null],
  ['/\\evil.example/', null],
  ['/\tevil', null],
  ['/ /evil', null],
  ['/x\u0000y', null],
  ['https://evil.example/', null],
  ['javascript:alert(1)', null],
  ['sports/football', null],
  ['', null],
  [null, null],
  [undefined, null],
])('toSitePath(%j) is %j', (value, expected) => {
  expect(toSitePath(value)).toBe(expected)
})
