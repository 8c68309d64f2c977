import { expect, test } from 'vitest'
import { formatPercentage, winPercentage } from './percentage'

test.each([
  [0.5, '50.0%'],
  [1, '100.0%'],
  [0, '0.0%'],
  [2 / 3, '66.7%'],
  [0.1234, '12.3%'],
  [0.12345, '12.3%'],
  [0.0005, '0.1%'],
  [0.99999, '100.0%'],
  [Number.NaN, '0.0%'],
  [Number.POSITIVE_INFINITY, '0.0%'],
])('formatPercentage(%j) is %j', (ratio, expected) => {
  expect(formatPercentage(ratio)).toBe(expected)
})

test.each([
  [10, 0, 0, 1],
  [0, 10, 0, 0],
  [3, 1, 0, 0.75],
  [2, 1, 1, 0.625],
  [0, 0, 0, 0],
])('winPercentage(%j, %j, %j) is %j', (w, l, t, expected) => {
  expect(winPercentage(w, l, t)).toBe(expected)
})

test('winPercentage counts ties as zero when none are given', () => {
  expect(formatPercentage(winPercentage(2, 1))).toBe('66.7%')
})
