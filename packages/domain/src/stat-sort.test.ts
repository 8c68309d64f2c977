import { describe, expect, test } from 'vitest'

import { getFirstStatDirection, parseStatSort, sortStatRows, toStatSortValue } from './stat-sort'

describe('toStatSortValue', () => {
  test.each([
    ['12', { numbers: [12] }],
    ['1,234', { numbers: [1234] }],
    ['.333', { numbers: [0.333] }],
    ['1.000', { numbers: [1] }],
    ['45.6%', { numbers: [45.6] }],
    ['66.1', { numbers: [66.1] }],
    ['+3', { numbers: [3] }],
    ['-2', { numbers: [-2] }],
    ['12-34', { numbers: [12, 34] }],
    ['5/9', { numbers: [5, 9] }],
    ['31:05', { numbers: [1865] }],
    [' 7 ', { numbers: [7] }],
    [4, { numbers: [4] }],
    ['RHP', { text: 'RHP' }],
    ['-', null],
    ['--', null],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ] as const)('%j -> %j', (input, expected) => {
    expect(toStatSortValue(input)).toEqual(expected)
  })
})

describe('sortStatRows', () => {
  type Row = { name: string; value: string | null }
  const rows: Row[] = [
    { name: 'Avery', value: '.250' },
    { name: 'Blake', value: '-' },
    { name: 'Casey', value: '1.000' },
    { name: 'Drew', value: '.333' },
    { name: 'Emery', value: null },
    { name: 'Finley', value: '.250' },
  ]
  const byName = (a: Row, b: Row) => a.name.localeCompare(b.name)
  const names = (sorted: Row[]) => sorted.map((row) => row.name)

  test('descending: the most first, ties by name, blanks last', () => {
    expect(names(sortStatRows(rows, (row) => row.value, 'desc', byName))).toEqual([
      'Casey',
      'Drew',
      'Avery',
      'Finley',
      'Blake',
      'Emery',
    ])
  })

  test('ascending: the least first, blanks still last', () => {
    expect(names(sortStatRows(rows, (row) => row.value, 'asc', byName))).toEqual([
      'Avery',
      'Finley',
      'Drew',
      'Casey',
      'Blake',
      'Emery',
    ])
  })

  test('numbers by value, not as text: 9 before 12 ascending', () => {
    const values = ['12', '9', '100', '0']
    expect(sortStatRows(values, (v) => v, 'asc')).toEqual(['0', '9', '12', '100'])
  })

  test('made-attempted by made, then attempts', () => {
    const values = ['3-10', '5-12', '5-9', '-', '0-0']
    expect(sortStatRows(values, (v) => v, 'desc')).toEqual(['5-12', '5-9', '3-10', '0-0', '-'])
  })

  test('numbers before text; without a tie-break the given order stays', () => {
    const values = [
      { id: 1, v: 'DNP' },
      { id: 2, v: '3' },
      { id: 3, v: '3' },
    ]
    expect(sortStatRows(values, (r) => r.v, 'asc').map((r) => r.id)).toEqual([2, 3, 1])
    expect(values.map((r) => r.id)).toEqual([1, 2, 3])
  })
})

describe('parseStatSort', () => {
  test.each([
    ['hitting.avg', 'asc', { group: 'hitting', stat: 'avg', direction: 'asc' }],
    ['hitting.avg', null, { group: 'hitting', stat: 'avg', direction: 'desc' }],
    ['pitching.era', null, { group: 'pitching', stat: 'era', direction: 'asc' }],
    ['pitching.era', 'desc', { group: 'pitching', stat: 'era', direction: 'desc' }],
    ['basketball.fg3Pct', 'sideways', { group: 'basketball', stat: 'fg3Pct', direction: 'desc' }],
    ['hitting', 'asc', null],
    ['hitting.', 'asc', null],
    ['.avg', 'asc', null],
    ['a.b.c', 'asc', null],
    ['<script>.x', 'asc', null],
    [null, 'asc', null],
  ] as const)('%j %j -> %j', (sort, dir, expected) => {
    expect(parseStatSort(sort, dir)).toEqual(expected)
  })
})

test.each([
  ['basketball', 'pts', 'desc'],
  ['basketball', 'to', 'asc'],
  ['pitching', 'era', 'asc'],
  ['passing', 'int', 'asc'],
  ['defense', 'int', 'desc'],
  ['goalie', 'gaa', 'asc'],
] as const)('a first sort by %s %s is %s', (group, stat, expected) => {
  expect(getFirstStatDirection(group, stat)).toBe(expected)
})
