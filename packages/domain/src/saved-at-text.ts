// The words of stadium mode's "Saved at" (docs/decisions/039): the banner on a saved page and the
// saved pages list. Apart from saved-pages.ts so the page's registration code carries no formatter.

import { formatClockTime } from './clock-time'

// The zone when the tenant's is unknown: the documented default (decision 010).
const DEFAULT_ZONE = 'America/New_York'

/**
 * "Saved at 7:42 PM" in the tenant's zone, or with the day when it was not saved today ("Saved
 * Nov 28, 7:42 PM").
 */
export function toSavedAtText(at: Date, now: Date, timeZone: string | null): string {
  const day = (date: Date) => formatDay(date, timeZone)
  const time = formatClockTime(at, timeZone ?? DEFAULT_ZONE)
  return day(at) === day(now) ? `Saved at ${time}` : `Saved ${day(at)}, ${time}`
}

function formatDay(date: Date, timeZone: string | null): string {
  const options = { month: 'short', day: 'numeric' } as const
  try {
    return date.toLocaleDateString('en-US', { ...options, timeZone: timeZone ?? DEFAULT_ZONE })
  } catch {
    return date.toLocaleDateString('en-US', options)
  }
}
