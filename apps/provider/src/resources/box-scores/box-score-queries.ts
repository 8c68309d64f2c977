import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { BoxScoreInput, BoxScorePlayerInput } from '../../games-sim/box-score-input'
import { createDice } from '../../dice'
import { getStatsKind } from '../../stats/sheets'
import { StoredLineScoresSchema } from '../games/game-stored'
import { findGame, type GameJoined } from '../games/games-queries'
import { toRecordText } from '../schedule/season-record'
import { StoredGamesSchema } from '../stats/stats-queries'

// What buildBoxScore needs for one stored game (decision record 016): the games row, its line
// score, its opponent and facility, and the school's players' stored lines for that game. Null
// when the game has no box score: not played, no W/L/T, an exhibition, or no line score.

// A team code from a name, as StatCrew shows them: "Ridgeview College" -> "RC".
export const teamCodeOf = (name: string) =>
  name
    .split(/[\s-]+/)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 4)

// The school's record after this game: its season's counted games up to it (date, then id).
function recordAfter(db: Db, tenantId: number, game: GameJoined['game']): string {
  const row = db.get<{ w: number | null; l: number | null; t: number | null }>(sql`
    select sum(result_status = 'W') w, sum(result_status = 'L') l, sum(result_status = 'T') t
    from games where tenant_id = ${tenantId} and season_id = ${game.seasonId} and status = 'O'
      and tournament <> 'Exhibition'
      and (date < ${game.date} or (date = ${game.date} and id <= ${game.id}))`)
  return toRecordText({ w: row?.w ?? 0, l: row?.l ?? 0, t: row?.t ?? 0 })
}

const StoredGameSchema = StoredGamesSchema.element

// Only this game's entry of each player's stored season (json_each), in roster order: parsing
// whole seasons cost most of the request.
function playersOf(db: Db, tenantId: number, gameId: number): BoxScorePlayerInput[] {
  const rows = db.all<{
    rosterPlayerId: number
    firstName: string
    lastName: string
    uniform: string | null
    position: string
    played: string
  }>(sql`
    select rp.id rosterPlayerId, p.first_name firstName, p.last_name lastName,
      rp.jersey_number uniform, rp.position_short position, j.value played
    from stat_games sg
    join roster_players rp on rp.tenant_id = sg.tenant_id and rp.roster_id = sg.roster_id
    join players p on p.tenant_id = rp.tenant_id and p.id = rp.player_id
    join player_stats ps on ps.tenant_id = rp.tenant_id and ps.roster_player_id = rp.id,
      json_each(ps.games) j
    where sg.tenant_id = ${tenantId} and sg.game_id = ${gameId}
      and json_extract(j.value, '$.game') = sg.number
    order by rp.rank, rp.id`)
  return rows.map(({ played, uniform, ...player }) => {
    const { started, line } = StoredGameSchema.parse(JSON.parse(played))
    return { ...player, uniform: uniform ?? '', started, line }
  })
}

export function getBoxScoreInput(db: Db, tenantId: number, gameId: number): BoxScoreInput | null {
  const row = findGame(db, tenantId, gameId)
  if (!row) return null
  const { game, sport, opponent, facility } = row
  const result = game.resultStatus
  const lineScores = StoredLineScoresSchema.parse(game.lineScores)
  if (
    game.status !== 'O' ||
    !game.hasBoxScore ||
    (result !== 'W' && result !== 'L' && result !== 'T') ||
    game.tournament === 'Exhibition' ||
    !lineScores
  ) {
    return null
  }
  const tenantHome = game.locationIndicator === 'H' || game.neutralHometeam
  // The line score's last column is the final ("F").
  const periods = (scores: string[]) => scores.slice(0, -1).map(Number)
  const home = periods(lineScores.period_home_score)
  const away = periods(lineScores.period_away_score)
  const dice = createDice([tenantId, gameId, 3])
  // A home crowd from the facility's capacity; away crowds are not known.
  const attendance =
    facility?.capacity && game.locationIndicator === 'H'
      ? Math.round(facility.capacity * dice.number.float({ min: 0.45, max: 1 }))
      : null
  return {
    gameId,
    kind: getStatsKind(sport.globalSportShortName),
    date: game.date.slice(0, 10),
    stadium: facility?.title ?? null,
    location: game.location,
    attendance,
    isLeagueGame: game.isConference,
    isPostseason: game.tournament !== '',
    start: game.tbd || game.allDay ? null : game.date.slice(11, 16) || null,
    isDoubleHeader: game.isDoubleHeader,
    tournament: game.tournament || null,
    team: {
      name: tenantHome ? lineScores.home_full_name : lineScores.away_full_name,
      id: tenantHome ? lineScores.home_short_name : lineScores.away_short_name,
      code: tenantId,
      record: recordAfter(db, tenantId, game),
    },
    opponent: {
      name: opponent.name,
      id: teamCodeOf(opponent.name),
      code: opponent.id,
      record: null,
    },
    locationIndicator: game.locationIndicator === 'N' && !tenantHome ? 'A' : game.locationIndicator,
    teamScore: Number(game.teamScore),
    opponentScore: Number(game.opponentScore),
    regulationPeriods: home.length,
    overtimes: 0,
    periodScores: { team: tenantHome ? home : away, opponent: tenantHome ? away : home },
    players: playersOf(db, tenantId, gameId),
    // The box scores' seed, shared with the season stats' opponents (cume-stats-queries.ts).
    seed: tenantId,
  }
}
