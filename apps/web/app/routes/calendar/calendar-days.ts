// Day labels of the calendar, from 'YYYY-MM-DD' read as UTC noon so no zone moves the day. Each
// formatter is built on first use: building Intl objects on import cost every page that imports
// this module (docs/performance.md).
let cachedLong: Intl.DateTimeFormat | undefined
const LONG = () =>
  (cachedLong ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }))
let cachedMonth: Intl.DateTimeFormat | undefined
const MONTH = () =>
  (cachedMonth ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }))
let cachedShort: Intl.DateTimeFormat | undefined
const SHORT = () =>
  (cachedShort ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }))

const noon = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`)

/** "Thursday, September 10". */
export const formatLongDay = (day: string) => LONG().format(noon(day))

/** "September 2026" from '2026-09' or a day of it. */
export const formatMonth = (month: string) => MONTH().format(noon(`${month.slice(0, 7)}-01`))

/** "Sep 10, 2026". */
export const formatShortDay = (day: string) => SHORT().format(noon(day))

export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const
