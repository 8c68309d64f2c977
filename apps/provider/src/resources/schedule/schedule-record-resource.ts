import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { seasons, sports } from '../../db/schema'
import { listGames, type GameJoined } from '../games/games-queries'
import { toSeasonRecord, type CountedGame } from './season-record'
import { tenantRow } from '../../db/tenant-rows'

// GET /Schedule/{scheduleId}/Record and /Season/{seasonId}/record (README 4.4): one season's
// record, worked out from its games, with the sport in the record's own sport shape.

type SeasonRow = typeof seasons.$inferSelect

// The games a record counts: a W, L or T result; not exhibitions, canceled games, no decisions.
export function toCountedGames(rows: readonly GameJoined[]): CountedGame[] {
  return rows.flatMap(({ game }): CountedGame[] =>
    game.status === 'O' &&
    game.resultStatus &&
    game.resultStatus !== 'N' &&
    game.tournament !== 'Exhibition'
      ? [
          {
            result: game.resultStatus,
            isConference: game.isConference,
            locationIndicator: game.locationIndicator,
          },
        ]
      : [],
  )
}

export function findSeasonBy(
  db: Db,
  tenantId: number,
  by: { scheduleId: number } | { seasonId: number },
): SeasonRow | undefined {
  const match =
    'scheduleId' in by ? eq(seasons.scheduleId, by.scheduleId) : eq(seasons.id, by.seasonId)
  return db
    .select()
    .from(seasons)
    .where(and(eq(seasons.tenantId, tenantId), match))
    .get()
}

export function toScheduleRecord(db: Db, tenantId: number, season: SeasonRow) {
  const sport = tenantRow(db, sports, tenantId, season.sportId)
  if (!sport) return null
  const counted = toCountedGames(listGames(db, tenantId, { seasonId: season.id, statuses: ['O'] }))
  return {
    scheduleId: season.scheduleId ?? 0,
    sport: {
      id: sport.id,
      title: sport.title,
      abbreviation: sport.abbrev ?? '',
      shortname: sport.shortName,
      shortTitle: sport.abbrev ?? '',
      globalSportId: sport.globalSportId ?? 0,
      sportNonSport: sport.nonSport,
      showAtVs: true,
      globalSportShortname: sport.globalSportShortName ?? sport.shortName,
      gender: sport.globalSportGender ?? '',
      youtube: sport.youtubeName ?? '',
      facebook: sport.facebookPage ?? '',
      twitter: sport.twitterName ?? '',
      instagram: sport.instagramName ?? '',
      globalSportNameSlug: sport.globalSportNameSlug,
      url: null,
      ranking: '',
      gameSynonym: 'Game',
    },
    seasonId: season.id,
    scheduleDisplayTitle: `${season.title} ${sport.title} Schedule`,
    ...toSeasonRecord(counted),
  }
}
