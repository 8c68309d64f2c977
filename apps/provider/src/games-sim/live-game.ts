import type { LivePlay, LiveStatsResponse, LiveTeam } from '@fieldhouse/contract/live-stats'
import { createDice, type Dice } from '../dice'
import type { BoxScoreInput } from './box-score-input'
import { toBoxScoreInput } from './live-game-box-score'
import type { LiveGameInput } from './live-game-input'
import { pausesOf, readClock, realLength, type ClockReading } from './live-game-clock'
import {
  FULL_TIME_SECONDS,
  HALF_SECONDS,
  OVERTIME_SECONDS,
  PRE_GAME_SECONDS,
  REGULATION_PERIODS,
  REGULATION_SECONDS,
  SLOT_SECONDS,
  TIMEOUTS,
} from './live-game-rules'
import { simulateGame, type LivePlayer, type Side, type SimulatedGame } from './live-game-sim'
import { opponentName } from './opponent-names'

// The live demo game at any instant: a pure function of the first tip-off, now and a seed.
// Game k starts k slots after the first; even games are at home. Returns the /LiveStats
// response and, once the final buzzer has gone, the game's box score input.

export type LiveGame = {
  gameNumber: number
  // Epoch milliseconds of this game's tip-off.
  startTime: number
  stats: LiveStatsResponse
  boxScore: BoxScoreInput | null
}

const STATE_NAMES = [
  'SCHEDULED',
  'PREGAME',
  'DELAYED',
  'LIVE',
  'FULLTIME',
  'POSTPONED',
  'CANCELED',
  'POSTGAME',
  'GAMECOMPLETE',
]
const POSITIONS = ['G', 'G', 'F', 'F', 'C', 'G', 'F', 'C', 'G', 'F']

const periodOf = (at: number) => (at <= HALF_SECONDS ? 1 : at <= REGULATION_SECONDS ? 2 : 3)
const periodEnd = (period: number) =>
  period <= REGULATION_PERIODS
    ? period * HALF_SECONDS
    : REGULATION_SECONDS + (period - REGULATION_PERIODS) * OVERTIME_SECONDS
const clockOf = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
// SPEC 9 period names, as packages/domain formatPeriod reads them (the provider imports only
// the contract, so two halves and one overtime are spelled out here).
const ordinalOf = (period: number) =>
  period === 0
    ? ''
    : period > REGULATION_PERIODS
      ? `OT ${period - REGULATION_PERIODS}`
      : period === 1
        ? '1st'
        : '2nd'
const nameOf = (period: number) =>
  period > REGULATION_PERIODS ? ordinalOf(period) : period === 0 ? '' : `${ordinalOf(period)} Half`

function opponentPlayers(dice: Dice): LivePlayer[] {
  const used = new Set<string>()
  const uniforms = dice.helpers.shuffle(Array.from({ length: 60 }, (_, n) => String(n)))
  return POSITIONS.map((position, i) => {
    let name = opponentName(dice)
    while (used.has(`${name.firstName} ${name.lastName}`)) name = opponentName(dice)
    used.add(`${name.firstName} ${name.lastName}`)
    return { ...name, uniform: uniforms[i] ?? String(i), position, rosterPlayerId: null }
  })
}

export function buildLiveGame(input: LiveGameInput): LiveGame {
  const elapsed = Math.floor((input.now - input.start) / 1000)
  const gameNumber = Math.max(0, Math.floor(elapsed / SLOT_SECONDS))
  const into = elapsed - gameNumber * SLOT_SECONDS
  const startTime = input.start + gameNumber * SLOT_SECONDS * 1000
  const dice = createDice([input.seed, gameNumber])
  const opponent = input.opponents[gameNumber % Math.max(1, input.opponents.length)] ?? {
    name: 'Opponent',
    id: 'OPP',
    code: 0,
    record: '0-0',
    isLeagueGame: false,
  }
  const rosters = { school: input.school.players.slice(0, 10), opponent: opponentPlayers(dice) }
  const game = simulateGame(dice, {
    school: { name: input.school.name, players: rosters.school },
    opponent: { name: opponent.name, players: rosters.opponent },
  })
  const pauses = pausesOf(game.timeouts.map((t) => t.at))
  const reading: ClockReading =
    into < 0 ? { gameTime: 0, pause: null, over: false } : readClock(into, pauses, game.length)
  const state: number =
    into < 0
      ? -into > PRE_GAME_SECONDS
        ? 0
        : 1
      : !reading.over
        ? 3
        : into - realLength(pauses, game.length) < FULL_TIME_SECONDS
          ? 4
          : 7
  const shown = into < 0 ? [] : game.plays.filter((p) => p.at <= reading.gameTime)
  const period =
    into < 0 ? 0 : reading.over ? periodOf(game.length) : periodOf(Math.max(1, reading.gameTime))
  const schoolIsHome = gameNumber % 2 === 0
  const sideOf = (side: Side): 'home' | 'away' =>
    (side === 'school') === schoolIsHome ? 'home' : 'away'
  const team = (side: Side): LiveTeam => {
    const periodScores = Array.from({ length: period }, (_, i) =>
      shown
        .filter((p) => p.side === side && periodOf(p.at) === i + 1)
        .reduce((s, p) => s + p.points, 0),
    )
    return {
      name: side === 'school' ? input.school.name : opponent.name,
      score: periodScores.reduce((a, b) => a + b, 0),
      periodScores,
      timeoutsLeft:
        TIMEOUTS -
        game.timeouts.filter((t) => t.side === side && t.at <= reading.gameTime && into >= 0)
          .length,
      isHome: sideOf(side) === 'home',
      isSchool: side === 'school',
    }
  }
  const school = team('school')
  const them = team('opponent')
  const plays = toPlays(shown, sideOf)
  const stats: LiveStatsResponse = {
    gameId: input.gameId,
    gameState: state,
    gameStateDisplay: STATE_NAMES[state] ?? null,
    hasStarted: state === 3,
    isComplete: state === 4 || state === 7 || state === 8,
    startTime: new Date(startTime).toISOString(),
    clockSeconds:
      period === 0
        ? HALF_SECONDS
        : periodEnd(period) - Math.min(reading.gameTime, periodEnd(period)),
    clock: clockOf(
      period === 0
        ? HALF_SECONDS
        : periodEnd(period) - Math.min(reading.gameTime, periodEnd(period)),
    ),
    period: { number: period, regulation: REGULATION_PERIODS, name: nameOf(period) },
    ordinalPeriod: ordinalOf(period),
    pause: state === 3 ? reading.pause : null,
    home: schoolIsHome ? school : them,
    away: schoolIsHome ? them : school,
    school,
    opponent: them,
    plays: [...plays].reverse(),
  }
  return {
    gameNumber,
    startTime,
    stats,
    boxScore: reading.over
      ? toBoxScoreInput(input, gameNumber, startTime, opponent, rosters, game, plays, dice)
      : null,
  }
}

// Oldest first, with the score after each play.
function toPlays(
  shown: SimulatedGame['plays'],
  sideOf: (side: Side) => 'home' | 'away',
): LivePlay[] {
  let home = 0
  let away = 0
  return shown.map((p, i) => {
    if (p.side && sideOf(p.side) === 'home') home += p.points
    if (p.side && sideOf(p.side) === 'away') away += p.points
    const period = periodOf(Math.max(1, p.at))
    return {
      id: i + 1,
      period,
      clock: clockOf(periodEnd(period) - p.at),
      team: p.side ? sideOf(p.side) : null,
      text: p.text,
      isScoringPlay: p.points > 0,
      homeScore: home,
      awayScore: away,
    }
  })
}
