// Wall-clock times of a zone <-> UTC, for the games' `date`/`dateUtc` pairs (README 2.4: local
// times carry no offset; the tenant's zone is its siteSettings.timeZone).

const formatters = new Map<string, Intl.DateTimeFormat>()

function measureOffset(utcMillis: number, timeZone: string): number {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  const part = (type: string) =>
    Number(format.formatToParts(utcMillis).find((p) => p.type === type)?.value ?? 0)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return Math.round((wall - utcMillis) / 60_000)
}

// A zone's offsets over one UTC year: the January offset, and the span (if any) where another
// holds, its edges found to the minute by bisection. Asking Intl for every game cost a tenth of
// the demo seed; this asks it a few dozen times per zone and year.
type YearOffsets = { base: number; other: number; from: number; to: number }
const years = new Map<string, YearOffsets>()

function edge(timeZone: string, low: number, high: number, before: number): number {
  let [a, b] = [low, high]
  while (b - a > 60_000) {
    const mid = a + Math.floor((b - a) / 120_000) * 60_000
    if (measureOffset(mid, timeZone) === before) a = mid
    else b = mid
  }
  return b
}

function yearOffsets(year: number, timeZone: string): YearOffsets {
  const key = `${timeZone}|${year}`
  const cached = years.get(key)
  if (cached) return cached
  const start = Date.UTC(year, 0, 1)
  const middle = Date.UTC(year, 6, 1)
  const end = Date.UTC(year + 1, 0, 1)
  const base = measureOffset(start, timeZone)
  const other = measureOffset(middle, timeZone)
  const found =
    base === other
      ? { base, other, from: end, to: end }
      : {
          base,
          other,
          from: edge(timeZone, start, middle, base),
          to: edge(timeZone, middle, end, other),
        }
  years.set(key, found)
  return found
}

function offsetMinutes(utcMillis: number, timeZone: string): number {
  const span = yearOffsets(new Date(utcMillis).getUTCFullYear(), timeZone)
  return utcMillis >= span.from && utcMillis < span.to ? span.other : span.base
}

// "2026-09-10T18:00:00" in America/Chicago -> "2026-09-10T23:00:00Z". The offset is read at the
// first guess and again at the corrected instant, which settles daylight-saving changes.
export function toUtc(local: string, timeZone: string): string {
  const asUtc = Date.parse(`${local}Z`)
  if (Number.isNaN(asUtc)) throw new Error(`Not a local date-time: ${local}`)
  let guess = asUtc - offsetMinutes(asUtc, timeZone) * 60_000
  guess = asUtc - offsetMinutes(guess, timeZone) * 60_000
  return `${new Date(guess).toISOString().slice(0, 19)}Z`
}

// The other way: an instant -> "2026-11-23T12:00:00", the zone's wall clock at it.
export function toLocal(utcMillis: number, timeZone: string): string {
  const wall = utcMillis + offsetMinutes(utcMillis, timeZone) * 60_000
  return new Date(wall).toISOString().slice(0, 19)
}

const MONTH_NAMES = [
  ...['January', 'February', 'March', 'April', 'May', 'June'],
  ...['July', 'August', 'September', 'October', 'November', 'December'],
]

// "2026-09-12T19:00:00" -> "September".
export function monthName(local: string): string {
  return MONTH_NAMES[Number(local.slice(5, 7)) - 1] ?? ''
}
