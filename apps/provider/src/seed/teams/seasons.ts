import type { CatalogSport } from '../sport-catalog'
import type { Calendar } from './profiles'

// Seasons and their ids. The current academic year is the seed clock's (clock/seed-clock.ts), so
// a seed is the same for the same clock: in 2026-27, fall sports play "2026", winter "2026-27",
// spring "2027". Each sport gets SEASON_COUNT rosters, the current one and the ones before it.

export const SEASON_COUNT = 3

// Ids of a sport's season, roster and schedule `back` seasons before the current one. The current
// ones are the sport's own seasonId/rosterId/scheduleId (seed/sports.ts: 3000/1000/2000 + sport
// id); older ones step down by 100, so ids grow with time as on the real provider and stay unique
// while a tenant's sport ids span fewer than 100 numbers (checked by the seed).
export const seasonIdOf = (sportId: number, back: number) => 3000 + sportId - 100 * back
export const rosterIdOf = (sportId: number, back: number) => 1000 + sportId - 100 * back
export const scheduleIdOf = (sportId: number, back: number) => 2000 + sportId - 100 * back

// The calendar year a season's title names: fall sports play in the academic year's first
// calendar year, spring sports in its second; winter sports span both.
export function seasonTitleOf(calendar: Calendar, academicYear: number): string {
  if (calendar === 'fall') return String(academicYear)
  if (calendar === 'spring') return String(academicYear + 1)
  return `${academicYear}-${String((academicYear + 1) % 100).padStart(2, '0')}`
}

export function seasonStartOf(calendar: Calendar, academicYear: number): string {
  if (calendar === 'fall') return `${academicYear}-08-01T00:00:00`
  if (calendar === 'winter') return `${academicYear}-10-01T00:00:00`
  return `${academicYear + 1}-01-15T00:00:00`
}

export type SeasonPlan = {
  back: number
  academicYear: number
  id: number
  rosterId: number
  scheduleId: number
  title: string
  startDate: string
  created: string
  displayTitle: string
}

// Oldest first; the last is `currentYear`'s.
export function planSeasons(
  sport: CatalogSport,
  sportId: number,
  calendar: Calendar,
  currentYear: number,
): SeasonPlan[] {
  return Array.from({ length: SEASON_COUNT }, (_, index) => {
    const back = SEASON_COUNT - 1 - index
    const academicYear = currentYear - back
    const title = seasonTitleOf(calendar, academicYear)
    return {
      back,
      academicYear,
      id: seasonIdOf(sportId, back),
      rosterId: rosterIdOf(sportId, back),
      scheduleId: scheduleIdOf(sportId, back),
      title,
      startDate: seasonStartOf(calendar, academicYear),
      created: `${academicYear}-04-01T09:30:00`,
      displayTitle: `${title} ${sport.title} Roster`,
    }
  })
}
