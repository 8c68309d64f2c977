import type { Dice } from '../dice'
import { BASKETBALL_COUNTS, type StatLine } from '../stats/sheets'
import {
  HALF_SECONDS,
  OVERTIME_SECONDS,
  REGULATION_SECONDS,
  SCORING_GAP,
  TIMEOUTS_CALLED,
} from './live-game-rules'

// One demo basketball game played out in game time: scoring plays every 18-45 seconds (two-
// and three-pointers with assists, free throws after fouls), a missed shot and its rebound in
// about half the gaps, each team's timeouts, and the players' lines that add up to the score.

export type Side = 'school' | 'opponent'
export type LivePlayer = {
  firstName: string
  lastName: string
  uniform: string
  position: string
  rosterPlayerId: number | null
}
export type SimulatedPlay = {
  at: number
  side: Side | null
  text: string
  points: number
}
export type SimulatedGame = {
  plays: SimulatedPlay[]
  timeouts: { at: number; side: Side }[]
  // Game seconds: regulation, or regulation and one overtime.
  length: number
  lines: Record<Side, StatLine[]>
}

export type LiveTeamInput = { name: string; players: LivePlayer[] }

export function simulateGame(dice: Dice, teams: Record<Side, LiveTeamInput>): SimulatedGame {
  const rosters = { school: teams.school.players, opponent: teams.opponent.players }
  const plays: SimulatedPlay[] = []
  const lines: Record<Side, Record<string, number>[]> = {
    school: rosters.school.map(() => Object.fromEntries(BASKETBALL_COUNTS.map((c) => [c, 0]))),
    opponent: rosters.opponent.map(() => Object.fromEntries(BASKETBALL_COUNTS.map((c) => [c, 0]))),
  }
  const score: Record<Side, number> = { school: 0, opponent: 0 }
  const schoolShare = dice.number.float({ min: 0.42, max: 0.58 })
  const other = (side: Side): Side => (side === 'school' ? 'opponent' : 'school')
  // Starters (the first five) are on the floor most and so shoot most.
  const pick = (side: Side, not?: number) => {
    const weights = rosters[side].map((_, i): number => (i === not ? 0 : i < 5 ? 3 : 1))
    let r = dice.number.float({ min: 0, max: weights.reduce((a, b) => a + b, 0) })
    for (let i = 0; i < weights.length; i += 1) {
      r -= weights[i] ?? 0
      if (r <= 0) return i
    }
    return 0
  }
  const name = (side: Side, i: number) => {
    const p = rosters[side][i]
    return p ? `${p.firstName} ${p.lastName}` : 'TEAM'
  }
  const add = (side: Side, i: number, counts: Record<string, number>) => {
    const line = lines[side][i]
    if (line) for (const [k, n] of Object.entries(counts)) line[k] = (line[k] ?? 0) + n
  }

  const scoringPlay = (at: number, side: Side) => {
    const shooter = pick(side)
    const roll = dice.number.float({ min: 0, max: 1 })
    if (roll < 0.13) {
      const made = dice.number.float({ min: 0, max: 1 }) < 0.6 ? 2 : 1
      add(other(side), pick(other(side)), { pf: 1 })
      add(side, shooter, { fta: 2, ftm: made, pts: made })
      score[side] += made
      plays.push({
        at,
        side,
        points: made,
        text: `${name(side, shooter)} made ${made} of 2 free throws`,
      })
      return
    }
    const three = roll > 0.68
    const points = three ? 3 : 2
    add(side, shooter, { fgm: 1, fga: 1, pts: points, ...(three ? { fg3m: 1, fg3a: 1 } : {}) })
    let text = `${name(side, shooter)} made ${three ? '3-pt jumper' : dice.number.float({ min: 0, max: 1 }) < 0.5 ? 'layup' : 'jumper'}`
    if (dice.number.float({ min: 0, max: 1 }) < 0.55) {
      const passer = pick(side, shooter)
      add(side, passer, { ast: 1 })
      text += ` (assist by ${name(side, passer)})`
    }
    score[side] += points
    plays.push({ at, side, points, text })
  }
  const missedShot = (at: number, side: Side) => {
    const shooter = pick(side)
    const three = dice.number.float({ min: 0, max: 1 }) < 0.4
    add(side, shooter, { fga: 1, ...(three ? { fg3a: 1 } : {}) })
    const offensive = dice.number.float({ min: 0, max: 1 }) < 0.28
    const boardSide = offensive ? side : other(side)
    const rebounder = pick(boardSide)
    add(boardSide, rebounder, offensive ? { oreb: 1 } : { dreb: 1 })
    const kind = offensive ? 'offensive' : 'defensive'
    plays.push({
      at,
      side,
      points: 0,
      text: `${name(side, shooter)} missed ${three ? '3-pt jumper' : 'jumper'}; ${kind} rebound by ${name(boardSide, rebounder)}`,
    })
  }
  const period = (from: number, to: number, label: string) => {
    for (let at = from + dice.number.int(SCORING_GAP); at < to; ) {
      const gap = dice.number.int(SCORING_GAP)
      scoringPlay(at, dice.number.float({ min: 0, max: 1 }) < schoolShare ? 'school' : 'opponent')
      if (gap >= 16 && dice.number.float({ min: 0, max: 1 }) < 0.5) {
        missedShot(
          at + Math.floor(gap / 2),
          dice.number.float({ min: 0, max: 1 }) < 0.5 ? 'school' : 'opponent',
        )
      }
      at += gap
    }
    plays.push({ at: to, side: null, points: 0, text: `End of ${label}` })
  }

  period(0, HALF_SECONDS, '1st Half')
  period(HALF_SECONDS, REGULATION_SECONDS, '2nd Half')
  let length = REGULATION_SECONDS
  if (score.school === score.opponent) {
    length += OVERTIME_SECONDS
    period(REGULATION_SECONDS, length, 'OT 1')
    // Still level: decided at the line with a second left.
    if (score.school === score.opponent) {
      const side: Side = dice.number.float({ min: 0, max: 1 }) < 0.5 ? 'school' : 'opponent'
      const shooter = pick(side)
      add(side, shooter, { fta: 2, ftm: 1, pts: 1 })
      add(other(side), pick(other(side)), { pf: 1 })
      score[side] += 1
      plays.push({
        at: length - 1,
        side,
        points: 1,
        text: `${name(side, shooter)} made 1 of 2 free throws`,
      })
    }
  }
  const timeouts = (['school', 'opponent'] as const)
    .flatMap((side) =>
      Array.from({ length: TIMEOUTS_CALLED }, () => ({
        at: dice.number.int({ min: 60, max: REGULATION_SECONDS - 60 }),
        side,
      })),
    )
    .filter((t) => t.at !== HALF_SECONDS)
    .sort((a, b) => a.at - b.at)
  for (const t of timeouts) {
    plays.push({ at: t.at, side: t.side, points: 0, text: `Timeout: ${teams[t.side].name}` })
  }
  plays.sort((a, b) => a.at - b.at)
  handOutMinutes(dice, lines.school, length)
  handOutMinutes(dice, lines.opponent, length)
  return {
    plays,
    timeouts,
    length,
    lines: {
      school: lines.school.map((basketball) => ({ basketball })),
      opponent: lines.opponent.map((basketball) => ({ basketball })),
    },
  }
}

// Five players on the floor the whole game: starters play 30-36 minutes of regulation, the
// bench shares the rest; overtime goes to the starters.
function handOutMinutes(dice: Dice, lines: Record<string, number>[], length: number) {
  const total = (5 * length) / 60
  const starters = lines.slice(0, 5)
  const bench = lines.slice(5)
  const overtime = (length - REGULATION_SECONDS) / 60
  for (const line of starters) line.min = dice.number.int({ min: 30, max: 36 }) + overtime
  const left = total - starters.reduce((sum, l) => sum + (l.min ?? 0), 0)
  bench.forEach(
    (line, i) => (line.min = Math.floor(left / bench.length) + (i < left % bench.length ? 1 : 0)),
  )
}
