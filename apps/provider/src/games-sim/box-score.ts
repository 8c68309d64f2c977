import type { BoxScoreResponse, BoxScoreTeam } from '@fieldhouse/contract/boxscore'
import { createDice, type Dice } from '../dice'
import type { StatLine, StatsKind } from '../stats/sheets'
import { toLeaders, toPlayerGroups, toTeamTotals, type Family } from './box-score-family'
import { BASKETBALL, VOLLEYBALL } from './box-score-family-court'
import { toDiamondShape } from './box-score-diamond'
import { DIAMOND } from './box-score-family-diamond'
import { FOOTBALL } from './box-score-family-football'
import { HOCKEY, LACROSSE, SOCCER } from './box-score-family-goals'
import { buildGoalLog } from './box-score-goal-log'
import type { BoxScoreInput, BoxScoreTeamInput } from './box-score-input'
import { generateOpponentPlayers } from './box-score-opponent'
import { splitScores, splitSets, type PeriodScore, type ScoringStyle } from './box-score-periods'

// GET /stats/boxscore/{gameId} (README 4.12) for one game: our players' lines as given, the
// opponent's generated, team totals summed from the players, line scores that add up to the
// finals, leaders, and for the goal sports the scoring and penalty summaries; baseball and
// softball in the shape real tenants send (box-score-diamond.ts). Pure: the same input and seed
// give the same box score.

const FAMILIES: Record<StatsKind, Family> = {
  baseball: DIAMOND,
  softball: DIAMOND,
  basketball: BASKETBALL,
  volleyball: VOLLEYBALL,
  football: FOOTBALL,
  soccer: SOCCER,
  hockey: HOCKEY,
  lacrosse: LACROSSE,
}

const STYLES: Record<StatsKind, ScoringStyle> = {
  baseball: 'goals',
  softball: 'goals',
  soccer: 'goals',
  hockey: 'goals',
  lacrosse: 'goals',
  basketball: 'points',
  volleyball: 'points',
  football: 'football',
}

// Typical length of a game and of each overtime, in minutes.
const LENGTHS: Record<StatsKind | 'other', [number, number]> = {
  baseball: [175, 20],
  softball: [115, 15],
  basketball: [115, 12],
  volleyball: [30, 0],
  football: [205, 20],
  soccer: [110, 15],
  hockey: [150, 15],
  lacrosse: [125, 8],
  other: [120, 15],
}

type SidePlayer = {
  name: string
  playerFirstLastName: string
  uniform: string
  position: string
  rosterPlayerId: number | null
  started: boolean
  line: StatLine
}

