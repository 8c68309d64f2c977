import { expect, test } from 'vitest'

import { formatRecord, formatWinPercent, isInRecordBook, sumRecords } from './coaching-record'

const record = (wins: number, losses: number, ties = 0, percent: number | null = null) => ({
  wins,
  losses,
  ties,
  percent,
})

test.each([
  [record(9, 3), '9-3'],
  [record(9, 3, 1), '9-3-1'],
  [record(0, 0), '0-0'],
])('formatRecord(%j) is %s', (value, expected) => {
  expect(formatRecord(value)).toBe(expected)
})

test.each([
  [record(5, 3, 0, 0.625), '.625'],
  [record(12, 0, 0, 1), '1.000'],
  [record(0, 11, 0, 0), '.000'],
  // Without a readable figure from the provider, ties count half: 6.5 / 10.
  [record(6, 3, 1), '.650'],
  [record(2, 1), '.667'],
  [record(0, 0, 0, 0), '-'],
])('formatWinPercent(%j) is %s', (value, expected) => {
  expect(formatWinPercent(value)).toBe(expected)
})

test('sumRecords adds the games and leaves the percentage to be worked out from the sums', () => {
  const total = sumRecords([record(9, 3, 0, 0.75), record(5, 6, 1, 0.458)])
  expect(total).toEqual({ wins: 14, losses: 9, ties: 1, percent: null })
  expect(formatWinPercent(total)).toBe('.604')
  expect(sumRecords([])).toEqual({ wins: 0, losses: 0, ties: 0, percent: null })
})

test.each([
  [{ firstName: 'Hector', lastName: 'Gerhold' }, true],
  [{ firstName: 'hector ', lastName: 'GERHOLD' }, true],
  [{ firstName: 'Hector', lastName: 'Gerhold-Smith' }, false],
  [{ firstName: 'Virgil', lastName: 'Kutch' }, false],
])('isInRecordBook(%j) is %s', (person, expected) => {
  const book = [
    { firstName: 'Oliver', lastName: 'Bogisich' },
    { firstName: 'Hector', lastName: 'Gerhold' },
  ]
  expect(isInRecordBook(person, book)).toBe(expected)
})
