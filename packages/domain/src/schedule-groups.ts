import { hasGameStarted, isGameCalledOff, isGameComplete } from './game-state'
import { formatLocalDay, monthOfLocalDay, type LocalDay } from './local-day'

// Helpers the schedule screens share: month sections, the home/away/conference filter, the split
// into upcoming games and results around "now", and the next game.

/** What the helpers need of a game (the provider-client Game entity fits as is). */
export type ScheduleGame = {
  id: number
  /** The venue's calendar day, as the client read it from the wall time sent; null unreadable. */
  day: LocalDay | null
  startUtc: Date | null
  start: Date | null
  locationIndicator: string | null
  conference: { isConference: boolean }
  result: unknown
  state: number
}

export type MonthGroup<G> = { month: string; label: string; games: G[] }

/**
 * Consecutive games of one month ("2026-09", "September 2026"), in the order given (the client
 * sorts by start). The venue's month, from the wall time as sent, so a 7 PM game on 30 September
 * stays in September for every fan. Unreadable dates form a group of their own, label ''.
 */
export function groupGamesByMonth<G extends ScheduleGame>(games: readonly G[]): MonthGroup<G>[] {
  const groups: MonthGroup<G>[] = []
  for (const game of games) {
    const month = game.day ? monthKey(game.day) : ''
    const last = groups.at(-1)
    if (last?.month === month) last.games.push(game)
    else {
      const label = game.day ? formatLocalDay(game.day, 'month') : ''
      groups.push({ month, label, games: [game] })
    }
  }
  return groups
}

function monthKey(day: LocalDay): string {
  const { year, month } = monthOfLocalDay(day)
  return `${year}-${String(month).padStart(2, '0')}`
}

export const SCHEDULE_FILTERS = ['all', 'home', 'away', 'neutral', 'conference'] as const
export type ScheduleFilter = (typeof SCHEDULE_FILTERS)[number]

export function matchesScheduleFilter(game: ScheduleGame, filter: ScheduleFilter): boolean {
  const where = game.locationIndicator?.toUpperCase()
  switch (filter) {
    case 'home':
      return where === 'H'
    case 'away':
      return where === 'A'
    case 'neutral':
      return where === 'N'
    case 'conference':
      return game.conference.isConference
    default:
      return true
  }
}

/**
 * A game that has not been decided is taken for over this long after its start: the feeds often
 * leave finished games without a result or a final state for hours (provider/README 5).
 */
export const GAME_LENGTH_MS = 6 * 3_600_000

/**
 * A game is a result once it has a result or a final state, or once its start lies more than
 * GAME_LENGTH_MS before `now` (a called-off game, as soon as its start has passed). A live game,
 * and a game without a readable start, is upcoming.
 */
export function isPastGame(game: ScheduleGame, now: Date): boolean {
  if (game.result !== null && game.result !== undefined) return true
  if (isGameComplete(game.state)) return true
  if (hasGameStarted(game.state)) return false
  const start = (game.startUtc ?? game.start)?.getTime()
  if (start === undefined) return false
  const grace = isGameCalledOff(game.state) ? 0 : GAME_LENGTH_MS
  return start + grace < now.getTime()
}

/** Upcoming games and results, each in the order given. */
export function splitSchedule<G extends ScheduleGame>(
  games: readonly G[],
  now: Date,
): { upcoming: G[]; results: G[] } {
  const upcoming: G[] = []
  const results: G[] = []
  for (const game of games) (isPastGame(game, now) ? results : upcoming).push(game)
  return { upcoming, results }
}

/** The first upcoming game that will be played (not canceled or postponed); null when none. */
export function getNextGame<G extends ScheduleGame>(games: readonly G[], now: Date): G | null {
  const time = (game: G) => (game.startUtc ?? game.start)?.getTime() ?? Number.POSITIVE_INFINITY
  const candidates = games.filter((game) => !isPastGame(game, now) && !isGameCalledOff(game.state))
  return candidates.reduce<G | null>(
    (best, game) => (best && time(best) <= time(game) ? best : game),
    null,
  )
}
