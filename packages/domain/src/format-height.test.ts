import { expect, test } from 'vitest'

import { formatHeight, formatHeightLong, toHeightInches } from './format-height'

test.each([
  [6, 2, 74, '6-2', '6 feet 2 inches'],
  [6, 0, 72, '6-0', '6 feet'],
  [6, null, 72, '6-0', '6 feet'],
  [5, 11, 71, '5-11', '5 feet 11 inches'],
  [6, 1, 73, '6-1', '6 feet 1 inch'],
  [1, 0, 12, '1-0', '1 foot'],
  // Inches of 12 or more carry; fractions round.
  [5, 14, 74, '6-2', '6 feet 2 inches'],
  [5, 12, 72, '6-0', '6 feet'],
  [6, 1.4, 73, '6-1', '6 feet 1 inch'],
  [5, 11.6, 72, '6-0', '6 feet'],
  // Unknown: no feet, zero, negative, not a number.
  [null, null, null, '', ''],
  [null, 2, null, '', ''],
  [0, 0, null, '', ''],
  [0, 10, null, '', ''],
  [-6, 2, null, '', ''],
  [6, -2, null, '', ''],
  [Number.NaN, 2, null, '', ''],
  [6, Number.NaN, null, '', ''],
])('height %j ft %j in: %j inches, %j, %j', (feet, inches, total, short, long) => {
  expect(toHeightInches(feet, inches)).toBe(total)
  expect(formatHeight(feet, inches)).toBe(short)
  expect(formatHeightLong(feet, inches)).toBe(long)
})
