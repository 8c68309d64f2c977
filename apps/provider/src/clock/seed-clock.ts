import { toLocal } from '../local-time'

// The seed's "now" (decision record 020): games before it are played, later ones are to play,
// and the academic year it falls in is the current season of every sport. It is an input, never
// read from the clock here: `npm start` passes the real time, tests the fixed TEST_SEED_NOW.

// A local wall-clock time ("2026-12-12T00:00:00"), the same in every tenant's zone, or an
// instant, read in each tenant's zone.
export type SeedNow = string | Date

export type SeedClock = {
  // The tenant's wall-clock time, compared as a string with the games' local dates.
  now: string
  // The academic year `now` falls in: 2026 for 2026-27.
  academicYear: number
}

// Mid-December of the 2026-27 academic year: fall seasons complete, winter about a third played,
// spring not started. What every test and the browser tests seed with, so they read the same on
// any day.
export const TEST_SEED_NOW = '2026-12-12T00:00:00'

// An academic year starts on 1 July: every spring season (and its championships) is over by
// June, and in July and August the coming year's rosters and fall schedules are the news.
const FIRST_MONTH = 7

export function academicYearAt(local: string): number {
  const year = Number(local.slice(0, 4))
  return Number(local.slice(5, 7)) >= FIRST_MONTH ? year : year - 1
}

export function seedClockOf(now: SeedNow, timeZone: string): SeedClock {
  const local = typeof now === 'string' ? parseSeedNow(now) : toLocal(now.getTime(), timeZone)
  if (local === null) throw new Error(`Not a seed clock: ${String(now)}`)
  return { now: local, academicYear: academicYearAt(local) }
}

// "2026-12-12" or "2026-12-12T18:30" -> "2026-12-12T18:30:00"; null for anything else.
export function parseSeedNow(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(:\d{2})?)?$/.exec(text)
  if (!match) return null
  const local = `${match[1]}T${match[2] ?? '00:00'}${match[3] ?? ':00'}`
  const parsed = new Date(`${local}Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(local) ? local : null
}
