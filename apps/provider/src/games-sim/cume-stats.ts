import type { CumeRecord, CumeStatsResponse } from '@fieldhouse/contract/cume-stats'
import {
  addCounts,
  groupKey,
  SHEETS,
  toWireGroup,
  type StatLine,
  type StatsKind,
} from '../stats/sheets'
import { generateOpponentPlayers } from './box-score-opponent'

// A sport's cumulative season stats from the stats seed's tables as they are: each player's
// game lines (player_stats.games) summed into season lines, the team's totals as the sum of its
// players', the record from the season's games (stat_games), rates from the sheets. The
// opponents' totals sum the lines of opponents generated game by game like a box score's.

export type CumeGameInput = {
  number: number
  // The game's id once stat_games carries one: its box score's opponent is then the one summed
  // here. Until then the opponent is keyed by the game's number.
  gameId: number | null
  result: 'W' | 'L' | 'T'
  teamScore: number
  opponentScore: number
  locationIndicator: 'H' | 'A' | 'N'
  isConference: boolean
}

export type CumePlayerInput = {
  rosterPlayerId: number
  firstName: string
  lastName: string
  uniform: string | null
  position: string
  classYear: string
  gamesPlayed: number
  gamesStarted: number
  games: { game: number; started: boolean; line: StatLine }[]
}

export type CumeStatsInput = {
  kind: StatsKind
  sport: { id: number; title: string; globalSportNameSlug: string }
  seasonTitle: string
  year: number
  games: CumeGameInput[]
  players: CumePlayerInput[]
  // The box scores' seed: the generated opponents are theirs.
  seed: number
}

const perGame = (total: number, games: number) => (games === 0 ? '0.0' : (total / games).toFixed(1))

function record(
  games: CumeGameInput[],
  filter: (g: CumeGameInput) => boolean,
): [number, number, number] {
  const list = games.filter(filter)
  const count = (result: CumeGameInput['result']) => list.filter((g) => g.result === result).length
  return [count('W'), count('L'), count('T')]
}

export function toRecord(games: CumeGameInput[]): CumeRecord {
  const anyTies = games.some((g) => g.result === 'T')
  const show = ([w, l, t]: [number, number, number]) => (anyTies ? `${w}-${l}-${t}` : `${w}-${l}`)
  const [wins, losses, ties] = record(games, () => true)
  const played = wins + losses + ties
  return {
    overall: show([wins, losses, ties]),
    conference: show(record(games, (g) => g.isConference)),
    home: show(record(games, (g) => g.locationIndicator === 'H')),
    away: show(record(games, (g) => g.locationIndicator === 'A')),
    neutral: show(record(games, (g) => g.locationIndicator === 'N')),
    overallPercentage:
      played === 0 ? '.000' : ((wins + ties / 2) / played).toFixed(3).replace(/^0(?=\.)/, ''),
    wins,
    losses,
    ties,
  }
}

function toGroups(kind: StatsKind, line: StatLine, always: boolean) {
  return Object.fromEntries(
    SHEETS[kind].map((group) => [
      groupKey(group.name),
      line[group.name] || always ? toWireGroup(group, line[group.name]) : null,
    ]),
  )
}

const byUniform = (a: CumePlayerInput, b: CumePlayerInput) =>
  (a.uniform === null || a.uniform === '' ? 1000 : Number(a.uniform) || 999) -
    (b.uniform === null || b.uniform === '' ? 1000 : Number(b.uniform) || 999) ||
  a.lastName.localeCompare(b.lastName)

export function buildCumeStats(input: CumeStatsInput): CumeStatsResponse {
  const { kind, games } = input
  const team: StatLine = {}
  const players = [...input.players].sort(byUniform).map((p) => {
    const season: StatLine = {}
    for (const game of p.games) addCounts(season, game.line)
    addCounts(team, season)
    return {
      rosterPlayerId: p.rosterPlayerId,
      name: `${p.lastName}, ${p.firstName}`,
      firstName: p.firstName,
      lastName: p.lastName,
      uniform: p.uniform,
      position: p.position,
      classYear: p.classYear,
      gamesPlayed: p.gamesPlayed,
      gamesStarted: p.gamesStarted,
      seasonStats: toGroups(kind, season, false),
    }
  })
  const opponent: StatLine = {}
  for (const game of games) {
    const score = { opponent: game.opponentScore, team: game.teamScore }
    const key = game.gameId ?? game.number
    for (const p of generateOpponentPlayers(input.seed, key, kind, score)) {
      addCounts(opponent, p.line)
    }
  }
  const scored = games.reduce((sum, g) => sum + g.teamScore, 0)
  const allowed = games.reduce((sum, g) => sum + g.opponentScore, 0)
  return {
    sport: input.sport,
    seasonTitle: input.seasonTitle,
    year: input.year,
    games: games.length,
    record: toRecord(games),
    scoring: {
      scored,
      allowed,
      scoredPerGame: perGame(scored, games.length),
      allowedPerGame: perGame(allowed, games.length),
    },
    groups: SHEETS[kind].map((group) => ({
      key: groupKey(group.name),
      counts: [...group.counts],
      rates: Object.keys(group.derive?.({}) ?? {}),
    })),
    team: toGroups(kind, team, true),
    opponent: toGroups(kind, opponent, true),
    players,
  }
}
