import { expect, test } from 'vitest'
import type { StatLine } from '../stats/sheets'
import { footballPlays, matchScore } from './stats-match'
import { createDice } from '../dice'

test.each([
  [0, { td: 0, xp: 0, fg: 0 }],
  [3, { td: 0, xp: 0, fg: 1 }],
  [7, { td: 1, xp: 1, fg: 0 }],
  [10, { td: 1, xp: 1, fg: 1 }],
  [18, { td: 2, xp: 0, fg: 2 }],
  [24, { td: 3, xp: 3, fg: 1 }],
  [45, { td: 6, xp: 6, fg: 1 }],
  [1, null],
  [8, null],
])('football %i is %o', (final, plays) => {
  expect(footballPlays(final)).toEqual(plays)
})

test('without a kicker only touchdowns score', () => {
  expect(footballPlays(12, false)).toEqual({ td: 2, xp: 0, fg: 0 })
  expect(footballPlays(10, false)).toBeNull()
})

const sum = (players: { line: StatLine }[], group: string, count: string) =>
  players.reduce((total, p) => total + (p.line[group]?.[count] ?? 0), 0)

test.each([40, 71, 96])('basketball lines are brought to %i points', (final) => {
  const players = [10, 14, 22, 8, 30].map((pts) => ({
    line: { basketball: { pts, fgm: pts / 2, fga: pts, fg3m: 0, ftm: 0 } },
  }))
  matchScore(createDice([1]), 'basketball', players, final)
  expect(sum(players, 'basketball', 'pts')).toBe(final)
})

test('football lines make the final: touchdowns, kicks and the passer’s touchdowns', () => {
  const players: { line: StatLine }[] = [
    { line: { passing: { att: 30, td: 4 } } },
    { line: { rushing: { att: 18, td: 0 } } },
    { line: { receiving: { rec: 6, td: 3 } } },
    { line: { punting: { punts: 4 } } },
  ]
  matchScore(createDice([2]), 'football', players, 17)
  const points =
    6 * (sum(players, 'rushing', 'td') + sum(players, 'receiving', 'td')) +
    sum(players, 'kicking', 'xpm') +
    3 * sum(players, 'kicking', 'fgm')
  expect(points).toBe(17)
  expect(sum(players, 'passing', 'td')).toBe(sum(players, 'receiving', 'td'))
  expect(players[3]?.line.kicking).toBeDefined()
})
