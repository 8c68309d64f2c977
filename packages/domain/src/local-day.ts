// A day on the tenant's wall clock (a game day, a calendar day, a story's date, "on this day"):
// 'YYYY-MM-DD' with no instant behind it, so no time zone can move it to another day. Read once
// (the provider client maps its entities' days, this reads addresses and other strings), then
// compared, counted and formatted here instead of slicing strings.

/**
 * 'YYYY-MM-DD', a real day (no 31 February). The brand is a plain property so that the provider
 * client, which may not import this package, can declare the same type (dates.ts): both spell it
 * `string & { readonly __localDay: true }` and TypeScript holds them equal.
 */
export type LocalDay = string & { readonly __localDay: true }

/** 0 Sunday ... 6 Saturday. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6

// The date part of a date or a local date-time as the provider writes them ('2026-09-10',
// '2026-09-10T18:00:00', '2026-09-10 18:00'): the day as written, the wall clock's.
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/
const DAY_MS = 86_400_000

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** A day from its numbers (month 1-12); null for one that does not exist. */
export function toLocalDayOf(year: number, month: number, day: number): LocalDay | null {
  if (![year, month, day].every(Number.isInteger)) return null
  if (year < 1 || year > 9999 || month < 1 || month > 12) return null
  if (day < 1 || day > daysInMonth(year, month)) return null
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}` as LocalDay
}

/**
 * The day of a date ('2026-09-10') or a provider local date-time ('2026-09-10T18:00:00', its
 * date part as written); null when absent, unreadable or impossible (31 February, month 13),
 * never a rolled-over day.
 */
export function toLocalDay(value: string | null | undefined): LocalDay | null {
  if (typeof value !== 'string') return null
  const match = DAY.exec(value.trim())
  if (!match) return null
  return toLocalDayOf(Number(match[1]), Number(match[2]), Number(match[3]))
}

/** The day's UTC midnight: a stand-in instant that only UTC arithmetic and formats may read. */
function toUtcDate(day: LocalDay): Date {
  const date = new Date(0)
  date.setUTCFullYear(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
  )
  return date
}

function fromUtcDate(date: Date): LocalDay {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` as LocalDay
}

/** The day `count` days later (earlier when negative). */
export function addDays(day: LocalDay, count: number): LocalDay {
  return fromUtcDate(new Date(toUtcDate(day).getTime() + count * DAY_MS))
}

/** Days from `from` to `to`: 1 for the next day, negative when `to` is earlier. */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / DAY_MS)
}

/** Sort order: negative when `a` is earlier, 0 for the same day, positive when later. */
export function compareLocalDays(a: LocalDay, b: LocalDay): number {
  // Four-digit years: the text sorts as the days do.
  return a < b ? -1 : a > b ? 1 : 0
}

export function dayOfWeek(day: LocalDay): DayOfWeek {
  return toUtcDate(day).getUTCDay() as DayOfWeek
}

/** The day of the month, 1-31. */
export function dayOfMonth(day: LocalDay): number {
  return Number(day.slice(8, 10))
}

/** The month of a day: `month` is 1-12. */
export function monthOfLocalDay(day: LocalDay): { year: number; month: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) }
}

// One formatter per zone, made on first use: a first Intl object costs a phone tens of ms.
const zoneDays = new Map<string, Intl.DateTimeFormat>()

/** The day an instant falls on in a zone (the tenant's, decision 010, or 'UTC'). */
export function getLocalDay(instant: Date, timeZone: string): LocalDay {
  if (timeZone === 'UTC') return fromUtcDate(instant)
  let format = zoneDays.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    zoneDays.set(timeZone, format)
  }
  const parts = format.formatToParts(instant)
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value)
  return toLocalDayOf(part('year'), part('month'), part('day')) ?? fromUtcDate(instant)
}

const FORMATS = {
  /** "Thu, Sep 10". */
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  /** "Thu, Sep 10, 2026". */
  weekdayYear: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** "Thursday, September 10". */
  weekdayLong: { weekday: 'long', month: 'long', day: 'numeric' },
  /** "Sep 10, 2026". */
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "Sep 10". */
  monthDay: { month: 'short', day: 'numeric' },
  /** "September 2026": the day's month. */
  month: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type LocalDayFormat = keyof typeof FORMATS

// Made on first use, never at import: pages that never format a day pay nothing.
const formats: Partial<Record<LocalDayFormat, Intl.DateTimeFormat>> = {}

/** The day in US English, read in UTC so that no zone moves it ("Thu, Sep 10"). */
export function formatLocalDay(day: LocalDay, format: LocalDayFormat): string {
  const formatter = (formats[format] ??= new Intl.DateTimeFormat('en-US', {
    ...FORMATS[format],
    timeZone: 'UTC',
  }))
  return formatter.format(toUtcDate(day))
}
