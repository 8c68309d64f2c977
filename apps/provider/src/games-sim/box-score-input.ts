import type { BoxScorePlay } from '@fieldhouse/contract/boxscore'
import type { StatLine, StatsKind } from '../stats/sheets'

// What buildBoxScore takes: one game as the games and stats seeds know it. Our players' lines
// are the stats seed's stored lines for that game (player_stats.games[].line), used as given.

export type BoxScoreTeamInput = {
  name: string
  // StatCrew-style team code ("NSU"): the box score's `id`.
  id: string
  // The box score's numeric `code`.
  code: number
  // "12-4" or "12-4-1" after this game; null when not known (an opponent's season).
  record: string | null
}

export type BoxScorePlayerInput = {
  firstName: string
  lastName: string
  uniform: string
  position: string
  rosterPlayerId: number
  started: boolean
  line: StatLine
}

// An opponent's player whose line is known (the live demo game keeps both benches' lines).
export type BoxScoreOpponentPlayerInput = Omit<BoxScorePlayerInput, 'rosterPlayerId'>

export type BoxScoreInput = {
  gameId: number
  // The sport's stats sheet (stats/sheets.ts getStatsKind); null: a sport without one, whose
  // box score is the line score alone.
  kind: StatsKind | null
  // Local date of the game, "YYYY-MM-DD".
  date: string
  stadium: string | null
  location: string | null
  attendance: number | null
  isLeagueGame: boolean
  isPostseason: boolean
  // Baseball and softball's venue facts (box-score-diamond.ts): the scheduled local start
  // "HH:MM" (null when TBD or all day), the schedule's doubleheader flag, the event's name.
  start?: string | null
  isDoubleHeader?: boolean
  tournament?: string | null
  team: BoxScoreTeamInput
  opponent: BoxScoreTeamInput
  // H: we are at home; A: the opponent is; N: neutral site, we are the designated home team.
  locationIndicator: 'H' | 'A' | 'N'
  teamScore: number
  // Volleyball: sets won.
  opponentScore: number
  // 2 halves, 4 quarters, 9 or 7 innings, 3 periods, up to 5 sets ...
  regulationPeriods: number
  overtimes: number
  players: BoxScorePlayerInput[]
  // The opponent's players when known; otherwise they are generated from the seed.
  opponentPlayers?: BoxScoreOpponentPlayerInput[]
  // The line score the schedule already shows (the games row's), used as given instead of
  // splitting the finals anew, so both pages agree.
  periodScores?: { team: number[]; opponent: number[] }
  // Play-by-play when the game was followed live (the live demo game), newest first.
  plays?: BoxScorePlay[]
  seed: number
}
