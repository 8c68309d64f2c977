// The words of stadium mode's "Saved at" (docs/decisions/039): the banner on a saved page and the
// saved pages list. Apart from saved-pages.ts so the page's registration code carries no formatter.

import { formatClockTime } from './clock-time'
import { formatLocalDay, getLocalDay } from './local-day'

/**
 * "Saved at 7:42 PM" in the tenant's zone, or with the day when it was not saved today ("Saved
 * Nov 28, 7:42 PM").
 */
export function toSavedAtText(at: Date, now: Date, timeZone: string): string {
  const day = getLocalDay(at, timeZone)
  const time = formatClockTime(at, timeZone)
  return day === getLocalDay(now, timeZone)
    ? `Saved at ${time}`
    : `Saved ${formatLocalDay(day, 'monthDay')}, ${time}`
}
