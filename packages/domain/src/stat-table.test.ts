import { expect, test } from 'vitest'

import {
  formatStat,
  getTotalsRow,
  perGame,
  type StatColumn,
  type StatFormat,
  sumStat,
  toPerGameRow,
  toRatio,
} from './stat-table'

test.each([
  [[1, 2, 3], 6],
  [[1, null, 3], 4],
  [[0.1, 0.2], 0.3],
  [[null, null], null],
  [[], null],
  [[0], 0],
])('sumStat(%j) is %j', (values, expected) => {
  expect(sumStat(values)).toBe(expected)
})

test.each([
  [5, 10, 0.5],
  [0, 10, 0],
  [5, 0, null],
  [null, 10, null],
  [5, null, null],
])('toRatio(%j, %j) and perGame are %j', (part, whole, expected) => {
  expect(toRatio(part, whole)).toBe(expected)
  expect(perGame(part, whole)).toBe(expected)
})

type Key = 'games' | 'points' | 'fgm' | 'fga' | 'fgPct' | 'long' | 'jersey'
const columns: StatColumn<Key>[] = [
  { key: 'jersey', total: 'none' },
  { key: 'games', total: 'max' },
  { key: 'points', total: 'sum' },
  { key: 'fgm', total: 'sum' },
  { key: 'fga', total: 'sum' },
  { key: 'fgPct', total: (t) => toRatio(t.fgm, t.fga) },
  { key: 'long', total: 'max' },
]
const row = (values: Partial<Record<Key, number | null>>) => ({
  games: null,
  points: null,
  fgm: null,
  fga: null,
  fgPct: null,
  long: null,
  jersey: null,
  ...values,
})

test('getTotalsRow sums, keeps the best, and derives percentages from the totals', () => {
  const rows = [
    row({ jersey: 4, games: 30, points: 400, fgm: 150, fga: 300, fgPct: 0.5, long: 40 }),
    row({ jersey: 12, games: 28, points: 100, fgm: 10, fga: 100, fgPct: 0.1, long: null }),
    row({ jersey: 0, games: 2, points: null, fgm: 0, fga: 0, fgPct: null, long: 12 }),
  ]
  // 160 / 400 = 0.4, not the mean of 0.5 and 0.1.
  expect(getTotalsRow(rows, columns)).toEqual({
    jersey: null,
    games: 30,
    points: 500,
    fgm: 160,
    fga: 400,
    fgPct: 0.4,
    long: 40,
  })
})

test('getTotalsRow of no rows is all null, and a derived value from nothing is null', () => {
  expect(getTotalsRow([], columns)).toEqual(row({}))
})

test('toPerGameRow divides the given columns by games played', () => {
  const season = row({ games: 4, points: 50, fgm: 20, fga: 40, fgPct: 0.5 })
  expect(toPerGameRow(season, season.games, ['points', 'fgm'])).toEqual({
    ...season,
    points: 12.5,
    fgm: 5,
  })
  expect(toPerGameRow(season, 0, ['points'])).toEqual({ ...season, points: null })
})

test.each<[number | null, StatFormat, string]>([
  [1234, 'count', '1,234'],
  [0, 'count', '0'],
  [6.2, 'count', '6.2'],
  [0.4567, 'percentage', '45.7%'],
  [1, 'percentage', '100.0%'],
  [0.3125, 'average', '.313'],
  [0, 'average', '.000'],
  [0.9996, 'average', '1.000'],
  [1, 'average', '1.000'],
  [2.5, 'average', '2.500'],
  [12.345, { decimals: 1 }, '12.3'],
  [12.35, { decimals: 1 }, '12.4'],
  [3, { decimals: 2 }, '3.00'],
  [null, 'count', '-'],
  [null, 'percentage', '-'],
  [Number.NaN, 'average', '-'],
])('formatStat(%j, %j) is %j', (value, format, expected) => {
  expect(formatStat(value, format)).toBe(expected)
})

test('formatStat shows a value not recorded as the text asked for', () => {
  expect(formatStat(null, 'count', '')).toBe('')
})
