// Day labels of the calendar, from 'YYYY-MM-DD' read as UTC noon so no zone moves the day. Each
// formatter is made on first use: Intl objects made on import cost every page that imports this
// module (docs/performance.md).
function utcDayFormat(options: Intl.DateTimeFormatOptions): (day: string) => string {
  let format: Intl.DateTimeFormat | undefined
  return (day) =>
    (format ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })).format(
      new Date(`${day.slice(0, 10)}T12:00:00Z`),
    )
}

/** "Thursday, September 10". */
export const formatLongDay = utcDayFormat({ weekday: 'long', month: 'long', day: 'numeric' })

const formatMonthOfDay = utcDayFormat({ month: 'long', year: 'numeric' })
/** "September 2026" from '2026-09' or a day of it. */
export const formatMonth = (month: string) => formatMonthOfDay(`${month.slice(0, 7)}-01`)

/** "Sep 10, 2026". */
export const formatShortDay = utcDayFormat({ month: 'short', day: 'numeric', year: 'numeric' })

export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const
