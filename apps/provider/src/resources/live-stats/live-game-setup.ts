import { CommonSettingsSchema } from '@fieldhouse/contract/common'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { tenants } from '../../db/schema'
import type { LiveGameInput } from '../../games-sim/live-game-input'
import { teamCodeOf } from '../box-scores/box-score-queries'
import { StoredLineScoresSchema } from '../games/game-stored'
import { getSetting } from '../settings/settings-queries'

// The live demo game's fixed part, per tenant (decision record 016): men's basketball's current
// season, its opponents in order of first meeting, its home court and its ten most used players
// (the first five start). Read once at start; the clock decides the rest (live-games.ts).

// Reserved: seeded game ids are the schedule id * 100 + the game's number (six digits).
export const LIVE_GAME_ID = 900_000_001

export type LiveGameSetup = {
  tenantId: number
  timeZone: string
  sportId: number
  seasonId: number
  scheduleId: number
  facilityId: number | null
  homeCity: string | null
  conference: string | null
  // In the order of `input.opponents`.
  opponentIds: number[]
  input: Omit<LiveGameInput, 'now'>
}

type SportRow = { id: number; seasonId: number; scheduleId: number; rosterId: number | null }

function setupOf(db: Db, tenantId: number, sport: SportRow, start: number): LiveGameSetup | null {
  const season = db.all<{
    opponentId: number
    name: string
    isConference: number
    home: number
    facilityId: number | null
    location: string | null
    conference: string | null
    lineScores: string | null
  }>(sql`
    select g.opponent_id opponentId, o.name, g.is_conference isConference,
      g.location_indicator = 'H' home, g.facility_id facilityId, g.location, g.conference,
      g.line_scores lineScores
    from games g join opponents o on o.tenant_id = g.tenant_id and o.id = g.opponent_id
    where g.tenant_id = ${tenantId} and g.season_id = ${sport.seasonId} order by g.date, g.id`)
  const players = db.all<{
    rosterPlayerId: number
    firstName: string
    lastName: string
    uniform: string | null
    position: string
  }>(sql`
    select rp.id rosterPlayerId, p.first_name firstName, p.last_name lastName,
      rp.jersey_number uniform, rp.position_short position
    from roster_players rp join players p on p.tenant_id = rp.tenant_id and p.id = rp.player_id
    left join player_stats ps on ps.tenant_id = rp.tenant_id and ps.roster_player_id = rp.id
    where rp.tenant_id = ${tenantId} and rp.roster_id = ${sport.rosterId} and not rp.hide
    order by coalesce(ps.games_started, 0) desc, coalesce(ps.games_played, 0) desc, rp.rank
    limit 10`)
  const homeGame = season.find((g) => g.home)
  // The school's name as its line scores show it.
  const named = season.flatMap((g) => {
    const line = g.lineScores ? StoredLineScoresSchema.parse(JSON.parse(g.lineScores)) : null
    return line ? [g.home ? line.home_full_name : line.away_full_name] : []
  })
  const common = getSetting(db, tenantId, 'common', CommonSettingsSchema)
  if (!homeGame || players.length < 5 || !named[0] || !common) return null
  const opponents = [...new Map(season.map((g) => [g.opponentId, g])).values()]
  const stadium = homeGame.facilityId
    ? (db.get<{ title: string }>(sql`select title from facilities
        where tenant_id = ${tenantId} and id = ${homeGame.facilityId}`)?.title ?? null)
    : null
  return {
    tenantId,
    timeZone: common.siteSettings.timeZone ?? 'UTC',
    sportId: sport.id,
    seasonId: sport.seasonId,
    scheduleId: sport.scheduleId,
    facilityId: homeGame.facilityId,
    homeCity: homeGame.location,
    conference: homeGame.conference,
    opponentIds: opponents.map((o) => o.opponentId),
    input: {
      start,
      seed: tenantId,
      gameId: LIVE_GAME_ID,
      school: {
        name: named[0],
        id: common.siteConfig.clientAbbreviation ?? teamCodeOf(named[0]),
        code: tenantId,
        record: null,
        players: players.map((p) => ({ ...p, uniform: p.uniform ?? '' })),
      },
      opponents: opponents.map((o) => ({
        name: o.name,
        id: teamCodeOf(o.name),
        code: o.opponentId,
        record: null,
        isLeagueGame: Boolean(o.isConference),
      })),
      stadium,
      location: homeGame.location,
    },
  }
}

// Every tenant with men's basketball gets its live game row (replacing a previous start's);
// `start` is the first tip-off, epoch milliseconds.
export function installLiveGames(db: Db, start: number): Map<number, LiveGameSetup> {
  const setups = new Map<number, LiveGameSetup>()
  for (const { id: tenantId } of db.select({ id: tenants.id }).from(tenants).all()) {
    const sport = db.get<SportRow>(sql`
      select id, season_id seasonId, schedule_id scheduleId, roster_id rosterId from sports
      where tenant_id = ${tenantId} and global_sport_short_name = 'mbasket'
        and season_id is not null and schedule_id is not null`)
    const setup = sport ? setupOf(db, tenantId, sport, start) : null
    db.run(sql`delete from games where tenant_id = ${tenantId} and id = ${LIVE_GAME_ID}`)
    if (setup) setups.set(tenantId, setup)
  }
  return setups
}
