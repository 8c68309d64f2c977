import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { players, rosterPlayers, rosters, seasons, sports } from '../../db/schema'
import { sameTenantRow, tenantRow, tenantRows } from '../../db/tenant-rows'
import { groupBy } from '../../group-by'

// Database reads behind /Rosters*, /Players* and /Season*. Rows come back joined (roster with its
// season and sport, roster player with its person) and are mapped to the wire by
// roster-resources.ts.

export type SportRow = typeof sports.$inferSelect
export type SeasonRow = typeof seasons.$inferSelect
export type RosterJoined = {
  roster: typeof rosters.$inferSelect
  season: SeasonRow
  sport: SportRow
}
export type PlayerJoined = {
  rp: typeof rosterPlayers.$inferSelect
  p: typeof players.$inferSelect
}

export function findSport(db: Db, tenantId: number, sportId: number): SportRow | undefined {
  return tenantRow(db, sports, tenantId, sportId)
}

// A sport named in a path: its global slug, then its short name, then its title, any case
// (README 3.3: `Baseball`, `mens-soccer` and short names are all seen).
export function findSportByName(db: Db, tenantId: number, name: string): SportRow | undefined {
  const wanted = name.toLowerCase()
  const list = db.select().from(sports).where(eq(sports.tenantId, tenantId)).all()
  return (
    list.find((s) => s.globalSportNameSlug.toLowerCase() === wanted) ??
    list.find((s) => s.shortName.toLowerCase() === wanted) ??
    list.find((s) => s.title.toLowerCase() === wanted)
  )
}

// Rosters with their season and sport: sports in the department's order, newest season first.
export function listRosters(
  db: Db,
  tenantId: number,
  filter: { sportId?: number; rosterIds?: number[]; seasonTitle?: string } = {},
): RosterJoined[] {
  const where: SQL[] = [eq(rosters.tenantId, tenantId)]
  if (filter.sportId !== undefined) where.push(eq(rosters.sportId, filter.sportId))
  if (filter.rosterIds) where.push(inArray(rosters.id, filter.rosterIds))
  if (filter.seasonTitle !== undefined) where.push(eq(seasons.title, filter.seasonTitle))
  return db
    .select({ roster: rosters, season: seasons, sport: sports })
    .from(rosters)
    .innerJoin(seasons, sameTenantRow(seasons, rosters.tenantId, rosters.seasonId))
    .innerJoin(sports, sameTenantRow(sports, rosters.tenantId, rosters.sportId))
    .where(and(...where))
    .orderBy(asc(sports.appPriority), asc(sports.id), desc(seasons.year), desc(rosters.id))
    .all()
}

export function findRoster(db: Db, tenantId: number, rosterId: number): RosterJoined | undefined {
  return listRosters(db, tenantId, { rosterIds: [rosterId] })[0]
}

// The sport's current roster: the one the sport names, else its newest.
export function findCurrentRoster(db: Db, tenantId: number, sport: SportRow) {
  const list = listRosters(db, tenantId, { sportId: sport.id })
  return list.find((entry) => entry.roster.id === sport.rosterId) ?? list[0]
}

// Players of the given rosters in roster order, keyed by roster id.
export function listRosterPlayers(
  db: Db,
  tenantId: number,
  rosterIds: number[],
): Map<number, PlayerJoined[]> {
  if (rosterIds.length === 0) return new Map()
  const rows = db
    .select({ rp: rosterPlayers, p: players })
    .from(rosterPlayers)
    .innerJoin(players, sameTenantRow(players, rosterPlayers.tenantId, rosterPlayers.playerId))
    .where(and(eq(rosterPlayers.tenantId, tenantId), inArray(rosterPlayers.rosterId, rosterIds)))
    .orderBy(asc(rosterPlayers.rosterId), asc(rosterPlayers.rank), asc(rosterPlayers.id))
    .all()
  return groupBy(rows, (row) => row.rp.rosterId)
}

export type PlayerSeason = PlayerJoined & { season: SeasonRow }

// Every season of the given people, newest first (bio history, historical roster, search).
export function listPlayerSeasons(
  db: Db,
  tenantId: number,
  filter: { playerIds?: number[]; rosterPlayerId?: number; includeHidden?: boolean },
): PlayerSeason[] {
  const where: SQL[] = [eq(rosterPlayers.tenantId, tenantId)]
  if (filter.playerIds) where.push(inArray(rosterPlayers.playerId, filter.playerIds))
  if (filter.rosterPlayerId !== undefined) {
    // The person of one player-season, then all of their seasons.
    where.push(
      sql`${rosterPlayers.playerId} = (select player_id from roster_players where tenant_id = ${tenantId} and id = ${filter.rosterPlayerId})`,
    )
  }
  if (!filter.includeHidden) where.push(eq(rosterPlayers.hide, false))
  return db
    .select({ rp: rosterPlayers, p: players, season: seasons })
    .from(rosterPlayers)
    .innerJoin(players, sameTenantRow(players, rosterPlayers.tenantId, rosterPlayers.playerId))
    .innerJoin(rosters, sameTenantRow(rosters, rosterPlayers.tenantId, rosterPlayers.rosterId))
    .innerJoin(seasons, sameTenantRow(seasons, rosters.tenantId, rosters.seasonId))
    .where(and(...where))
    .orderBy(asc(rosterPlayers.playerId), desc(seasons.year), desc(rosterPlayers.id))
    .all()
}

// The rosterPlayerId of each person's newest season (README 4.6 `latestRosterPlayerId`).
export function latestRosterPlayerIds(
  db: Db,
  tenantId: number,
  playerIds: number[],
): Map<number, number> {
  const latest = new Map<number, number>()
  if (playerIds.length === 0) return latest
  for (const row of listPlayerSeasons(db, tenantId, { playerIds, includeHidden: true })) {
    if (!latest.has(row.rp.playerId)) latest.set(row.rp.playerId, row.rp.id)
  }
  return latest
}

export function listSportSeasons(db: Db, tenantId: number, sportId: number): SeasonRow[] {
  const order = [desc(seasons.year), desc(seasons.id)]
  return tenantRows(db, seasons, tenantId, [eq(seasons.sportId, sportId)], order)
}
