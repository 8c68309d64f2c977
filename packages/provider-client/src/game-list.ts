import type { z } from 'zod'
import type { Game } from './game'
import type { Logger } from './logger'

/**
 * SPEC 8 "Game parse error: logged; the game becomes empty". In a list, empty means absent: each
 * item is parsed on its own and one that fails is logged (with its id when it has one) and left
 * out, so one bad game never blanks a schedule. A single game that fails to parse is the
 * transport's parse failure instead (the page answers 503, never a 404 for a game that exists).
 */
export function toGameList<R>(
  items: unknown[],
  schema: z.ZodType<R>,
  toEntity: (resource: R) => Game,
  logger: Logger,
  label: string,
): Game[] {
  const games: Game[] = []
  for (const item of items) {
    const parsed = schema.safeParse(item)
    if (parsed.success) {
      games.push(toEntity(parsed.data))
    } else {
      const id = typeof item === 'object' && item !== null && 'id' in item ? item.id : null
      logger.error({ label, id, err: parsed.error }, `${label}: game parse error, game dropped`)
    }
  }
  return games
}

/**
 * One game per real game, first seen kept, order otherwise unchanged. README 5.1: the calendar
 * can return one game under two ids, and overlapping pages or feeds (results and upcoming) can
 * repeat an id. Two games are the same when they share the id, or when they share sport,
 * opponent (id, else title), home/away/neutral and start (the UTC instant, else the local
 * date-time as sent). Doubleheader halves share all of that but the time, and a TBD pair shares
 * even the time, so games flagged as doubleheaders are matched by id only.
 */
export function dedupeGames(games: Game[]): Game[] {
  const seenIds = new Set<number>()
  const seenKeys = new Set<string>()
  return games.filter((game) => {
    if (seenIds.has(game.id)) return false
    seenIds.add(game.id)
    if (game.isDoubleHeader) return true
    const key = sameGameKey(game)
    if (seenKeys.has(key)) return false
    seenKeys.add(key)
    return true
  })
}

function sameGameKey(game: Game): string {
  const opponent = game.opponent?.id ?? game.opponent?.title.toLowerCase() ?? ''
  const start = game.startUtc?.toISOString() ?? game.localStart
  return JSON.stringify([game.sport.id, opponent, game.locationIndicator, start])
}

/** Earliest first; games without a readable start keep their place after the dated ones. */
export function sortGamesByStart(games: Game[]): Game[] {
  const time = (game: Game) => (game.startUtc ?? game.start)?.getTime() ?? Number.POSITIVE_INFINITY
  return [...games].sort((a, b) => time(a) - time(b) || a.id - b.id)
}
