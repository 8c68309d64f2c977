// Seeded dice: the same seed always rolls the same numbers, so whatever is drawn from them (a
// simulated box score, the live demo game, the seed's stats and stories) is a pure function of
// its seed. The handlers roll them at request time and the seed at seeding time, so they live
// here, beside both, not in either.

// The few dice calls the simulations make, on a fast generator (mulberry32): the stats seed rolls
// a few hundred thousand times per tenant, where Faker's generator would cost most of a second.
export type Dice = {
  number: {
    float(range: { min: number; max: number }): number
    int(range: { min: number; max: number }): number
  }
  helpers: { shuffle<T>(list: readonly T[]): T[] }
}

export function createDice(seed: readonly number[]): Dice {
  let state = 0x9e3779b9
  for (const part of seed) state = Math.imul(state ^ (part | 0), 0x85ebca6b) ^ (state >>> 13)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = ({ min, max }: { min: number; max: number }) =>
    min + Math.floor(next() * (max - min + 1))
  return {
    number: { float: ({ min, max }) => min + next() * (max - min), int },
    helpers: {
      shuffle<T>(list: readonly T[]): T[] {
        const copy = [...list]
        for (let i = copy.length - 1; i > 0; i -= 1) {
          const j = int({ min: 0, max: i })
          const a = copy[i] as T
          copy[i] = copy[j] as T
          copy[j] = a
        }
        return copy
      },
    },
  }
}
