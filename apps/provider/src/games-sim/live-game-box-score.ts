import type { LivePlay } from '@fieldhouse/contract/live-stats'
import type { Dice } from '../dice'
import type { BoxScoreInput } from './box-score-input'
import type { LiveGameInput } from './live-game-input'
import { REGULATION_PERIODS, REGULATION_SECONDS } from './live-game-rules'
import type { LivePlayer, Side, SimulatedGame } from './live-game-sim'

// The finished demo game as buildBoxScore's input: both benches' lines as played, the
// play-by-play newest first, the school's side as "our team".

export function toBoxScoreInput(
  input: LiveGameInput,
  gameNumber: number,
  startTime: number,
  opponent: LiveGameInput['opponents'][number],
  rosters: Record<Side, LivePlayer[]>,
  game: SimulatedGame,
  plays: LivePlay[],
  dice: Dice,
): BoxScoreInput {
  const points = (side: Side) =>
    game.plays.filter((p) => p.side === side).reduce((s, p) => s + p.points, 0)
  const schoolIsHome = gameNumber % 2 === 0
  const names: Record<'home' | 'away', string> = {
    home: schoolIsHome ? input.school.name : opponent.name,
    away: schoolIsHome ? opponent.name : input.school.name,
  }
  const { players: _players, ...school } = input.school
  return {
    gameId: input.gameId,
    kind: 'basketball',
    date: new Date(startTime).toISOString().slice(0, 10),
    stadium: input.stadium,
    location: input.location,
    attendance: dice.number.int({ min: 1800, max: 9500 }),
    isLeagueGame: opponent.isLeagueGame,
    isPostseason: false,
    team: school,
    opponent: {
      name: opponent.name,
      id: opponent.id,
      code: opponent.code,
      record: opponent.record,
    },
    locationIndicator: schoolIsHome ? 'H' : 'A',
    teamScore: points('school'),
    opponentScore: points('opponent'),
    regulationPeriods: REGULATION_PERIODS,
    overtimes: game.length > REGULATION_SECONDS ? 1 : 0,
    players: input.school.players
      .slice(0, 10)
      .map((p, i) => ({ ...p, started: i < 5, line: game.lines.school[i] ?? {} })),
    opponentPlayers: rosters.opponent.map(({ rosterPlayerId: _id, ...p }, i) => ({
      ...p,
      started: i < 5,
      line: game.lines.opponent[i] ?? {},
    })),
    plays: [...plays].reverse().map((p) => ({
      period: p.period,
      clock: p.clock,
      action: p.isScoringPlay ? 'GOOD' : null,
      text: p.text,
      team: p.team ? names[p.team] : null,
      isAHomeTeam: p.team === 'home',
    })),
    seed: input.seed,
  }
}