function duration(dice: Dice, input: BoxScoreInput): string {
  const [base, overtime] = LENGTHS[input.kind ?? 'other']
  const sets = input.kind === 'volleyball' ? input.teamScore + input.opponentScore : 1
  const minutes = base * sets + overtime * input.overtimes + dice.number.int({ min: -12, max: 12 })
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

const toMMDDYYYY = (date: string) => {
  const [y, m, d] = date.split('-')
  return `${m}/${d}/${y}`
}

function toTeam(
  team: BoxScoreTeamInput,
  isTenantTeam: boolean,
  score: number,
  periods: PeriodScore[],
  family: Family | null,
  players: SidePlayer[],
): BoxScoreTeam {
  // Baseball's batting order: the starting hitters, in the order given.
  const lineup = new Map(
    players
      .filter((p) => family === DIAMOND && p.started && p.line.hitting)
      .map((p, i) => [p, i + 1]),
  )
  return {
    name: team.name,
    id: team.id,
    code: team.code,
    record: team.record,
    isTenantTeam,
    scoreSummary: {
      score: String(score),
      scoreByPeriod: periods.join(','),
      periodSummaries: periods.map((p, i) => ({ period: i + 1, score: String(p) })),
    },
    totals: family
      ? toTeamTotals(
          family,
          players.map((p) => p.line),
        )
      : null,
    players: family
      ? players.map((p) => ({
          name: p.name,
          playerFirstLastName: p.playerFirstLastName,
          uniform: p.uniform,
          position: p.position,
          rosterPlayerId: p.rosterPlayerId,
          battingOrder: lineup.get(p) ?? null,
          gameStarted: p.started,
          gamePlayed: true,
          isAGoalie: p.line.goalie !== undefined,
          ...toPlayerGroups(family, p.line),
        }))
      : [],
    leaders: family ? toLeaders(family, players) : [],
  }
}

export function buildBoxScore(input: BoxScoreInput): BoxScoreResponse {
  const dice = createDice([input.seed, input.gameId])
  const kind = input.kind
  const family = kind ? FAMILIES[kind] : null
  const teamIsHome = input.locationIndicator !== 'A'
  const scores = { team: input.teamScore, opponent: input.opponentScore }
  const winner =
    scores.team > scores.opponent ? 'team' : scores.team < scores.opponent ? 'opponent' : null
  const diamond = kind === 'baseball' || kind === 'softball'
  const homeSide = teamIsHome ? 'team' : 'opponent'
  const split =
    input.periodScores ??
    (kind === 'volleyball'
      ? splitSets(dice, scores)
      : splitScores(
          dice,
          kind ? STYLES[kind] : 'points',
          scores,
          { regulation: input.regulationPeriods, overtimes: input.overtimes },
          diamond && winner === homeSide ? homeSide : null,
        ))
  const ours: SidePlayer[] = input.players.map((p) => ({
    name: `${p.lastName}, ${p.firstName}`,
    playerFirstLastName: `${p.firstName} ${p.lastName}`,
    uniform: p.uniform,
    position: p.position,
    rosterPlayerId: p.rosterPlayerId,
    started: p.started,
    line: p.line,
  }))
  const generated = () =>
    kind ? generateOpponentPlayers(input.seed, input.gameId, kind, scores) : []
  const theirs: SidePlayer[] = (input.opponentPlayers ?? generated()).map((p) => ({
    name: `${p.lastName}, ${p.firstName}`,
    playerFirstLastName: `${p.firstName} ${p.lastName}`,
    uniform: p.uniform,
    position: p.position,
    rosterPlayerId: null,
    started: p.started,
    line: p.line,
  }))
  const teamSide = toTeam(input.team, true, scores.team, split.team, family, ours)
  const opponentSide = toTeam(
    input.opponent,
    false,
    scores.opponent,
    split.opponent,
    family,
    theirs,
  )
  const log =
    kind === 'soccer' || kind === 'hockey' || kind === 'lacrosse'
      ? buildGoalLog(dice, kind, [
          { team: input.team.name, players: ours, periods: split.team },
          { team: input.opponent.name, players: theirs, periods: split.opponent },
        ])
      : { scores: [], penalties: [] }
  const home = teamIsHome ? teamSide : opponentSide
  const visiting = teamIsHome ? opponentSide : teamSide
  const box: BoxScoreResponse = {
    thisTeamIsHomeTeam: teamIsHome,
    isNeutral: input.locationIndicator === 'N',
    homeTeamName: home.name,
    visitingTeamName: visiting.name,
    homeTeamScore: String(teamIsHome ? scores.team : scores.opponent),
    visitingTeamScore: String(teamIsHome ? scores.opponent : scores.team),
    pdfDoc: null,
    venue: {
      date: toMMDDYYYY(input.date),
      location: input.location,
      stadium: input.stadium,
      attendance: input.attendance,
      isALeagueGame: input.isLeagueGame,
      isAPostseasonGame: input.isPostseason,
      duration: duration(dice, input),
      rules: {
        regulationPeriods: input.regulationPeriods,
        periodName:
          kind === 'basketball' && input.regulationPeriods === 4
            ? 'quarter'
            : (family?.periodName ?? 'period'),
        overtimePeriods: input.overtimes,
      },
    },
    homeTeam: home,
    visitingTeam: visiting,
    plays: input.plays ?? [],
    scores: log.scores,
    penalties: log.penalties,
  }
  if (!diamond) return box
  return toDiamondShape(dice, input, box, {
    home: teamIsHome ? split.team : split.opponent,
    visiting: teamIsHome ? split.opponent : split.team,
  })
}
