import { addDays, monthOfLocalDay, dayOfMonth, toLocalDayOf } from '@fieldhouse/domain/local-day'
import { MONTH_NAMES } from '@fieldhouse/domain/month-names'

import type { MonthDay } from '~/paths/on-this-day'

// A day of the year without its year, counted in a leap year so 29 February is a day with a
// history of its own and its neighbours are 28 February and 1 March.
const LEAP_YEAR = 2024

const MONTHS = MONTH_NAMES

/** The month and day as asked (one or two digits); null for a day no year has. */
export function parseMonthDay(month: string, day: string): MonthDay | null {
  if (!/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return null
  const value = { month: Number(month), day: Number(day) }
  return toLocalDayOf(LEAP_YEAR, value.month, value.day) ? value : null
}

/** The day before (-1) or after (1), across months and the year's end. */
export function addMonthDays(value: MonthDay, count: number): MonthDay {
  const start = toLocalDayOf(LEAP_YEAR, value.month, value.day)
  if (!start) return value
  const next = addDays(start, count)
  return { month: monthOfLocalDay(next).month, day: dayOfMonth(next) }
}

/** "September 3". */
export function formatMonthDay({ month, day }: MonthDay): string {
  return `${MONTHS[month - 1] ?? ''} ${day}`
}

/** The month menu: 1 "January" ... 12 "December". */
export const MONTH_OPTIONS = MONTHS.map((name, index) => ({ value: index + 1, label: name }))
