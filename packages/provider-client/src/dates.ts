// The provider mixes local times without offset ("2026-09-10T18:00:00"), UTC times ("...Z") and
// .NET's 7-digit fractions ("2026-08-21T00:00:00.0000001Z"); Date.parse is lenient in engine-specific
// ways (a bare date is UTC, a bare date-time is local), so the grammar is spelled out here.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * Parses a provider date string. Values without an offset (including bare dates) are read as
 * local time of the running process; fractions beyond milliseconds are truncated.
 */
export function parseProviderDate(value: string | null | undefined): Date | null {
  if (typeof value !== 'string') return null
  const match = ISO_DATE_TIME.exec(value.trim())
  if (!match) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3))
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null

  const date =
    zone === undefined
      ? new Date(year, month - 1, day, hour, minute, second, ms)
      : new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMs(zone))
  // Date silently rolls 31 February into March; reject instead of inventing a day.
  const check =
    zone === undefined ? date.getDate() : new Date(Date.UTC(year, month - 1, day)).getUTCDate()
  if (Number.isNaN(date.getTime()) || check !== day) return null
  return date
}

function offsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000
}
