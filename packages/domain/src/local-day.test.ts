import { expect, test } from 'vitest'

import {
  addDays,
  compareLocalDays,
  dayOfMonth,
  dayOfWeek,
  daysBetween,
  formatLocalDay,
  getLocalDay,
  monthOfLocalDay,
  toLocalDay,
  toLocalDayOf,
  type LocalDay,
  type LocalDayFormat,
} from './local-day'

const day = (value: string): LocalDay => {
  const parsed = toLocalDay(value)
  if (!parsed) throw new Error(`not a day: ${value}`)
  return parsed
}

test.each([
  ['2026-09-10', '2026-09-10'],
  ['2026-09-10T18:00:00', '2026-09-10'],
  ['2026-09-10T00:00:00.0000001', '2026-09-10'],
  ['2026-09-10 18:00', '2026-09-10'],
  [' 2026-09-10 ', '2026-09-10'],
  ['2028-02-29', '2028-02-29'],
  ['2000-02-29T12:00:00', '2000-02-29'],
  // Impossible or unreadable days are null, never rolled over.
  ['2026-02-29', null],
  ['1900-02-29', null],
  ['2026-02-31T12:00:00', null],
  ['2026-13-01', null],
  ['2026-00-10', null],
  ['2026-09-00', null],
  ['0000-01-01', null],
  ['2026-9-10', null],
  ['2026-09-100', null],
  ['20260910', null],
  ['TBA', null],
  ['', null],
  [null, null],
  [undefined, null],
])('toLocalDay(%j) is %j', (value, expected) => {
  expect(toLocalDay(value)).toBe(expected)
})

test.each([
  [2026, 9, 10, '2026-09-10'],
  [33, 1, 5, '0033-01-05'],
  [2026, 2, 29, null],
  [2026, 9, 10.5, null],
  [10000, 1, 1, null],
])('toLocalDayOf(%j, %j, %j) is %j', (year, month, date, expected) => {
  expect(toLocalDayOf(year, month, date)).toBe(expected)
})

test.each([
  ['2026-09-10', 1, '2026-09-11'],
  ['2026-09-30', 1, '2026-10-01'],
  ['2026-12-31', 1, '2027-01-01'],
  ['2028-02-28', 1, '2028-02-29'],
  ['2026-03-01', -1, '2026-02-28'],
  ['2026-09-10', 0, '2026-09-10'],
  ['2026-09-10', -150, '2026-04-13'],
  // Across the US daylight-saving changes nothing moves: days have no zone.
  ['2026-03-07', 2, '2026-03-09'],
  ['2026-10-31', 2, '2026-11-02'],
  ['0033-01-01', -1, '0032-12-31'],
])('addDays(%j, %j) is %j', (from, count, expected) => {
  expect(addDays(day(from), count)).toBe(expected)
  expect(daysBetween(day(from), day(expected))).toBe(count)
})

test.each([
  ['2026-09-10', '2026-09-11', -1],
  ['2026-09-11', '2026-09-10', 1],
  ['2026-09-10', '2026-09-10', 0],
  ['2025-12-31', '2026-01-01', -1],
  ['0999-12-31', '1000-01-01', -1],
])('compareLocalDays(%j, %j) is %j', (a, b, expected) => {
  expect(Math.sign(compareLocalDays(day(a), day(b)))).toBe(expected)
})

test('compareLocalDays sorts days in order', () => {
  const days = ['2026-10-01', '2025-12-31', '2026-09-10'].map(day)
  expect(days.sort(compareLocalDays)).toEqual(['2025-12-31', '2026-09-10', '2026-10-01'])
})

test.each([
  ['2026-09-06', 0],
  ['2026-09-10', 4],
  ['2026-09-12', 6],
  ['2000-01-01', 6],
  ['2026-03-08', 0],
])('dayOfWeek(%j) is %j', (value, expected) => {
  expect(dayOfWeek(day(value))).toBe(expected)
})

test.each([
  ['2026-09-01', 1],
  ['2026-09-10', 10],
  ['2026-08-31T23:00:00', 31],
])('dayOfMonth(%j) is %j', (value, expected) => {
  expect(dayOfMonth(day(value))).toBe(expected)
})

test.each([
  ['2026-09-10', { year: 2026, month: 9 }],
  ['0033-01-05', { year: 33, month: 1 }],
])('monthOfLocalDay(%j) is %j', (value, expected) => {
  expect(monthOfLocalDay(day(value))).toEqual(expected)
})

test.each([
  // Late evening in Chicago is already the next day in UTC.
  ['2026-09-11T03:30:00Z', 'America/Chicago', '2026-09-10'],
  ['2026-09-11T03:30:00Z', 'UTC', '2026-09-11'],
  ['2026-09-10T12:30:00Z', 'Pacific/Auckland', '2026-09-11'],
  ['2026-12-31T23:59:59Z', 'UTC', '2026-12-31'],
  ['2026-03-08T07:30:00Z', 'America/New_York', '2026-03-08'],
])('getLocalDay(%j, %j) is %j', (instant, zone, expected) => {
  expect(getLocalDay(new Date(instant), zone)).toBe(expected)
})

test.each<[string, LocalDayFormat, string]>([
  ['2026-09-10', 'weekday', 'Thu, Sep 10'],
  ['2026-09-10', 'weekdayYear', 'Thu, Sep 10, 2026'],
  ['2026-09-10', 'weekdayLong', 'Thursday, September 10'],
  ['2026-09-10', 'date', 'Sep 10, 2026'],
  ['2026-09-10', 'monthDay', 'Sep 10'],
  ['2026-09-10', 'month', 'September 2026'],
  ['2026-01-01', 'weekdayYear', 'Thu, Jan 1, 2026'],
  ['2026-12-31', 'weekdayLong', 'Thursday, December 31'],
  ['2028-02-29', 'date', 'Feb 29, 2028'],
])('formatLocalDay(%j, %j) is %j', (value, format, expected) => {
  expect(formatLocalDay(day(value), format)).toBe(expected)
})
