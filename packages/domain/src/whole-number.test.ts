import { expect, test } from 'vitest'

import { formatWholeNumber } from './whole-number'

test('formatWholeNumber prints what Intl en-US with no fraction digits prints', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
  const values = [0, 1, 7, 99, 999, 1000, 1001, 12_345, 42_500, 999_999, 1_000_000, 1_234_567_890]
  const fractions = [0.4, 0.5, 0.6, 1.5, 2.5, 209.5, 999.5, 1234.49, 1234.5]
  for (const value of [...values, ...fractions, ...[...values, ...fractions].map((v) => -v)]) {
    expect(formatWholeNumber(value), String(value)).toBe(intl.format(value))
  }
})
