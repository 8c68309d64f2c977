import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import { facilities, games, opponents, seasons, sports } from '../../db/schema'
import { eqIfGiven, sameTenantRow } from '../../db/tenant-rows'

// Database reads behind /EventsResults/*, /ScheduleGames/*, the records and the countdown: each
// game joined with its sport, season, opponent and facility, oldest first (date, then id: the
// order of the v2.1 cursor key { GameDate, GameId }).

export type GameJoined = {
  game: typeof games.$inferSelect
  sport: typeof sports.$inferSelect
  season: typeof seasons.$inferSelect
  opponent: typeof opponents.$inferSelect
  facility: typeof facilities.$inferSelect | null
}

export type GameFilters = {
  sportId?: number
  scheduleId?: number
  seasonId?: number
  gameId?: number
  gameIds?: readonly number[]
  opponentId?: number
  locationIndicator?: 'H' | 'A' | 'N'
  spotlight?: boolean
  // Inclusive bounds on the local date-time, compared as text (db/schema-site.ts: dates are wire text).
  from?: string
  to?: string
  statuses?: readonly ('A' | 'O' | 'C')[]
}

// The game columns and joins every reader of games shares, for `.select({ ...GAME_PARTS })`:
// another table's query joins `games` first, then adds these (stories/story-queries.ts).
export const GAME_PARTS = {
  game: games,
  sport: sports,
  season: seasons,
  opponent: opponents,
  facility: facilities,
}

// Typed as the query it is given: drizzle's types cannot follow joins added to a dynamic query,
// so its rows are read as GameJoined, whose facility is null without one (the left join).
export function joinGameParts<Q extends SQLiteSelect>(query: Q): Q {
  const joined = query
    .innerJoin(sports, sameTenantRow(sports, games.tenantId, games.sportId))
    .innerJoin(seasons, sameTenantRow(seasons, games.tenantId, games.seasonId))
    .innerJoin(opponents, sameTenantRow(opponents, games.tenantId, games.opponentId))
    .leftJoin(facilities, sameTenantRow(facilities, games.tenantId, games.facilityId))
  return joined as unknown as Q
}

export function listGames(db: Db, tenantId: number, filters: GameFilters = {}): GameJoined[] {
  const where = [
    eq(games.tenantId, tenantId),
    eqIfGiven(games.sportId, filters.sportId),
    eqIfGiven(games.scheduleId, filters.scheduleId),
    eqIfGiven(games.seasonId, filters.seasonId),
    eqIfGiven(games.id, filters.gameId),
    filters.gameIds && inArray(games.id, [...filters.gameIds]),
    eqIfGiven(games.opponentId, filters.opponentId),
    eqIfGiven(games.locationIndicator, filters.locationIndicator || undefined),
    eqIfGiven(games.isSpotlight, filters.spotlight),
    filters.from ? gte(games.date, filters.from) : undefined,
    filters.to ? lte(games.date, filters.to) : undefined,
    filters.statuses && inArray(games.status, [...filters.statuses]),
  ]
  return joinGameParts(db.select(GAME_PARTS).from(games).$dynamic())
    .where(and(...where))
    .orderBy(asc(games.date), asc(games.id))
    .all()
}

export function findGame(db: Db, tenantId: number, gameId: number): GameJoined | undefined {
  return listGames(db, tenantId, { gameId })[0]
}
