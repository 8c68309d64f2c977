// The calendar screens' months and days (docs/decisions/018): what an address may name, the
// weeks of a month's grid and the span of a print calendar. Days are the tenant's calendar days
// (LocalDay, 'YYYY-MM-DD'), so no zone arithmetic can move a game to another day.

import { daysBetween, getLocalDay, toLocalDay, type LocalDay } from './local-day'

/** A month of the calendar: `month` is 1-12. */
export type CalendarMonth = { year: number; month: number }

/** The earliest year an address may name; later than this many years ahead is nonsense too. */
export const FIRST_CALENDAR_YEAR = 1900
export const CALENDAR_YEARS_AHEAD = 5
/** A print calendar covers at most this many days, both ends included (a leap year). */
export const MAX_PRINT_DAYS = 366

const MONTH = /^(\d{4})-(\d{2})$/
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const pad = (value: number) => String(value).padStart(2, '0')

/** 'YYYY-MM' to a month; null for anything else ('2026-9', '2026-13', '26-09'). */
export function parseCalendarMonth(value: string): CalendarMonth | null {
  const match = MONTH.exec(value)
  if (!match) return null
  const month = Number(match[2])
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null
}

/** 'YYYY-MM-DD' of a real day; null otherwise (31 February, '2026-9-1'). */
export function parseCalendarDay(value: string): LocalDay | null {
  return DAY.test(value) ? toLocalDay(value) : null
}

export function toMonthParam({ year, month }: CalendarMonth): string {
  return `${year}-${pad(month)}`
}

export function daysInMonth({ year, month }: CalendarMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** The first and last day of a month, 'YYYY-MM-DD'. */
export function getMonthRange(month: CalendarMonth): { start: LocalDay; end: LocalDay } {
  const prefix = toMonthParam(month)
  // Days of a real month, written out: LocalDays by construction.
  return {
    start: `${prefix}-01` as LocalDay,
    end: `${prefix}-${pad(daysInMonth(month))}` as LocalDay,
  }
}

/** Today in the tenant's zone (decision 010), 'YYYY-MM-DD'. */
export function getZonedDay(now: Date, timeZone: string): LocalDay {
  return getLocalDay(now, timeZone)
}

/** The month of a 'YYYY-MM-DD' day. */
export function monthOfDay(day: string): CalendarMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) }
}

/** Whether a year is one an address may name: 1900 up to five years after today's. */
export function isYearInWindow(year: number, today: CalendarMonth): boolean {
  return year >= FIRST_CALENDAR_YEAR && year <= today.year + CALENDAR_YEARS_AHEAD
}

/** The weeks of a month, Sunday first; days of the neighbouring months are null. */
export function getMonthWeeks(month: CalendarMonth): (LocalDay | null)[][] {
  const prefix = toMonthParam(month)
  const lead = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay()
  const cells: (LocalDay | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth(month) }, (_, i) => `${prefix}-${pad(i + 1)}` as LocalDay),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
}

export type PrintRange =
  | { kind: 'ok'; start: LocalDay; end: LocalDay }
  /** End before start: the same range, written the other way round. */
  | { kind: 'reversed'; start: LocalDay; end: LocalDay }
  | { kind: 'invalid' }

/**
 * A print calendar's start and end as an address gives them: real days, years in the window, at
 * most MAX_PRINT_DAYS days both included. Reversed ends are reported so the page can send the
 * visitor to the address that has them in order.
 */
export function getPrintRange(start: string, end: string, today: CalendarMonth): PrintRange {
  const from = parseCalendarDay(start)
  const to = parseCalendarDay(end)
  if (!from || !to) return { kind: 'invalid' }
  for (const day of [from, to]) {
    if (!isYearInWindow(monthOfDay(day).year, today)) return { kind: 'invalid' }
  }
  const [first, last] = from <= to ? [from, to] : [to, from]
  const days = daysBetween(first, last) + 1
  if (days > MAX_PRINT_DAYS) return { kind: 'invalid' }
  return { kind: from <= to ? 'ok' : 'reversed', start: first, end: last }
}
