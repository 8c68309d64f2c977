import { binomial, poisson, roll } from './stats-sim-kit'
import type { PlayerGame, Sim } from './stats-sim-kit'

// Basketball and volleyball: minutes (or sets) by role, then per-minute (per-set) rates by
// position.

export const basketball: Sim = (faker, players, _game) => {
  const out = new Map<number, PlayerGame>()
  for (const p of players) {
    const min = p.starter
      ? faker.number.int({ min: 22, max: 36 })
      : p.depth < 3
        ? faker.number.int({ min: 8, max: 22 })
        : p.depth < 5 && roll(faker, 0.6)
          ? faker.number.int({ min: 2, max: 9 })
          : roll(faker, 0.2)
            ? faker.number.int({ min: 1, max: 4 })
            : 0
    if (min === 0) continue
    const guard = p.position === 'G'
    const center = p.position === 'C'
    const fga = poisson(faker, min * (guard ? 0.36 : center ? 0.28 : 0.32) * (0.8 + 0.4 * p.talent))
    const fg3a = guard
      ? binomial(faker, fga, 0.45)
      : center
        ? binomial(faker, fga, 0.04)
        : binomial(faker, fga, 0.3)
    const fg3m = binomial(faker, fg3a, 0.3 + 0.08 * p.talent)
    const fg2m = binomial(faker, fga - fg3a, (center ? 0.55 : 0.47) + 0.05 * p.talent)
    const fta = poisson(faker, min * 0.12)
    const ftm = binomial(faker, fta, 0.68 + 0.12 * p.talent)
    out.set(p.id, {
      started: p.starter,
      line: {
        basketball: {
          min,
          fgm: fg2m + fg3m,
          fga,
          fg3m,
          fg3a,
          ftm,
          fta,
          oreb: poisson(faker, min * (guard ? 0.025 : center ? 0.09 : 0.06)),
          dreb: poisson(faker, min * (guard ? 0.09 : center ? 0.2 : 0.15)),
          ast: poisson(faker, min * (guard ? 0.13 : center ? 0.04 : 0.06)),
          to: poisson(faker, min * 0.06),
          stl: poisson(faker, min * 0.035),
          blk: poisson(faker, min * (guard ? 0.005 : center ? 0.06 : 0.02)),
          pf: Math.min(5, poisson(faker, min * 0.07)),
          pts: 2 * fg2m + 3 * fg3m + ftm,
        },
      },
    })
  }
  return out
}

export const volleyball: Sim = (faker, players, game) => {
  const out = new Map<number, PlayerGame>()
  const sets = game.teamScore + game.opponentScore
  const rates: Record<string, [number, number, number, number, number]> = {
    // kills, errors, attempts, assists, digs per set
    OH: [3, 1.2, 8, 0.2, 2.2],
    MB: [1.8, 0.5, 4, 0.1, 0.5],
    OPP: [2.8, 1.1, 7.5, 0.2, 1.2],
    S: [0.4, 0.2, 1.5, 10.5, 2.3],
    L: [0, 0, 0, 0.4, 4.5],
    DS: [0, 0, 0.1, 0.3, 3],
  }
  for (const p of players) {
    const sp = p.starter
      ? sets
      : p.depth < 3 && roll(faker, 0.5)
        ? faker.number.int({ min: 1, max: sets })
        : 0
    if (sp === 0) continue
    const [k, e, ta, ast, dig] = rates[p.position] ?? [1, 0.5, 3, 0.2, 1]
    const kills = poisson(faker, k * sp * (0.8 + 0.4 * p.talent))
    const errors = poisson(faker, e * sp)
    const middle = p.position === 'MB'
    out.set(p.id, {
      started: p.starter,
      line: {
        volleyball: {
          sp,
          k: kills,
          e: errors,
          ta: kills + errors + poisson(faker, Math.max(0, ta - k - e) * sp),
          ast: poisson(faker, ast * sp),
          sa: poisson(faker, 0.25 * sp),
          se: poisson(faker, 0.3 * sp),
          re: poisson(faker, p.position === 'L' || p.position === 'OH' ? 0.15 * sp : 0),
          dig: poisson(faker, dig * sp),
          bs: poisson(faker, (middle ? 0.3 : 0.05) * sp),
          ba: poisson(faker, (middle ? 0.7 : 0.15) * sp),
        },
      },
    })
  }
  return out
}
