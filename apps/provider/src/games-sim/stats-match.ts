import type { StatLine, StatsKind } from '../stats/sheets'
import type { Dice } from '../dice'

// Brings one team's simulated lines of a game to its final score, for the sports whose
// simulation leaves scoring free of it (basketball points, baseball and softball runs, football
// touchdowns and kicks): the stats seed for the school's lines, the box score for the
// opponent's. The goal sports and volleyball already spend the score in their simulation.

type Lined = { line: StatLine }

const pickOne = <T>(dice: Dice, list: T[]): T | undefined =>
  list[dice.number.int({ min: 0, max: Math.max(0, list.length - 1) })]
const bump = (l: Record<string, number>, key: string, by: number) => (l[key] = (l[key] ?? 0) + by)

export function matchScore(dice: Dice, kind: StatsKind, players: Lined[], final: number): void {
  if (kind === 'basketball') matchPoints(dice, players, final)
  if (kind === 'baseball' || kind === 'softball') matchRuns(dice, players, final)
  if (kind === 'football') matchFootball(dice, players, final)
}

// Adds or takes away made baskets until the points are the final: two-pointers, then a free
// throw; a three comes off only when nothing smaller can. A basket taken away is a miss.
function matchPoints(dice: Dice, players: Lined[], final: number): void {
  const lines = players.flatMap((p) => (p.line.basketball ? [p.line.basketball] : []))
  const total = () => lines.reduce((sum, l) => sum + (l.pts ?? 0), 0)
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

// Runs go to batters who reached base (hits, walks, hit by pitch) while any has room.
function matchRuns(dice: Dice, players: Lined[], final: number): void {
  const lines = players.flatMap((p) => (p.line.hitting ? [p.line.hitting] : []))
  const onBase = (l: Record<string, number>) => (l.hits ?? 0) + (l.walks ?? 0) + (l.hitByPitch ?? 0)
  let diff = final - lines.reduce((sum, l) => sum + (l.runs ?? 0), 0)
  while (diff !== 0) {
    const room = lines.filter((l) => (l.runs ?? 0) < onBase(l))
    const candidates =
      diff > 0 ? (room.length > 0 ? room : lines) : lines.filter((h) => (h.runs ?? 0) > 0)
    const l = pickOne(dice, candidates)
    if (!l) return
    l.runs = (l.runs ?? 0) + Math.sign(diff)
    diff -= Math.sign(diff)
  }
}

// Football's final as the sheet can credit it: touchdowns (6) scored by rushers and receivers,
// kicked extra points and field goals (3); it keeps no safeties or two-point conversions, so the
// games seed leaves out the few scores only those make (seed/teams/games-scoring.ts). The split misses few
// extra points and kicks few field goals beyond two; without a kicker only touchdowns count.
export function footballPlays(
  final: number,
  canKick = true,
): { td: number; xp: number; fg: number } | null {
  let best: { td: number; xp: number; fg: number; cost: number } | null = null
  for (let td = 0; td * 6 <= final; td += 1) {
    for (let xp = canKick ? td : 0; xp >= 0; xp -= 1) {
      const rest = final - 6 * td - xp
      if (rest < 0 || rest % 3 !== 0 || (!canKick && rest > 0)) continue
      const fg = rest / 3
      const cost = 2 * (td - xp) + 2 * Math.max(0, fg - 2)
      if (!best || cost < best.cost) best = { td, xp, fg, cost }
    }
  }
  return best && { td: best.td, xp: best.xp, fg: best.fg }
}

function matchFootball(dice: Dice, players: Lined[], final: number): void {
  // A roster without a kicker has its punter kick.
  const kicking =
    players.find((p) => p.line.kicking) ?? players.find((p) => p.line.punting && !p.line.kicking)
  if (kicking && !kicking.line.kicking) kicking.line.kicking = {}
  const kicker = kicking?.line.kicking
  const plays = footballPlays(final, kicker !== undefined)
  if (!plays) return
  const scorers = players.flatMap((p) => [
    ...(p.line.rushing && (p.line.rushing.att ?? 0) > 0 ? [p.line.rushing] : []),
    ...(p.line.receiving && (p.line.receiving.rec ?? 0) > 0 ? [p.line.receiving] : []),
  ])
  const total = () => scorers.reduce((sum, l) => sum + (l.td ?? 0), 0)
  for (let guard = 0; guard < 100 && total() !== plays.td; guard += 1) {
    const up = total() < plays.td
    const l = pickOne(dice, up ? scorers : scorers.filter((s) => (s.td ?? 0) > 0))
    if (!l) break
    bump(l, 'td', up ? 1 : -1)
  }
  // The passer throws the receivers' touchdowns: all to the quarterback with the most attempts.
  const passers = players.flatMap((p) => (p.line.passing ? [p.line.passing] : []))
  passers.sort((a, b) => (b.att ?? 0) - (a.att ?? 0))
  const caught = players.reduce((sum, p) => sum + (p.line.receiving?.td ?? 0), 0)
  passers.forEach((l, i) => (l.td = i === 0 ? caught : 0))
  if (kicker) {
    kicker.xpa = plays.td
    kicker.xpm = plays.xp
    kicker.fgm = plays.fg
    kicker.fga = Math.max(kicker.fga ?? 0, plays.fg)
  }
}
