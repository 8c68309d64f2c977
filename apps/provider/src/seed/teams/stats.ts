import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { playerStats, statGames } from '../../db/schema'
import { getStatsKind, type StatLine, type StatsKind } from '../../stats/sheets'
import { SPORT_CATALOG } from '../sport-catalog'
import { sportIdOf, type TenantDefinition } from '../tenant-definition'
import { insertRows } from './insert'
import { getRosterProfile } from './profiles'
import { createDice } from '../../dice'
import { STREAMS } from './random'
import { SIMULATIONS } from '../../games-sim/stats-sim'
import { matchScore } from '../../games-sim/stats-match'
import type { SimGame, SimPlayer } from '../../games-sim/stats-sim-kit'

// Player stats of the sports that keep them (GET /Stats/*): every played game of the `games`
// table (seed/teams/games.ts: not exhibitions, canceled games or no decisions) is simulated from
// the roster in the database, so this runs after the rosters and games seeders: fall seasons are
// complete, the current winter season is a third played, the current spring season has not
// started. Redshirts and hidden players do not play. Each game's lines are brought to its
// final (stats-match.ts), so the players' points, runs or touchdowns make the score.

// One game of a player's season as stored: the stat_games number, a start, the stat line.
export type StoredGame = { game: number; started: boolean; line: StatLine }

// How many start at each position (baseball's pitchers: the rotation is chosen by the game).
const LINEUPS: Record<StatsKind, Record<string, number>> = {
  football: { QB: 1, RB: 1, WR: 3, TE: 1, OL: 5, DL: 4, LB: 3, DB: 4, K: 1, P: 1, LS: 1 },
  basketball: { G: 2, F: 2, C: 1 },
  baseball: { C: 1, INF: 4, OF: 3, RHP: 3, LHP: 1 },
  softball: { C: 1, INF: 4, OF: 3, UT: 1, RHP: 1, LHP: 1 },
  soccer: { GK: 1, D: 4, M: 4, F: 2 },
  volleyball: { S: 1, OH: 2, MB: 2, OPP: 1, L: 1, DS: 1 },
  hockey: { F: 12, D: 6, G: 1 },
  lacrosse: { A: 3, M: 3, D: 3, LSM: 1, FO: 1, DS: 1, G: 1 },
}

const CLASS_TALENT: Record<string, number> = {
  'Fr.': 0.3,
  'R-Fr.': 0.35,
  'So.': 0.45,
  'R-So.': 0.5,
  'Jr.': 0.6,
  'R-Jr.': 0.62,
  'Sr.': 0.7,
  'R-Sr.': 0.72,
  'Gr.': 0.72,
}

type PlayedGame = SimGame & {
  seasonId: number
  id: number
  date: string
  opponent: string
  locationIndicator: 'H' | 'A' | 'N'
  conference: boolean
}

// "2026-09-10T19:00:00" -> "9/10/2026 7:00:00\u202fPM": the stats-bio date format (README 2.4,
// with its narrow space).
export function toStatsDate(local: string): string {
  const [date = '', time = ''] = local.split('T')
  const [year, month, day] = date.split('-').map(Number)
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  const h = hour % 12 === 0 ? 12 : hour % 12
  const clock = `${h}:${String(minute).padStart(2, '0')}:00\u202f${hour < 12 ? 'AM' : 'PM'}`
  return `${month}/${day}/${year} ${clock}`
}

type Built = {
  games: (typeof statGames.$inferInsert)[]
  stats: (typeof playerStats.$inferInsert)[]
}

