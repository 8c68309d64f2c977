import type { Dice } from '../dice'
import type { StatLine } from '../stats/sheets'

// What the game-by-game simulations share (stats-sim.ts lists them): the players and games they
// take, the line they give, and their dice.

export type SimPlayer = {
  id: number
  position: string
  // 0-1: class and chance; starters are the most talented at each position.
  talent: number
  starter: boolean
  // 0 = first off the bench.
  depth: number
}

export type SimGame = { result: 'W' | 'L' | 'T'; teamScore: number; opponentScore: number }

export type PlayerGame = { started: boolean; line: StatLine }

export type Sim = (
  faker: Dice,
  players: SimPlayer[],
  game: SimGame,
  index: number,
) => Map<number, PlayerGame>

export function poisson(faker: Dice, mean: number): number {
  if (mean <= 0) return 0
  const limit = Math.exp(-mean)
  let k = 0
  let p = faker.number.float({ min: 0, max: 1 })
  while (p > limit && k < 60) {
    k += 1
    p *= faker.number.float({ min: 0, max: 1 })
  }
  return k
}

export function binomial(faker: Dice, n: number, p: number): number {
  let k = 0
  for (let i = 0; i < n; i += 1) if (faker.number.float({ min: 0, max: 1 }) < p) k += 1
  return k
}

export const roll = (faker: Dice, p: number) => faker.number.float({ min: 0, max: 1 }) < p
export const round = (n: number) => Math.max(0, Math.round(n))
export const byPosition = (players: SimPlayer[], ...positions: string[]) =>
  players.filter((p) => positions.includes(p.position))
// Bench players get into a game less often the further down the depth chart they are.
export const plays = (faker: Dice, p: SimPlayer) =>
  p.starter || roll(faker, Math.max(0.15, 0.8 - 0.12 * p.depth))
