import { expect, test } from 'vitest'

import { parsePageNumber, parseSeasonYear, toSearchText, toSeasonTitle } from './list-query'

test.each<[string | null, number | null]>([
  [null, 1],
  ['1', 1],
  ['2', 2],
  ['99999', 99999],
  ['100000', null],
  ['0', null],
  ['02', null],
  ['-1', null],
  ['1.5', null],
  ['', null],
  ['abc', null],
  [' 2', null],
])('parsePageNumber(%j) is %j', (value, expected) => {
  expect(parsePageNumber(value)).toBe(expected)
})

test.each<[string, number | null]>([
  ['2025-26', 2025],
  ['2025', 2025],
  ['1999-00', 1999],
  ['2099-00', 2099],
  ['2099-2100', null],
  ['2025-27', null],
  ['2025-6', null],
  ['1899', null],
  ['2101', null],
  ['25-26', null],
  ['', null],
  ['<script>', null],
])('parseSeasonYear(%j) is %j', (value, expected) => {
  expect(parseSeasonYear(value)).toBe(expected)
})

test.each<[number, string]>([
  [2025, '2025-26'],
  [1999, '1999-00'],
  [2009, '2009-10'],
])('toSeasonTitle(%j) is %j', (year, expected) => {
  expect(toSeasonTitle(year)).toBe(expected)
  expect(parseSeasonYear(expected)).toBe(year)
})

test.each<[string | null, number, string | null]>([
  [null, 10, null],
  ['', 10, null],
  ['   ', 10, null],
  [' owls  win ', 10, 'owls win'],
  ['a\tb\nc', 10, 'a b c'],
  ['abcdefghijkl', 10, 'abcdefghij'],
  // Cut, then no trailing space left behind.
  ['abcd efghij', 5, 'abcd'],
  // A character outside the BMP is two code units and never halved.
  ['abcdefghi😀', 10, 'abcdefghi'],
  ['😀😀😀', 5, '😀😀'],
  ['<script>alert(1)</script>', 100, '<script>alert(1)</script>'],
])('toSearchText(%j, %j) is %j', (value, max, expected) => {
  expect(toSearchText(value, max)).toBe(expected)
})
