import { describe, expect, test } from 'vitest'
import {
  addMonths,
  getMonthRange,
  getMonthWeeks,
  getPrintRange,
  getZonedDay,
  isYearInWindow,
  parseCalendarDay,
  parseCalendarMonth,
  toMonthParam,
} from './calendar-month'

describe('parseCalendarMonth', () => {
  test.each([
    ['2026-09', { year: 2026, month: 9 }],
    ['1900-01', { year: 1900, month: 1 }],
    ['2026-12', { year: 2026, month: 12 }],
    ['2026-13', null],
    ['2026-00', null],
    ['2026-9', null],
    ['26-09', null],
    ['2026-09-01', null],
    ['september', null],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(parseCalendarMonth(value)).toEqual(expected)
  })
})

describe('parseCalendarDay', () => {
  test.each([
    ['2026-09-10', '2026-09-10'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    ['2026-04-31', null],
    ['2026-9-10', null],
    ['2026-09-10T00:00:00', null],
    ['x', null],
  ])('%j -> %j', (value, expected) => {
    expect(parseCalendarDay(value)).toBe(expected)
  })
})

test.each([
  [{ year: 2026, month: 11 }, 1, '2026-12'],
  [{ year: 2026, month: 12 }, 1, '2027-01'],
  [{ year: 2026, month: 1 }, -1, '2025-12'],
  [{ year: 2026, month: 3 }, -15, '2024-12'],
])('addMonths(%j, %i) is %s', (month, count, expected) => {
  expect(toMonthParam(addMonths(month, count))).toBe(expected)
})

test('getMonthRange gives the first and last day, leap years included', () => {
  expect(getMonthRange({ year: 2028, month: 2 })).toEqual({
    start: '2028-02-01',
    end: '2028-02-29',
  })
  expect(getMonthRange({ year: 2026, month: 9 })).toEqual({
    start: '2026-09-01',
    end: '2026-09-30',
  })
})

test('getZonedDay reads today in the tenant zone, not UTC', () => {
  const lateEvening = new Date('2026-12-01T03:30:00Z')
  expect(getZonedDay(lateEvening, 'America/New_York')).toBe('2026-11-30')
  expect(getZonedDay(lateEvening, 'UTC')).toBe('2026-12-01')
  expect(getZonedDay(lateEvening, 'Asia/Tokyo')).toBe('2026-12-01')
})

test('getMonthWeeks starts weeks on Sunday and pads with null', () => {
  // September 2026 starts on a Tuesday and has 30 days: 5 weeks.
  const weeks = getMonthWeeks({ year: 2026, month: 9 })
  expect(weeks).toHaveLength(5)
  expect(weeks[0]).toEqual([
    null,
    null,
    '2026-09-01',
    '2026-09-02',
    '2026-09-03',
    '2026-09-04',
    '2026-09-05',
  ])
  expect(weeks[4]).toEqual([
    '2026-09-27',
    '2026-09-28',
    '2026-09-29',
    '2026-09-30',
    null,
    null,
    null,
  ])
  // February 2026 starts on a Sunday and has 28 days: exactly 4 weeks.
  expect(getMonthWeeks({ year: 2026, month: 2 })).toHaveLength(4)
  // August 2026 starts on a Saturday and has 31 days: 6 weeks.
  expect(getMonthWeeks({ year: 2026, month: 8 })).toHaveLength(6)
})

describe('isYearInWindow', () => {
  const today = { year: 2026, month: 11 }
  test.each([
    [1899, false],
    [1900, true],
    [2031, true],
    [2032, false],
  ])('%i: %j', (year, expected) => {
    expect(isYearInWindow(year, today)).toBe(expected)
  })
})

describe('getPrintRange', () => {
  const today = { year: 2026, month: 11 }
  test.each([
    ['2026-09-01', '2026-09-30', { kind: 'ok', start: '2026-09-01', end: '2026-09-30' }],
    ['2026-09-10', '2026-09-10', { kind: 'ok', start: '2026-09-10', end: '2026-09-10' }],
    ['2026-09-30', '2026-09-01', { kind: 'reversed', start: '2026-09-01', end: '2026-09-30' }],
    // 366 days both included is the most; 367 is too many.
    ['2027-01-01', '2028-01-01', { kind: 'ok', start: '2027-01-01', end: '2028-01-01' }],
    ['2028-01-01', '2029-01-01', { kind: 'invalid' }],
    ['2026-02-30', '2026-03-01', { kind: 'invalid' }],
    ['1899-12-31', '1900-01-01', { kind: 'invalid' }],
    ['2032-01-01', '2032-01-31', { kind: 'invalid' }],
    ['2026-9-1', '2026-09-30', { kind: 'invalid' }],
  ])('%s to %s -> %j', (start, end, expected) => {
    expect(getPrintRange(start, end, today)).toEqual(expected)
  })
})
