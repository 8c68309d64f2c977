/** The zone provider wall-clock times are read in when the tenant's settings name none. */
export const DEFAULT_TIME_ZONE = 'America/New_York'

// The provider mixes local times without offset ("2026-09-10T18:00:00"), UTC times ("...Z"),
// explicit offsets, bare dates and .NET's 7-digit fractions ("2026-08-21T00:00:00.0000001Z").
// Date.parse is lenient in engine-specific ways (a bare date is UTC, a bare date-time is the
// server's local time, 31 February rolls into March), so the grammar is spelled out here.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i

// A zone's offset is probed at instants on a 6-hour grid, so that nearby dates share probes and
// their offsets can be cached; see fromWallTime.
const PROBE_STEP_MS = 6 * 3_600_000
const MAX_CACHED_OFFSETS = 4096

type Zone = { formatter: Intl.DateTimeFormat; offsets: Map<number, number> }

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and this
// runs for every date of every response. Formatting is still ~5 us, hence the offset cache.
const zones = new Map<string, Zone>()

function getZone(timeZone: string): Zone {
  let zone = zones.get(timeZone)
  if (zone === undefined) {
    try {
      const formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
      zone = { formatter, offsets: new Map() }
    } catch {
      // A configuration error: the tenant's zone setting is wrong, not the data.
      throw new TypeError(`Unknown time zone: ${JSON.stringify(timeZone)}`)
    }
    zones.set(timeZone, zone)
  }
  return zone
}

/** True for a time zone name Intl knows, e.g. 'America/Chicago' or 'UTC'. */
export function isTimeZone(zone: string): boolean {
  try {
    getZone(zone)
    return true
  } catch {
    return false
  }
}

/**
 * Reads a provider date. Values with Z or an offset are exact instants. Values without one,
 * including bare dates (midnight), are wall-clock time in `timeZone` (the tenant's zone, which the
 * provider means, never the zone of the server running this code). Fractions beyond milliseconds
 * are truncated. Absent, unreadable and impossible values (31 February, month 13, hour 24, year
 * 0000 ...) give null rather than a rolled-over date. Throws a TypeError for an unknown zone.
 */
export function parseProviderDate(value: string | null | undefined, timeZone: string): Date | null {
  const zone = getZone(timeZone)
  if (typeof value !== 'string') return null
  const match = ISO_DATE_TIME.exec(value.trim())
  if (!match) return null
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = match
  const fields = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s),
    ms: Number(fraction.padEnd(3, '0').slice(0, 3)),
  }
  if (!isPossible(fields)) return null
  const wall = toEpochMs(fields)
  if (offset === undefined) return new Date(fromWallTime(wall, zone))
  const offsetMs = parseOffsetMs(offset)
  return offsetMs === null ? null : new Date(wall - offsetMs)
}

/**
 * A day on the tenant's wall clock, 'YYYY-MM-DD' (packages/domain local-day.ts, which this
 * package may not import, owns the rules and formats: the brand is a plain property so that both
 * declarations are one type to TypeScript).
 */
export type LocalDay = string & { readonly __localDay: true }

/**
 * The tenant's day of a provider date: the date as written for a local date-time or a bare date
 * ('2026-09-10T18:00:00' is 2026-09-10), the day in `timeZone` for an exact instant ('...Z' or an
 * offset). Null when absent, unreadable or impossible, like parseProviderDate.
 */
export function toLocalDay(value: string | null | undefined, timeZone: string): LocalDay | null {
  const instant = parseProviderDate(value, timeZone)
  const match = instant && typeof value === 'string' ? ISO_DATE_TIME.exec(value.trim()) : null
  if (!instant || !match) return null
  if (match[8] === undefined) return toDayText(Number(match[1]), Number(match[2]), Number(match[3]))
  const ms = instant.getTime()
  const wall = new Date(ms + getOffsetMs(getZone(timeZone).formatter, ms))
  return toDayText(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate())
}

function toDayText(year: number, month: number, day: number): LocalDay | null {
  if (year < 1 || year > 9999) return null
  const pad = (value: number, length = 2) => String(value).padStart(length, '0')
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}` as LocalDay
}

type Fields = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  ms: number
}

function isPossible({ year, month, day, hour, minute, second }: Fields): boolean {
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  )
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** The fields read as UTC, in epoch milliseconds. Date.UTC maps years 0-99 to 1900+, so not it. */
function toEpochMs({ year, month, day, hour, minute, second, ms }: Fields): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, ms)
  return date.getTime()
}

function parseOffsetMs(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0
  const digits = offset.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = Number(digits.slice(2, 4))
  if (hours > 23 || minutes > 59) return null
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60_000
}

/** The zone's offset from UTC at an instant: its wall clock there, read as UTC, minus the instant. */
function getOffsetMs(formatter: Intl.DateTimeFormat, epochMs: number): number {
  const fields: Fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, ms: 0 }
  let era = 'AD'
  for (const { type, value } of formatter.formatToParts(epochMs)) {
    switch (type) {
      case 'era':
        era = value
        break
      case 'year':
      case 'month':
      case 'day':
      case 'hour':
      case 'minute':
      case 'second':
        fields[type] = Number(value)
    }
  }
  // 1 BC is year 0, reachable only a day before 0001-01-01.
  if (era === 'BC') fields.year = 1 - fields.year
  return toEpochMs(fields) - Math.floor(epochMs / 1000) * 1000
}

/**
 * The instant a wall-clock time (given as epoch ms read as UTC) names in the zone, disambiguated
 * exactly like Temporal's 'compatible' option: a time skipped by a spring-forward gap moves
 * forward by the gap (02:30 becomes 03:30), a time repeated by a fall-back overlap takes the
 * earlier instant (the one still on summer time).
 */
function fromWallTime(wall: number, zone: Zone): number {
  // Probes 18-24 h either side of the wall time bracket every instant it can name (offsets stay
  // within +-14 h) and any transition there. Like Temporal's reference implementation, this
  // assumes no zone changes offset twice within two days, so equal offsets mean no transition.
  const grid = Math.floor(wall / PROBE_STEP_MS) * PROBE_STEP_MS
  const before = getCachedOffsetMs(zone, grid - 3 * PROBE_STEP_MS)
  const after = getCachedOffsetMs(zone, grid + 4 * PROBE_STEP_MS)
  if (before === after) return wall - before
  // Near a transition: each offset gives a candidate, valid if the zone really has that offset
  // there. Two valid ones: an overlap, take the earlier. None: a gap, and reading the wall time
  // with the offset before the gap lands as far past the gap as the wall time is into it.
  const candidates = [wall - before, wall - after]
    .filter((instant) => getOffsetMs(zone.formatter, instant) === wall - instant)
    .sort((a, b) => a - b)
  return candidates[0] ?? wall - before
}

function getCachedOffsetMs(zone: Zone, probe: number): number {
  let offset = zone.offsets.get(probe)
  if (offset === undefined) {
    // A plain bound rather than an LRU: a tenant's dates cluster in a few seasons.
    if (zone.offsets.size >= MAX_CACHED_OFFSETS) zone.offsets.clear()
    offset = getOffsetMs(zone.formatter, probe)
    zone.offsets.set(probe, offset)
  }
  return offset
}
