import { createDice, type Dice } from '../dice'
import { matchScore } from './stats-match'
import { SIMULATIONS } from './stats-sim'
import type { SimPlayer } from './stats-sim-kit'
import type { StatLine, StatsKind } from '../stats/sheets'
import { opponentName } from './opponent-names'

// The opponent's side of a box score: a squad with made-up names and numbers, run through the
// stats seed's own game simulation (stats-sim.ts) with the score seen from the other
// bench, so both teams' lines look alike, brought to the opponent's final exactly the way the
// stats seed brings the school's (stats-match.ts).

export type OpponentPlayer = {
  firstName: string
  lastName: string
  uniform: string
  position: string
  started: boolean
  line: StatLine
}

// [position, players, starters]
const SQUADS: Record<StatsKind, [string, number, number][]> = {
  basketball: [
    ['G', 5, 2],
    ['F', 5, 2],
    ['C', 3, 1],
  ],
  baseball: [
    ['C', 2, 1],
    ['INF', 7, 4],
    ['OF', 5, 3],
    ['RHP', 8, 3],
    ['LHP', 4, 1],
  ],
  softball: [
    ['C', 2, 1],
    ['INF', 6, 4],
    ['OF', 5, 3],
    ['UT', 2, 1],
    ['RHP', 4, 1],
    ['LHP', 2, 1],
  ],
  football: [
    ['QB', 2, 1],
    ['RB', 3, 1],
    ['WR', 6, 3],
    ['TE', 2, 1],
    ['OL', 8, 5],
    ['DL', 6, 4],
    ['LB', 5, 3],
    ['DB', 7, 4],
    ['K', 1, 1],
    ['P', 1, 1],
  ],
  soccer: [
    ['GK', 2, 1],
    ['D', 6, 4],
    ['M', 6, 4],
    ['F', 4, 2],
  ],
  hockey: [
    ['F', 14, 12],
    ['D', 8, 6],
    ['G', 2, 1],
  ],
  lacrosse: [
    ['A', 4, 3],
    ['M', 6, 3],
    ['D', 5, 3],
    ['LSM', 2, 1],
    ['FO', 2, 1],
    ['DS', 2, 1],
    ['G', 2, 1],
  ],
  volleyball: [
    ['S', 2, 1],
    ['OH', 4, 2],
    ['MB', 3, 2],
    ['OPP', 2, 1],
    ['L', 1, 1],
    ['DS', 2, 1],
  ],
}

export function buildOpponentPlayers(
  dice: Dice,
  kind: StatsKind,
  score: { opponent: number; team: number },
): OpponentPlayer[] {
  const squad = SQUADS[kind].flatMap(([position, count, starters]) =>
    Array.from({ length: count }, (_, i) => ({ position, starter: i < starters })),
  )
  const uniforms = dice.helpers.shuffle(Array.from({ length: 100 }, (_, n) => n))
  let bench = 0
  const players: SimPlayer[] = squad.map((slot, id) => ({
    id,
    position: slot.position,
    talent: dice.number.float({ min: 0.2, max: 0.9 }),
    starter: slot.starter,
    depth: slot.starter ? 0 : bench++,
  }))
  const result = score.opponent > score.team ? 'W' : score.opponent < score.team ? 'L' : 'T'
  const lines = SIMULATIONS[kind](
    dice,
    players,
    { result, teamScore: score.opponent, opponentScore: score.team },
    0,
  )
  const used = new Set<string>()
  const out = players.flatMap((p) => {
    const played = lines.get(p.id)
    if (!played) return []
    // No two players of a squad share a name (900 pairs to draw from).
    let name = opponentName(dice)
    while (used.has(`${name.firstName} ${name.lastName}`)) name = opponentName(dice)
    used.add(`${name.firstName} ${name.lastName}`)
    return [{ ...name, uniform: String(uniforms[p.id] ?? p.id), position: p.position, ...played }]
  })
  matchScore(dice, kind, out, score.opponent)
  return out
}

// The opponent of one game, from its own stream: the box score and the season's opponent
// totals (cume-stats.ts) generate the same players for the same seed and game id.
export const generateOpponentPlayers = (
  seed: number,
  gameId: number,
  kind: StatsKind,
  score: { opponent: number; team: number },
) => buildOpponentPlayers(createDice([seed, gameId, 2]), kind, score)
