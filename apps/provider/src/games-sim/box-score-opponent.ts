import { createDice, type Dice } from '../seed/teams/random'
import { SIMULATIONS } from '../seed/teams/stats-sim'
import type { SimPlayer } from '../seed/teams/stats-sim-kit'
import type { StatLine, StatsKind } from '../stats/sheets'
import { opponentName } from './opponent-names'

// The opponent's side of a box score: a squad with made-up names and numbers, run through the
// stats seed's own game simulation (seed/teams/stats-sim.ts) with the score seen from the other
// bench, so both teams' lines look alike. The simulations leave basketball points and baseball
// runs free of the score; here they are brought to the opponent's final exactly.

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
  if (kind === 'basketball') matchPoints(dice, out, score.opponent)
  if (kind === 'baseball' || kind === 'softball') matchRuns(dice, out, score.opponent)
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

const pickOne = <T>(dice: Dice, list: T[]): T | undefined =>
  list[dice.number.int({ min: 0, max: Math.max(0, list.length - 1) })]

// Adds or takes away made baskets until the points are the final: two-pointers, then a free
// throw; a three comes off only when nothing smaller can.
function matchPoints(dice: Dice, players: OpponentPlayer[], final: number): void {
  const lines = players.flatMap((p) => (p.line.basketball ? [p.line.basketball] : []))
  const total = () => lines.reduce((sum, l) => sum + (l.pts ?? 0), 0)
  const bump = (l: Record<string, number>, key: string, by: number) => (l[key] = (l[key] ?? 0) + by)
  for (let guard = 0; guard < 1000; guard += 1) {
    const diff = final - total()
    if (diff === 0) return
    if (diff > 0) {
      const l = pickOne(dice, lines)
      if (!l) return
      const points = diff >= 2 ? 2 : 1
      bump(l, points === 2 ? 'fgm' : 'ftm', 1)
      bump(l, points === 2 ? 'fga' : 'fta', 1)
      bump(l, 'pts', points)
      continue
    }
    const twos = lines.filter((l) => (l.fgm ?? 0) - (l.fg3m ?? 0) > 0)
    const frees = lines.filter((l) => (l.ftm ?? 0) > 0)
    const threes = lines.filter((l) => (l.fg3m ?? 0) > 0)
    const [l, key, points] =
      diff <= -2 && twos.length > 0
        ? [pickOne(dice, twos), 'fgm', 2]
        : frees.length > 0
          ? [pickOne(dice, frees), 'ftm', 1]
          : twos.length > 0
            ? [pickOne(dice, twos), 'fgm', 2]
            : [pickOne(dice, threes), 'fg3m', 3]
    if (!l) return
    bump(l, key, -1)
    if (key === 'fg3m') bump(l, 'fgm', -1)
    bump(l, 'pts', -points)
  }
}

function matchRuns(dice: Dice, players: OpponentPlayer[], final: number): void {
  const lines = players.flatMap((p) => (p.line.hitting ? [p.line.hitting] : []))
  let diff = final - lines.reduce((sum, l) => sum + (l.runs ?? 0), 0)
  while (diff !== 0) {
    const l = pickOne(dice, diff > 0 ? lines : lines.filter((h) => (h.runs ?? 0) > 0))
    if (!l) return
    l.runs = (l.runs ?? 0) + Math.sign(diff)
    diff -= Math.sign(diff)
  }
}
