import { expect, test } from 'vitest'
import { toTime } from './date-value'

test.each([
  [new Date('2025-01-02T03:04:05Z'), Date.UTC(2025, 0, 2, 3, 4, 5)],
  ['2025-01-02T03:04:05Z', Date.UTC(2025, 0, 2, 3, 4, 5)],
  ['not a date', null],
  [new Date('nope'), null],
  ['', null],
  [null, null],
  [undefined, null],
])('toTime(%j) is %j', (value, expected) => {
  expect(toTime(value)).toBe(expected)
})
