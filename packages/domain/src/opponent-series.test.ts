import { expect, test } from 'vitest'

import {
  matchesOpponentName,
  sortOpponents,
  toOpponentSort,
  toSeriesStreak,
  type SeriesLike,
} from './opponent-series'

const row = (name: string, w: number, l: number, t: number, lastDate: string | null) => ({
  name,
  record: { wins: w, losses: l, ties: t },
  lastDate,
})

const rows: SeriesLike[] = [
  row('Wolf River', 1, 2, 0, '2025-12-01T19:00:00'),
  row('big Sioux', 7, 3, 0, '2026-11-12T13:00:00'),
  row('Lakehead A&M', 7, 0, 0, '2024-01-05T19:00:00'),
  row('Bluff City', 1, 0, 0, null),
  row('Summit', 1, 1, 0, '2025-12-01T19:00:00'),
]
const names = (list: SeriesLike[]) => list.map((r) => r.name)

test.each([
  ['name', 'asc', ['big Sioux', 'Bluff City', 'Lakehead A&M', 'Summit', 'Wolf River']],
  ['name', 'desc', ['Wolf River', 'Summit', 'Lakehead A&M', 'Bluff City', 'big Sioux']],
  // Equal counts keep A to Z in both directions.
  ['games', 'desc', ['big Sioux', 'Lakehead A&M', 'Wolf River', 'Summit', 'Bluff City']],
  ['games', 'asc', ['Bluff City', 'Summit', 'Wolf River', 'Lakehead A&M', 'big Sioux']],
  // 100% twice (7-0 and 1-0): the name decides.
  ['pct', 'desc', ['Bluff City', 'Lakehead A&M', 'big Sioux', 'Summit', 'Wolf River']],
  // No meeting date last both ways; the same day by name.
  ['last', 'desc', ['big Sioux', 'Summit', 'Wolf River', 'Lakehead A&M', 'Bluff City']],
  ['last', 'asc', ['Lakehead A&M', 'Summit', 'Wolf River', 'big Sioux', 'Bluff City']],
] as const)('sortOpponents by %s %s', (sort, direction, expected) => {
  expect(names(sortOpponents(rows, sort, direction))).toEqual(expected)
})

test('sortOpponents leaves its input alone', () => {
  const before = names(rows)
  sortOpponents(rows, 'pct', 'desc')
  expect(names(rows)).toEqual(before)
})

test.each([
  [null, 'name'],
  ['', 'name'],
  ['PCT', 'name'],
  ['pct', 'pct'],
  ['games', 'games'],
  ['last', 'last'],
])('toOpponentSort(%j) is %s', (value, expected) => {
  expect(toOpponentSort(value)).toBe(expected)
})

test.each([
  ['St. Aldric', null, true],
  ['St. Aldric', '   ', true],
  ['St. Aldric', 'st aldric', true],
  ['St. Aldric', 'ALD', true],
  ['St. Aldric', 'st.', true],
  ['St. Aldric', 'aldric st', true],
  ['St. Aldric', 'ric', false],
  ['Lakehead A&M', 'a&m', true],
  ['Lakehead A&M', 'lakehead am', false],
  ['Université Laval', 'universite', true],
  ['North Plains State', 'state north', true],
  ['North Plains State', 'south', false],
])('matchesOpponentName(%j, %j) is %s', (name, query, expected) => {
  expect(matchesOpponentName(name, query)).toBe(expected)
})

test.each([
  [null, null],
  [{ wins: 0, losses: 0, ties: 0 }, null],
  [
    { wins: 2, losses: 0, ties: 0 },
    { result: 'W', count: 2 },
  ],
  [
    { wins: 0, losses: 3, ties: 0 },
    { result: 'L', count: 3 },
  ],
  [
    { wins: 0, losses: 0, ties: 1 },
    { result: 'T', count: 1 },
  ],
  // Not a run: two results counted.
  [{ wins: 1, losses: 1, ties: 0 }, null],
])('toSeriesStreak(%j) is %j', (tally, expected) => {
  expect(toSeriesStreak(tally)).toEqual(expected)
})
