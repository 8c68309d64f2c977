import { expect, test } from 'vitest'

import { formatWeight, formatWeightLong } from './format-weight'

test.each([
  [210, '210 lbs', '210 pounds'],
  [185.4, '185 lbs', '185 pounds'],
  [1, '1 lb', '1 pound'],
  [1250, '1,250 lbs', '1,250 pounds'],
  [0, '', ''],
  [-5, '', ''],
  [null, '', ''],
  [Number.NaN, '', ''],
  [Number.POSITIVE_INFINITY, '', ''],
])('weight %j is %j, %j', (weight, short, long) => {
  expect(formatWeight(weight)).toBe(short)
  expect(formatWeightLong(weight)).toBe(long)
})
