import type { Dice } from '../dice'
import { binomial, byPosition, poisson, roll } from './stats-sim-kit'
import type { PlayerGame, Sim, SimGame, SimPlayer } from './stats-sim-kit'

// Soccer, ice hockey and lacrosse: the team's goals go to its attackers, assists to others; the
// starting goalkeeper plays the whole game and concedes the opponent's score.

// Goalkeepers of soccer, hockey and lacrosse: the starter plays the whole game and concedes the
// opponent's score.
function keeper(faker: Dice, game: SimGame, minutes: number, shotsFaced: number, ties: boolean) {
  const ga = game.opponentScore
  return {
    min: minutes,
    ga,
    saves: poisson(faker, shotsFaced),
    w: game.result === 'W' ? 1 : 0,
    l: game.result === 'L' ? 1 : 0,
    ...(ties ? { t: game.result === 'T' ? 1 : 0 } : {}),
    sho: ga === 0 ? 1 : 0,
  }
}

// Goals of a game go to the team's attackers, weighted by position; assists to others.
function scorers(faker: Dice, field: SimPlayer[], goals: number, weight: (p: SimPlayer) => number) {
  const tally = new Map<number, { g: number; a: number }>()
  const order: number[] = []
  const pickOne = (exclude?: number) => {
    const pool = field.filter((p) => p.id !== exclude)
    const total = pool.reduce((sum, p) => sum + weight(p), 0)
    let r = faker.number.float({ min: 0, max: total })
    for (const p of pool) {
      r -= weight(p)
      if (r <= 0) return p
    }
    return pool[pool.length - 1]
  }
  for (let goal = 0; goal < goals; goal += 1) {
    const scorer = pickOne()
    if (!scorer) break
    order.push(scorer.id)
    const entry = tally.get(scorer.id) ?? { g: 0, a: 0 }
    entry.g += 1
    tally.set(scorer.id, entry)
    if (roll(faker, 0.7)) {
      const assist = pickOne(scorer.id)
      if (assist) {
        const other = tally.get(assist.id) ?? { g: 0, a: 0 }
        other.a += 1
        tally.set(assist.id, other)
      }
    }
  }
  return { tally, order }
}

// Who scored the game's first goal and its winner (the goal after the opponent's last).
const keyGoals = (order: number[], game: SimGame) => ({
  first: order[0],
  winner: game.result === 'W' ? order[game.opponentScore] : undefined,
})

export const soccer: Sim = (faker, players, game) => {
  const out = new Map<number, PlayerGame>()
  const keepers = byPosition(players, 'GK')
  const field = players.filter(
    (p) => p.position !== 'GK' && (p.starter || (p.depth < 6 && roll(faker, 0.75))),
  )
  const goals = scorers(
    faker,
    field,
    game.teamScore,
    (p) => (p.position === 'F' ? 5 : p.position === 'M' ? 2.5 : 0.6) * (0.5 + p.talent),
  )
  const key = keyGoals(goals.order, game)
  for (const p of field) {
    const tally = goals.tally.get(p.id) ?? { g: 0, a: 0 }
    const shots = tally.g + poisson(faker, p.position === 'F' ? 2 : p.position === 'M' ? 0.8 : 0.25)
    const sog = tally.g + binomial(faker, shots - tally.g, 0.35)
    out.set(p.id, {
      started: p.starter,
      line: {
        shot: { g: tally.g, a: tally.a, shots, sog, pk: 0, pkatt: 0 },
        goal: {
          gw: key.winner === p.id ? 1 : 0,
          ua: binomial(faker, tally.g, 0.3),
          fg: key.first === p.id ? 1 : 0,
          ot: 0,
          hat: tally.g >= 3 ? 1 : 0,
          gt: 0,
          en: 0,
          so: 0,
        },
        penalty: {
          fouls: poisson(faker, 1),
          yellow: binomial(faker, 1, 0.08),
          red: binomial(faker, 1, 0.004),
        },
      },
    })
  }
  const gk = keepers.find((p) => p.starter) ?? keepers[0]
  if (gk) out.set(gk.id, { started: true, line: { goalie: keeper(faker, game, 90, 4, true) } })
  return out
}

export const hockey: Sim = (faker, players, game) => {
  const out = new Map<number, PlayerGame>()
  const goalies = byPosition(players, 'G')
  const skaters = players
    .filter((p) => p.position !== 'G')
    .sort((a, b) => b.talent - a.talent)
    .slice(0, 18)
  const goals = scorers(
    faker,
    skaters,
    game.teamScore,
    (p) => (p.position === 'F' ? 3 : 1) * (0.5 + p.talent),
  )
  const key = keyGoals(goals.order, game)
  for (const p of skaters) {
    const tally = goals.tally.get(p.id) ?? { g: 0, a: 0 }
    out.set(p.id, {
      started: p.starter,
      line: {
        scoring: {
          g: tally.g,
          a: tally.a,
          plusMinus:
            (game.result === 'W' ? 1 : game.result === 'L' ? -1 : 0) * binomial(faker, 2, 0.5),
          pim: 2 * binomial(faker, 1, 0.2),
          ppg: binomial(faker, tally.g, 0.25),
          shg: 0,
          gwg: key.winner === p.id ? 1 : 0,
          sog: tally.g + poisson(faker, p.position === 'F' ? 2 : 1.2),
        },
      },
    })
  }
  const [first, second] = [...goalies].sort((a, b) => b.talent - a.talent)
  const gk = second && roll(faker, 0.2) ? second : first
  if (gk) out.set(gk.id, { started: true, line: { goalie: keeper(faker, game, 60, 26, true) } })
  return out
}

export const lacrosse: Sim = (faker, players, game) => {
  const out = new Map<number, PlayerGame>()
  const goalies = byPosition(players, 'G')
  const field = players.filter(
    (p) => p.position !== 'G' && (p.starter || (p.depth < 8 && roll(faker, 0.7))),
  )
  const goals = scorers(
    faker,
    field,
    game.teamScore,
    (p) => (p.position === 'A' ? 4 : p.position === 'M' ? 2.5 : 0.3) * (0.5 + p.talent),
  )
  for (const p of field) {
    const tally = goals.tally.get(p.id) ?? { g: 0, a: 0 }
    const shots = tally.g + poisson(faker, p.position === 'A' ? 3 : p.position === 'M' ? 1.8 : 0.2)
    const foa = p.position === 'FO' || p.position === 'DS' ? poisson(faker, 16) : 0
    out.set(p.id, {
      started: p.starter,
      line: {
        shot: {
          g: tally.g,
          a: tally.a,
          shots,
          sog: tally.g + binomial(faker, shots - tally.g, 0.45),
          gb: poisson(faker, p.position === 'FO' ? 5 : 1.5),
          to: poisson(faker, p.position === 'D' ? 0.4 : 0.9),
          ct: poisson(faker, ['D', 'LSM', 'DS'].includes(p.position) ? 1 : 0.2),
          fow: binomial(faker, foa, 0.5 + 0.1 * p.talent),
          foa,
        },
      },
    })
  }
  const gk = goalies.find((p) => p.starter) ?? goalies[0]
  if (gk) out.set(gk.id, { started: true, line: { goalie: keeper(faker, game, 60, 11, false) } })
  return out
}