export function buildStats(db: Db, definition: TenantDefinition): Built {
  const built: Built = { games: [], stats: [] }
  const tenantId = definition.tenantId
  // Read once for the whole tenant with plain SQL: row mapping of the query builder cost more
  // than the simulation.
  const played = db
    .all<
      Omit<PlayedGame, 'teamScore' | 'opponentScore'> & { teamScore: string; opponentScore: string }
    >(
      sql`select g.season_id seasonId, g.id, g.date, o.name opponent,
        g.location_indicator locationIndicator, g.is_conference conference, g.result_status result,
        g.team_score teamScore, g.opponent_score opponentScore
      from games g join opponents o on o.tenant_id = g.tenant_id and o.id = g.opponent_id
      where g.tenant_id = ${tenantId} and g.status = 'O' and g.result_status in ('W', 'L', 'T')
        and g.tournament <> 'Exhibition' order by g.date, g.id`,
    )
    .map(
      (row): PlayedGame => ({
        ...row,
        conference: Boolean(row.conference),
        teamScore: Number(row.teamScore),
        opponentScore: Number(row.opponentScore),
      }),
    )
  const rosterSeasons = db.all<{
    sportId: number
    rosterId: number
    seasonId: number
    year: number
  }>(
    sql`select r.sport_id sportId, r.id rosterId, r.season_id seasonId, s.year from rosters r join seasons s
      on s.tenant_id = r.tenant_id and s.id = r.season_id where r.tenant_id = ${tenantId}
      order by s.year`,
  )
  const rosterEntries = db.all<
    RosterEntry & { sportId: number; rosterId: number; playerId: number; hide: number }
  >(
    sql`select r.sport_id sportId, rp.id, rp.roster_id rosterId, rp.player_id playerId,
      rp.position_short positionShort, rp.academic_year_short academicYearShort, rp.hide
      from roster_players rp join rosters r on r.tenant_id = rp.tenant_id and r.id = rp.roster_id
      where rp.tenant_id = ${tenantId} order by rp.id`,
  )
  for (const key of definition.sports) {
    const profile = getRosterProfile(key)
    const kind = getStatsKind(SPORT_CATALOG[key].globalSportShortName)
    if (!profile || !kind || key === 'general') continue
    const sportId = sportIdOf(definition, key)
    const seasonsOf = rosterSeasons.filter((row) => row.sportId === sportId)
    const everyone = rosterEntries.filter((row) => row.sportId === sportId)
    // A freshman season followed by a redshirt-freshman one was the redshirt year.
    const redshirted = new Set(
      everyone.filter((rp) => rp.academicYearShort === 'R-Fr.').map((rp) => rp.playerId),
    )
    for (const season of seasonsOf) {
      const academicYear = profile.calendar === 'spring' ? season.year - 1 : season.year
      const dice = createDice([
        definition.fakerSeed,
        STREAMS.stats,
        SPORT_CATALOG[key].globalSportId,
        academicYear,
      ])
      const schedule = played.filter((game) => game.seasonId === season.seasonId)
      if (schedule.length === 0) continue
      const onRoster = everyone.filter(
        (rp) =>
          rp.rosterId === season.rosterId &&
          !rp.hide &&
          !(rp.academicYearShort === 'Fr.' && redshirted.has(rp.playerId)),
      )
      const players = lineup(kind, onRoster, dice)
      const games = new Map<number, StoredGame[]>()
      schedule.forEach((game, index) => {
        built.games.push({
          tenantId,
          rosterId: season.rosterId,
          number: index + 1,
          gameId: game.id,
          date: toStatsDate(game.date),
          opponent: game.opponent,
          locationIndicator: game.locationIndicator,
          isConference: game.conference,
          result: game.result,
          teamScore: game.teamScore,
          opponentScore: game.opponentScore,
        })
        const lines = SIMULATIONS[kind](dice, players, game, index)
        // The lines add up to the game's final (decision record 016).
        matchScore(dice, kind, [...lines.values()], game.teamScore)
        for (const [id, played] of lines) {
          const list = games.get(id) ?? []
          list.push({ game: index + 1, started: played.started, line: withoutZeros(played.line) })
          games.set(id, list)
        }
      })
      for (const rp of onRoster) {
        const list = games.get(rp.id)
        if (!list || list.length === 0) continue
        const diamond = kind === 'baseball' || kind === 'softball'
        built.stats.push({
          tenantId,
          rosterPlayerId: rp.id,
          gamesPlayed: list.length,
          gamesStarted: list.filter((game) => game.started).length,
          bats: diamond ? (['R', 'R', 'R', 'L', 'L', 'S'][rp.playerId % 6] ?? 'R') : null,
          throws: diamond
            ? rp.positionShort === 'LHP' || rp.playerId % 7 === 0
              ? 'L'
              : 'R'
            : null,
          games: list,
        })
      }
    }
  }
  return built
}

// Zero counts are left out of storage (a missing count reads as 0): most of a baseball line is
// zeros, and the stored games are most of the tenant's database.
function withoutZeros(line: StatLine): StatLine {
  const kept: StatLine = {}
  for (const group in line) {
    const counts = line[group] ?? {}
    const nonZero: Record<string, number> = {}
    for (const key in counts) {
      const value = counts[key] ?? 0
      if (value !== 0) nonZero[key] = value
    }
    kept[group] = nonZero
  }
  return kept
}

// Talent from class and chance; the best at each position start, the rest form the bench in
// order of talent.
type RosterEntry = { id: number; positionShort: string; academicYearShort: string }

function lineup(
  kind: StatsKind,
  onRoster: RosterEntry[],
  dice: ReturnType<typeof createDice>,
): SimPlayer[] {
  const players = onRoster.map((rp) => ({
    id: rp.id,
    position: rp.positionShort,
    talent: Math.min(
      1,
      Math.max(
        0,
        (CLASS_TALENT[rp.academicYearShort] ?? 0.4) + dice.number.float({ min: -0.25, max: 0.25 }),
      ),
    ),
    starter: false,
    depth: 0,
  }))
  const byTalent = [...players].sort((a, b) => b.talent - a.talent)
  const taken = new Map<string, number>()
  for (const player of byTalent) {
    const slots = LINEUPS[kind][player.position] ?? 0
    const used = taken.get(player.position) ?? 0
    if (used < slots) {
      player.starter = true
      taken.set(player.position, used + 1)
    }
  }
  byTalent.filter((p) => !p.starter).forEach((player, depth) => (player.depth = depth))
  return players
}

export function seedStats(db: Db, definition: TenantDefinition): void {
  const built = buildStats(db, definition)
  insertRows(db, statGames, built.games)
  insertRows(db, playerStats, built.stats)
}
