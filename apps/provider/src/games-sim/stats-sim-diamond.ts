import { binomial, plays, poisson, roll, round } from './stats-sim-kit'
import type { PlayerGame, Sim, SimPlayer } from './stats-sim-kit'

// Baseball and softball: fielders bat and field; starting pitchers take turns, the bullpen
// finishes, and a win, a loss and a save go to pitchers who pitched.

export function baseball(innings: number): Sim {
  return (faker, players, game, index) => {
    const out = new Map<number, PlayerGame>()
    const fielders = players.filter((p) => !p.position.endsWith('HP'))
    for (const p of fielders) {
      if (!plays(faker, p)) continue
      const ab = p.starter
        ? faker.number.int({ min: 3, max: 5 })
        : faker.number.int({ min: 1, max: 2 })
      const hits = binomial(faker, ab, 0.22 + 0.12 * p.talent)
      const homeRuns = binomial(faker, hits, 0.08 + 0.08 * p.talent)
      const doubles = binomial(faker, hits - homeRuns, 0.22)
      const triples = binomial(faker, hits - homeRuns - doubles, 0.04)
      const walks = binomial(faker, 1, 0.1)
      const hitByPitch = binomial(faker, 1, 0.03)
      const strikeouts = binomial(faker, ab - hits, 0.28 - 0.1 * p.talent)
      const stolenBases = binomial(faker, hits + walks, 0.12)
      const outs = ab - hits - strikeouts
      const catcher = p.position === 'C'
      const infield = p.position === 'INF' || p.position === 'UT'
      out.set(p.id, {
        started: p.starter,
        line: {
          hitting: {
            atBats: ab,
            runs: Math.min(
              hits + walks + hitByPitch,
              binomial(faker, hits + walks, 0.35) + homeRuns,
            ),
            hits,
            doubles,
            triples,
            homeRuns,
            runsBattedIn: poisson(faker, hits * 0.4) + homeRuns,
            walks,
            strikeouts,
            strikeoutsLooking: binomial(faker, strikeouts, 0.25),
            hitByPitch,
            stolenBases,
            caughtStealing: binomial(faker, hits + walks - stolenBases, 0.03),
            sacrificeFlies: binomial(faker, 1, 0.03),
            sacrificeHits: binomial(faker, 1, 0.02),
            groundOuts: Math.ceil(outs / 2),
            flyOuts: Math.floor(outs / 2),
            groundedIntoDoublePlay: binomial(faker, 1, 0.04),
          },
          fielding: {
            putouts: poisson(faker, catcher ? 7 : infield ? 2.2 : 1.9),
            assists: poisson(faker, catcher ? 0.6 : infield ? 2.4 : 0.05),
            errors: binomial(faker, 1, catcher ? 0.08 : infield ? 0.14 : 0.04),
            passedBalls: catcher ? binomial(faker, 1, 0.1) : 0,
            stolenBasesAgainst: catcher ? poisson(faker, 0.5) : 0,
            caughtStealingBy: catcher ? binomial(faker, 1, 0.2) : 0,
            involvedInDoublePlays: infield ? binomial(faker, 1, 0.3) : 0,
          },
        },
      })
    }
    // Starters take turns (softball aces pitch more often); the bullpen finishes.
    const staff = players
      .filter((p) => p.position.endsWith('HP'))
      .sort((a, b) => b.talent - a.talent)
    const rotation = staff.slice(0, innings === 7 ? 2 : 4)
    const bullpen = staff.slice(rotation.length)
    const starter = rotation[index % Math.max(1, rotation.length)]
    if (!starter) return out
    const need = innings === 7 ? 21 : 27
    const starterOuts = Math.min(
      need,
      innings === 7
        ? faker.number.int({ min: 12, max: 21 })
        : faker.number.int({ min: 9, max: 21 }),
    )
    const used: { p: SimPlayer; outs: number }[] = [{ p: starter, outs: starterOuts }]
    let left = need - starterOuts
    for (const reliever of faker.helpers.shuffle(bullpen)) {
      if (left <= 0) break
      const outs = Math.min(left, faker.number.int({ min: 2, max: 7 }))
      used.push({ p: reliever, outs })
      left -= outs
    }
    const won = game.result === 'W'
    const decision = won
      ? starterOuts >= (innings === 7 ? 12 : 15)
        ? used[0]
        : used[used.length - 1]
      : roll(faker, 0.7)
        ? used[0]
        : used[used.length - 1]
    const saver =
      won && used.length > 1 && decision !== used[used.length - 1] && roll(faker, 0.5)
        ? used[used.length - 1]
        : undefined
    let runsLeft = game.opponentScore
    used.forEach(({ p, outs }, i) => {
      const innings3 = outs / 3
      const runs =
        i === used.length - 1
          ? runsLeft
          : Math.min(runsLeft, poisson(faker, (game.opponentScore * outs) / need))
      runsLeft -= runs
      const hitsAllowed = round(
        innings3 * (1.1 - 0.3 * p.talent) + runs * 0.6 + faker.number.float({ min: -1, max: 1 }),
      )
      out.set(p.id, {
        started: i === 0,
        line: {
          pitching: {
            appearances: 1,
            gamesStarted: i === 0 ? 1 : 0,
            wins: won && decision === used[i] ? 1 : 0,
            losses: !won && game.result === 'L' && decision === used[i] ? 1 : 0,
            saves: saver === used[i] ? 1 : 0,
            outs,
            hitsAllowed,
            runsAllowed: runs,
            earnedRunsAllowed: binomial(faker, runs, 0.85),
            walksAllowed: poisson(faker, innings3 * (0.5 - 0.15 * p.talent)),
            strikeouts: poisson(faker, innings3 * (0.8 + 0.5 * p.talent)),
            homeRunsAllowed: binomial(faker, Math.min(runs, hitsAllowed), 0.15),
            hitBatters: binomial(faker, 1, (0.1 * innings3) / 3),
          },
          fielding: {
            putouts: poisson(faker, 0.3),
            assists: poisson(faker, 0.6),
            errors: binomial(faker, 1, 0.03),
          },
        },
      })
    })
    return out
  }
}
