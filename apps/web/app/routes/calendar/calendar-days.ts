import { formatLocalDay, toLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'

// Day labels of the calendar (packages/domain local-day.ts: formatters made on first use, days
// read so that no zone moves them).

/** "Thursday, September 10". */
export const formatLongDay = (day: LocalDay) => formatLocalDay(day, 'weekdayLong')

/** "September 2026" from '2026-09'; '' for anything else. */
export function formatMonth(month: string): string {
  const first = toLocalDay(`${month}-01`)
  return first ? formatLocalDay(first, 'month') : ''
}

/** "Sep 10, 2026". */
export const formatShortDay = (day: LocalDay) => formatLocalDay(day, 'date')

export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const
