import type { SportKey } from '../sport-catalog'
import type { Dice } from '../../dice'

// How a sport's games are scored, for the seeded results and line scores: the winner's score
// range and the usual margin, and the periods a line score has (null: no line score, as for
// tennis, swimming and wrestling duals, scored by matches, points or bouts).

export type Scoring = {
  low: number
  high: number
  margin: number
  // Sets: the score counts periods won (volleyball), each period scored to `setPoints`.
  sets?: { toWin: number; setPoints: number }
  // Scores the sport's stats sheet cannot credit to players (football's keeps no safeties or
  // two-point conversions): a losing or level score among them is lowered to the next one.
  uncredited?: readonly number[]
  periods: { count: number; label: string } | null
}

const goals = (count: number, label: string): Scoring => ({
  low: 1,
  high: 4,
  margin: 2,
  periods: { count, label },
})
const volleyball: Scoring = {
  low: 3,
  high: 3,
  margin: 3,
  sets: { toWin: 3, setPoints: 25 },
  periods: { count: 5, label: 'Set' },
}
const waterPolo: Scoring = { low: 8, high: 16, margin: 5, periods: { count: 4, label: 'Qtr' } }
const lacrosse: Scoring = { low: 7, high: 18, margin: 6, periods: { count: 4, label: 'Qtr' } }
const basketball = (label: string, count: number): Scoring => ({
  low: 55,
  high: 90,
  margin: 18,
  periods: { count, label },
})

export const SCORING: Partial<Record<SportKey, Scoring>> = {
  football: {
    low: 14,
    high: 45,
    margin: 21,
    uncredited: [1, 2, 4, 5, 8, 11],
    periods: { count: 4, label: 'Qtr' },
  },
  mbasket: basketball('Half', 2),
  wbasket: basketball('Qtr', 4),
  baseball: { low: 2, high: 11, margin: 6, periods: { count: 9, label: 'Inn' } },
  softball: { low: 2, high: 11, margin: 6, periods: { count: 7, label: 'Inn' } },
  msoc: goals(2, 'Half'),
  wsoc: goals(2, 'Half'),
  fhockey: goals(4, 'Qtr'),
  mhockey: goals(3, 'Per'),
  whockey: goals(3, 'Per'),
  wvball: volleyball,
  mvball: volleyball,
  mlax: lacrosse,
  wlax: lacrosse,
  mwpolo: waterPolo,
  wwpolo: waterPolo,
  mten: { low: 4, high: 4, margin: 4, periods: null },
  wten: { low: 4, high: 4, margin: 4, periods: null },
  mswim: { low: 140, high: 190, margin: 60, periods: null },
  wswim: { low: 140, high: 190, margin: 60, periods: null },
  wrestling: { low: 18, high: 36, margin: 20, periods: null },
}

// Final scores from the tenant's point of view.
export function scoresOf(dice: Dice, scoring: Scoring, result: 'W' | 'L' | 'T'): [number, number] {
  const between = (min: number, max: number) => dice.number.int({ min, max })
  if (scoring.sets) {
    const loser = between(0, scoring.sets.toWin - 1)
    return result === 'W' ? [scoring.sets.toWin, loser] : [loser, scoring.sets.toWin]
  }
  const credited = (score: number) => {
    let n = score
    while (n > 0 && scoring.uncredited?.includes(n)) n -= 1
    return n
  }
  if (result === 'T') {
    const level = credited(between(0, Math.min(3, scoring.high)))
    return [level, level]
  }
  const winner = between(Math.max(scoring.low, 1), scoring.high)
  const loser = credited(Math.max(0, winner - between(1, scoring.margin)))
  return result === 'W' ? [winner, loser] : [loser, winner]
}

export type LineScore = { periods: string[]; team: string[]; opponent: string[]; label: string }

// Splits each side's final over the periods (sets: each set to 25 for its winner), with the
// total in a closing "F" column as the sample shows (README 4.2: periods ["1","2","F"]).
export function lineScoreOf(
  dice: Dice,
  scoring: Scoring,
  teamScore: number,
  opponentScore: number,
): LineScore | null {
  const periods = scoring.periods
  if (!periods) return null
  if (scoring.sets) {
    const played = teamScore + opponentScore
    const winners = dice.helpers.shuffle([
      ...Array.from({ length: teamScore }, () => 'team'),
      ...Array.from({ length: opponentScore }, () => 'opponent'),
    ])
    // The deciding set goes to whoever won the match.
    const last = teamScore > opponentScore ? 'team' : 'opponent'
    const index = winners.lastIndexOf(last)
    winners.splice(index, 1)
    winners.push(last)
    const team: string[] = []
    const opponent: string[] = []
    winners.forEach((winner, set) => {
      const top = set === 4 ? 15 : (scoring.sets?.setPoints ?? 25)
      const other = dice.number.int({ min: Math.max(0, top - 12), max: top - 2 })
      team.push(String(winner === 'team' ? top : other))
      opponent.push(String(winner === 'team' ? other : top))
    })
    const labels = Array.from({ length: played }, (_, i) => String(i + 1))
    return {
      periods: [...labels, 'F'],
      team: [...team, String(teamScore)],
      opponent: [...opponent, String(opponentScore)],
      label: periods.label,
    }
  }
  const split = (total: number) => {
    const parts = Array.from({ length: periods.count }, () => 0)
    for (let point = 0; point < total; point += 1) {
      const at = dice.number.int({ min: 0, max: periods.count - 1 })
      parts[at] = (parts[at] ?? 0) + 1
    }
    return parts.map(String)
  }
  return {
    periods: [...Array.from({ length: periods.count }, (_, i) => String(i + 1)), 'F'],
    team: [...split(teamScore), String(teamScore)],
    opponent: [...split(opponentScore), String(opponentScore)],
    label: periods.label,
  }
}
