/** A date as the domain accepts it: a Date, or an ISO-8601 string as it came off the wire. */
export type DateValue = Date | string

/**
 * Milliseconds since the epoch, or null when the value is absent or not a valid date. Rules treat
 * null as "no such date", so a garbled date never throws inside a page render.
 */
export function toTime(value: DateValue | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const time = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(time) ? null : time
}
