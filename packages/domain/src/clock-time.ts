// One formatter per zone, made on first use: a first Intl object costs a phone tens of ms.
const zoneClocks = new Map<string, Intl.DateTimeFormat>()

/**
 * "7:42 PM": an instant's time of day in a zone (the tenant's, decision 010). Newer ICU data puts
 * a narrow no-break space before "PM" and older data a plain space; the server and the browser
 * may carry either, so every space becomes a plain one and hydration sees the same text.
 */
export function formatClockTime(instant: Date, timeZone: string): string {
  let format = zoneClocks.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' })
    zoneClocks.set(timeZone, format)
  }
  return format.format(instant).replace(/\s/g, ' ')
}

const zoneDates = new Map<string, Intl.DateTimeFormat>()

/** "Nov 28": the day an instant falls on in a zone, as a month and day. */
export function formatZonedMonthDay(instant: Date, timeZone: string): string {
  let format = zoneDates.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' })
    zoneDates.set(timeZone, format)
  }
  return format.format(instant)
}
