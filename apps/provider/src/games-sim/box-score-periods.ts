import type { Dice } from '../dice'

// A final score split into period scores that add up to it. Goals and runs land one by one in
// random periods, points in near-even shares, football points as touchdowns, field goals and
// safeties. With overtime the game is level after regulation; goal-style overtimes are scoreless
// but the deciding one. A home baseball team that wins in regulation does not bat in the last
// inning: "X".

export type ScoringStyle = 'goals' | 'points' | 'football'
export type PeriodScore = number | 'X'
export type Split = { team: PeriodScore[]; opponent: PeriodScore[] }

function scatter(dice: Dice, total: number, periods: number, style: ScoringStyle): number[] {
  if (style === 'points') return shares(dice, total, periods)
  const out = Array.from({ length: periods }, () => 0)
  if (periods === 0) return out
  for (const chunk of style === 'goals' ? ones(total) : plays(dice, total)) {
    const at = dice.number.int({ min: 0, max: periods - 1 })
    out[at] = (out[at] ?? 0) + chunk
  }
  return out
}

const ones = (total: number) => Array.from({ length: total }, () => 1)

// Basketball-like: every period near an even share (within a fifth either way), the points
// left by rounding down handed out one by one.
function shares(dice: Dice, total: number, periods: number): number[] {
  if (periods === 0) return []
  const weights = Array.from({ length: periods }, () => dice.number.float({ min: 0.8, max: 1.2 }))
  const sum = weights.reduce((a, b) => a + b, 0)
  const out = weights.map((w) => Math.floor((total * w) / sum))
  for (let left = total - out.reduce((a, b) => a + b, 0); left > 0; left -= 1) {
    const at = dice.number.int({ min: 0, max: periods - 1 })
    out[at] = (out[at] ?? 0) + 1
  }
  return out
}

// Touchdowns with the kick (7), field goals (3), touchdowns without (6), with two (8), safeties
// (2); a leftover 1 (which football cannot score) is the only inexact case and stays a 1.
function plays(dice: Dice, total: number): number[] {
  const out: number[] = []
  let left = total
  while (left > 0) {
    const options = dice.helpers.shuffle([7, 7, 7, 7, 3, 3, 3, 6, 8, 2])
    const chunk = options.find((c) => c === left || left - c >= 2) ?? left
    out.push(chunk)
    left -= chunk
  }
  return out
}

export function splitScores(
  dice: Dice,
  style: ScoringStyle,
  scores: { team: number; opponent: number },
  periods: { regulation: number; overtimes: number },
  homeWalkOff: 'team' | 'opponent' | null,
): Split {
  const { regulation, overtimes } = periods
  const low = Math.min(scores.team, scores.opponent)
  // Overtime: each period but the last is level (scoreless in goal styles), the last decides.
  const level: number[] = []
  let left = overtimes > 0 ? low : 0
  for (let i = 0; i < overtimes; i += 1) {
    // Football trades touchdowns or field goals in a level overtime, basketball a few baskets.
    const options =
      style === 'goals' ? [0] : style === 'football' ? [0, 3, 7] : [0, 2, 4, 5, 7, 9, 12]
    const fitting = options.filter((n) => n <= left)
    const points = fitting[dice.number.int({ min: 0, max: fitting.length - 1 })] ?? 0
    level.push(points)
    left -= points
  }
  const side = (score: number, isHome: boolean): PeriodScore[] => {
    const extra = overtimes > 0 ? [...level] : []
    const last = extra.length - 1
    if (last >= 0) extra[last] = (extra[last] ?? 0) + score - low
    const inRegulation = score - extra.reduce((a, b) => a + b, 0)
    if (isHome && overtimes === 0) {
      return [...scatter(dice, inRegulation, regulation - 1, style), 'X']
    }
    return [...scatter(dice, inRegulation, regulation, style), ...extra]
  }
  return {
    team: side(scores.team, homeWalkOff === 'team'),
    opponent: side(scores.opponent, homeWalkOff === 'opponent'),
  }
}

// Volleyball: the final is sets won; each set is played to 25 (15 in a fifth), by two. The
// winner of the match takes the last set; the other sets fall in random order.
export function splitSets(dice: Dice, scores: { team: number; opponent: number }): Split {
  const teamWon = scores.team > scores.opponent
  const others = dice.helpers.shuffle([
    ...Array.from({ length: teamWon ? scores.team - 1 : scores.team }, () => 'team'),
    ...Array.from({ length: teamWon ? scores.opponent : scores.opponent - 1 }, () => 'opponent'),
  ])
  const winners = [...others, teamWon ? 'team' : 'opponent']
  const team: number[] = []
  const opponent: number[] = []
  winners.forEach((winner, i) => {
    const target = i === 4 ? 15 : 25
    const deuce = dice.number.float({ min: 0, max: 1 }) < 0.2
    const loser = deuce
      ? target - 1 + dice.number.int({ min: 0, max: 4 })
      : dice.number.int({ min: Math.round(target * 0.5), max: target - 2 })
    const won = Math.max(target, loser + 2)
    team.push(winner === 'team' ? won : loser)
    opponent.push(winner === 'team' ? loser : won)
  })
  return { team, opponent }
}
