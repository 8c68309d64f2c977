// The words of stadium mode's "Saved at" (docs/decisions/039): the banner on a saved page and the
// saved pages list. Apart from saved-pages.ts so the page's registration code carries no formatter.

import { formatClockTime, formatZonedMonthDay } from './clock-time'

/**
 * "Saved at 7:42 PM" in the tenant's zone, or with the day when it was not saved today ("Saved
 * Nov 28, 7:42 PM"). A copy is at most three days old, so the month and day tell the days apart.
 */
export function toSavedAtText(at: Date, now: Date, timeZone: string): string {
  const day = formatZonedMonthDay(at, timeZone)
  const time = formatClockTime(at, timeZone)
  return day === formatZonedMonthDay(now, timeZone) ? `Saved at ${time}` : `Saved ${day}, ${time}`
}
