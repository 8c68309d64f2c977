import type { StatLine } from '../stats/sheets'
import { binomial, plays, poisson, roll, round } from './stats-sim-kit'
import type { PlayerGame, Sim, SimPlayer } from './stats-sim-kit'

// Football: the quarterback passes, backs run, receivers catch, the defence tackles, kickers
// kick; linemen play without a line of their own.

export const football: Sim = (faker, players, game) => {
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
