import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { games, opponents } from '../../db/schema'
import { toConferenceAbbrev } from '../../conference-abbrev'
import { wordmarkSvg } from '../../images/svg'
import { getStatsKind } from '../../stats/sheets'
import { insertSvgRows } from './insert'
import type { SeedClock } from '../../clock/seed-clock'
import { SPORT_CATALOG, type SportKey } from '../sport-catalog'
import { sportIdOf, type TenantDefinition } from '../tenant-definition'
import { TV_LOGO_PATH } from './game-media'
import type { GameRow } from '../../resources/games/game-row'
import { buildSeasonRows } from './game-rows'
import { SCORING } from './games-scoring'
import { planSeason } from './games-schedule'
import { insertRows } from './insert'
import { buildOpponents, planOpponents } from './opponents'
import { getRosterProfile } from './profiles'
import { createDice } from '../../dice'
import { STREAMS } from './random'
import { planSeasons } from './seasons'
import { STAFF_PROFILES } from './staff-profiles'
import type { SeasonRecord } from './records'

// Every game of every sport that plays games (not golf, track, cross country or rowing, which
// place rather than win), for each seeded season: the one source of the schedules, results and,
// through seed/teams/stats.ts, of the stats' games. Runs after the staff seeder, whose coaching
// records the completed seasons' results add up to.

const ZONES: Record<string, 'ET' | 'CT' | 'MT'> = {
  'America/New_York': 'ET',
  'America/Chicago': 'CT',
  'America/Denver': 'MT',
}

const EXHIBITION_SPORTS: readonly SportKey[] = [
  'mbasket',
  'wbasket',
  'mhockey',
  'whockey',
  'msoc',
  'wsoc',
  'wvball',
  'mvball',
]

export function buildGames(db: Db, definition: TenantDefinition, clock: SeedClock): GameRow[] {
  const tenantId = definition.tenantId
  const records = db.all<
    { sportId: number; year: number } & SeasonRecord
  >(sql`select sport_id sportId, year, overall_wins overallWins, overall_losses overallLosses,
    overall_ties overallTies, conference_wins conferenceWins, conference_losses conferenceLosses,
    conference_ties conferenceTies from coaching_records where tenant_id = ${tenantId}`)
  const opponentPlans = planOpponents()
  const conferenceAbbrev = toConferenceAbbrev(definition.conferenceName)
  const homeCity = definition.address.split(',').slice(1, 3).join(',').trim().replace(/ \d+$/, '')
  const rows: GameRow[] = []
  for (const key of definition.sports) {
    if (key === 'general') continue
    const profile = getRosterProfile(key)
    const staffProfile = STAFF_PROFILES[key]
    const scoring = SCORING[key]
    if (!profile || staffProfile.games === null || !scoring) continue
    const sport = SPORT_CATALOG[key]
    const sportId = sportIdOf(definition, key)
    const facilityIndex = definition.facilities.findIndex((f) => f.sports.includes(key))
    const diamond = key === 'baseball' || key === 'softball'
    for (const season of planSeasons(sport, sportId, profile.calendar, clock.academicYear)) {
      const dice = createDice([
        definition.fakerSeed,
        STREAMS.games,
        sport.globalSportId,
        season.academicYear,
      ])
      const record =
        records.find((r) => r.sportId === sportId && r.year === season.academicYear) ?? null
      const current = season.academicYear === clock.academicYear
      const planned = planSeason(
        dice,
        {
          calendar: profile.calendar,
          academicYear: season.academicYear,
          games: staffProfile.games,
          ties: staffProfile.ties,
          record,
          conferenceAbbrev,
          diamond,
          exhibition: EXHIBITION_SPORTS.includes(key),
          meet: scoring.periods === null,
          current,
        },
        opponentPlans,
      )
      rows.push(
        ...buildSeasonRows(
          dice,
          {
            definition,
            key,
            sportId,
            scheduleId: season.scheduleId,
            seasonId: season.id,
            current,
            now: clock.now,
            scoring,
            facility: facilityIndex < 0 ? null : { id: definition.facilityIdBase + facilityIndex },
            homeCity,
            conferenceAbbrev,
            tenantZone: ZONES[definition.timeZone] ?? 'CT',
            gameCenter: getStatsKind(sport.globalSportShortName) !== null,
          },
          planned,
        ),
      )
    }
  }
  return rows
}

export function seedGames(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const built = buildOpponents(definition, planOpponents())
  // Its own images only, so that a database seeded before games existed can gain them.
  db.run(sql`delete from images where tenant_id = ${definition.tenantId}
    and (path like 'logos/opponents/%' or path = ${TV_LOGO_PATH})`)
  insertRows(db, opponents, built.rows)
  insertSvgRows(db, definition.tenantId, [
    ...built.images,
    {
      path: TV_LOGO_PATH,
      svg: wordmarkSvg(`${definition.abbreviation} Sports Network`, definition.palette),
    },
  ])
  insertRows(db, games, buildGames(db, definition, clock))
}
