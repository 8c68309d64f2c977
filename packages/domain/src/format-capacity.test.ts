import { expect, test } from 'vitest'
import { formatCapacity } from './format-capacity'

test.each([
  [42_500, '42,500'],
  [107_601, '107,601'],
  [1_000_000, '1,000,000'],
  [999, '999'],
  [0, '0'],
  [1499.5, '1,500'],
  [-1, ''],
  [Number.NaN, ''],
  [Number.POSITIVE_INFINITY, ''],
])('formatCapacity(%j) is %j', (n, expected) => {
  expect(formatCapacity(n)).toBe(expected)
})
