import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { facilities, games, opponents, seasons, sports } from '../../db/schema'

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

export function listGames(db: Db, tenantId: number, filters: GameFilters = {}): GameJoined[] {
  const where: (SQL | undefined)[] = [eq(games.tenantId, tenantId)]
  if (filters.sportId !== undefined) where.push(eq(games.sportId, filters.sportId))
  if (filters.scheduleId !== undefined) where.push(eq(games.scheduleId, filters.scheduleId))
  if (filters.seasonId !== undefined) where.push(eq(games.seasonId, filters.seasonId))
  if (filters.gameId !== undefined) where.push(eq(games.id, filters.gameId))
  if (filters.gameIds) where.push(inArray(games.id, [...filters.gameIds]))
  if (filters.opponentId !== undefined) where.push(eq(games.opponentId, filters.opponentId))
  if (filters.locationIndicator) {
    where.push(eq(games.locationIndicator, filters.locationIndicator))
  }
  if (filters.spotlight !== undefined) where.push(eq(games.isSpotlight, filters.spotlight))
  if (filters.from) where.push(gte(games.date, filters.from))
  if (filters.to) where.push(lte(games.date, filters.to))
  if (filters.statuses) where.push(inArray(games.status, [...filters.statuses]))
  return db
    .select({
      game: games,
      sport: sports,
      season: seasons,
      opponent: opponents,
      facility: facilities,
    })
    .from(games)
    .innerJoin(sports, and(eq(sports.tenantId, games.tenantId), eq(sports.id, games.sportId)))
    .innerJoin(seasons, and(eq(seasons.tenantId, games.tenantId), eq(seasons.id, games.seasonId)))
    .innerJoin(
      opponents,
      and(eq(opponents.tenantId, games.tenantId), eq(opponents.id, games.opponentId)),
    )
    .leftJoin(
      facilities,
      and(eq(facilities.tenantId, games.tenantId), eq(facilities.id, games.facilityId)),
    )
    .where(and(...where))
    .orderBy(asc(games.date), asc(games.id))
    .all()
}

export function findGame(db: Db, tenantId: number, gameId: number): GameJoined | undefined {
  return listGames(db, tenantId, { gameId })[0]
}
