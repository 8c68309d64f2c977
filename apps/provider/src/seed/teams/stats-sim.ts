import type { Dice } from './random'
import type { StatLine } from '../../stats/sheets'
import type { StatsKind } from '../../stats/sheets'

// Game-by-game lines of one team's players, sport by sport. Each game is played by the whole
// roster at once, so team facts hold: a goalkeeper's goals against are the opponent's score,
// a baseball win goes to one pitcher who pitched, only players who played have a line. Rates
// come from the player's position, role (starter or depth) and talent.

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

type Sim = (
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

const roll = (faker: Dice, p: number) => faker.number.float({ min: 0, max: 1 }) < p
const round = (n: number) => Math.max(0, Math.round(n))
const byPosition = (players: SimPlayer[], ...positions: string[]) =>
  players.filter((p) => positions.includes(p.position))
// Bench players get into a game less often the further down the depth chart they are.
const plays = (faker: Dice, p: SimPlayer) =>
  p.starter || roll(faker, Math.max(0.15, 0.8 - 0.12 * p.depth))

function baseball(innings: number): Sim {
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

const basketball: Sim = (faker, players, _game) => {
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

const football: Sim = (faker, players, game) => {
  const out = new Map<number, PlayerGame>()
  const add = (p: SimPlayer, line: StatLine) => out.set(p.id, { started: p.starter, line })
  const touchdowns = Math.floor(game.teamScore / 7)
  for (const p of players) {
    const s = p.starter
    switch (p.position) {
      case 'QB': {
        if (!s && !roll(faker, 0.25)) break
        const att = s
          ? faker.number.int({ min: 22, max: 40 })
          : faker.number.int({ min: 1, max: 8 })
        const cmp = binomial(faker, att, 0.56 + 0.1 * p.talent)
        add(p, {
          passing: {
            cmp,
            att,
            yds: round(cmp * faker.number.float({ min: 9, max: 14 })),
            td: binomial(faker, cmp, 0.07),
            int: binomial(faker, att, 0.022),
          },
          rushing: {
            att: s ? poisson(faker, 5) : 0,
            yds: s ? round(poisson(faker, 5) * 3.5) : 0,
            td: binomial(faker, 1, s ? 0.15 : 0),
          },
        })
        break
      }
      case 'RB': {
        if (!plays(faker, p)) break
        const att = poisson(faker, s ? 16 : 5)
        add(p, {
          rushing: {
            att,
            yds: round(att * faker.number.float({ min: 3, max: 6.5 })),
            td: binomial(faker, att, 0.04),
          },
          receiving: { rec: poisson(faker, s ? 2 : 0.5), yds: 0, td: 0 },
        })
        const line = out.get(p.id)?.line.receiving
        if (line) line.yds = round((line.rec ?? 0) * faker.number.float({ min: 5, max: 11 }))
        break
      }
      case 'WR':
      case 'TE': {
        if (!plays(faker, p)) break
        const rec = poisson(faker, s ? (p.position === 'WR' ? 3.8 : 2.4) : 0.6)
        add(p, {
          receiving: {
            rec,
            yds: round(rec * faker.number.float({ min: 8, max: 17 })),
            td: binomial(faker, rec, 0.1),
          },
        })
        break
      }
      case 'OL':
        if (plays(faker, p)) add(p, {})
        break
      case 'DL':
      case 'LB':
      case 'DB': {
        if (!plays(faker, p)) break
        const m = s ? 1 : 0.25
        const dl = p.position === 'DL'
        const db = p.position === 'DB'
        add(p, {
          defense: {
            solo: poisson(faker, (dl ? 1.6 : db ? 3 : 3.6) * m),
            ast: poisson(faker, (dl ? 1.5 : db ? 1.4 : 3) * m),
            tfl: poisson(faker, (dl ? 0.6 : db ? 0.15 : 0.5) * m),
            sacks: poisson(faker, (dl ? 0.35 : db ? 0.02 : 0.2) * m),
            int: poisson(faker, (db ? 0.12 : p.position === 'LB' ? 0.04 : 0) * m),
            pbu: poisson(faker, (db ? 0.6 : 0.12) * m),
            ff: binomial(faker, 1, 0.04 * m),
            fr: binomial(faker, 1, 0.03 * m),
          },
        })
        break
      }
      case 'K': {
        if (!s) break
        const fga = poisson(faker, 1.4)
        add(p, {
          kicking: {
            fgm: binomial(faker, fga, 0.72 + 0.15 * p.talent),
            fga,
            xpm: Math.max(0, touchdowns - binomial(faker, touchdowns, 0.04)),
            xpa: touchdowns,
          },
        })
        break
      }
      case 'P': {
        if (!s) break
        const punts = poisson(faker, 4.5)
        add(p, { punting: { punts, yds: round(punts * faker.number.float({ min: 36, max: 47 })) } })
        break
      }
      default:
        if (s || roll(faker, 0.5)) add(p, {})
    }
  }
  return out
}

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

const soccer: Sim = (faker, players, game) => {
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

const hockey: Sim = (faker, players, game) => {
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

const lacrosse: Sim = (faker, players, game) => {
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

const volleyball: Sim = (faker, players, game) => {
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

export const SIMULATIONS: Record<StatsKind, Sim> = {
  baseball: baseball(9),
  softball: baseball(7),
  basketball,
  football,
  soccer,
  hockey,
  lacrosse,
  volleyball,
}
