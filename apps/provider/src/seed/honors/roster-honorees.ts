import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { players, rosterPlayers, rosters, seasons } from '../../db/schema'
import { sameTenantRow } from '../../db/tenant-rows'
import { academicYearAt } from '../../clock/seed-clock'

// The seeded rosters' players of recent seasons, whom the newest awards and all-Americans name
// (seeded after the rosters, and again with them in a new academic year).

export type RosterHonoree = {
  rosterPlayerId: number
  playerId: number
  sportId: number
  academicYear: number
  firstName: string
  lastName: string
  gender: string
  hometown: string
  highSchool: string
  positionShort: string
  positionLong: string
  academicYearNumber: number
  academicYearShort: string
  academicYearLong: string
  jerseyNumber: string | null
  image: string | null
  isCaptain: boolean
}

export function listRosterHonorees(db: Db, tenantId: number): RosterHonoree[] {
  return db
    .select({
      rosterPlayerId: rosterPlayers.id,
      playerId: rosterPlayers.playerId,
      sportId: rosters.sportId,
      startDate: seasons.startDate,
      firstName: players.firstName,
      lastName: players.lastName,
      gender: players.gender,
      hometown: players.hometown,
      highSchool: players.highSchool,
      positionShort: rosterPlayers.positionShort,
      positionLong: rosterPlayers.positionLong,
      academicYearNumber: rosterPlayers.academicYearNumber,
      academicYearShort: rosterPlayers.academicYearShort,
      academicYearLong: rosterPlayers.academicYearLong,
      jerseyNumber: rosterPlayers.jerseyNumber,
      image: rosterPlayers.image,
      isCaptain: rosterPlayers.isCaptain,
      hide: rosterPlayers.hide,
    })
    .from(rosterPlayers)
    .innerJoin(rosters, sameTenantRow(rosters, rosterPlayers.tenantId, rosterPlayers.rosterId))
    .innerJoin(seasons, sameTenantRow(seasons, rosters.tenantId, rosters.seasonId))
    .innerJoin(players, sameTenantRow(players, rosterPlayers.tenantId, rosterPlayers.playerId))
    .where(eq(rosterPlayers.tenantId, tenantId))
    .orderBy(asc(rosterPlayers.id))
    .all()
    .filter((row) => !row.hide)
    .map(({ startDate, hide: _hide, hometown, highSchool, ...row }) => ({
      ...row,
      academicYear: academicYearAt(startDate),
      hometown: hometown ?? '',
      highSchool: highSchool ?? '',
    }))
}
