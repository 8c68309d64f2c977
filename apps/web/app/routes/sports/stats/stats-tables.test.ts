import { expect, test } from 'vitest'

import type { CumeStats, CumeStatsPlayer } from '@fieldhouse/provider-client/cume-stats'

import { toStatsTables } from './stats-tables'

const player = (
  id: number,
  name: string,
  uniform: string | null,
  lines: CumeStatsPlayer['lines'],
): CumeStatsPlayer => {
  const [first = '', last = ''] = name.split(' ')
  return {
    rosterPlayerId: id,
    name,
    sortName: `${last}, ${first}`,
    firstName: first,
    lastName: last,
    uniform,
    position: 'INF',
    classYear: 'Jr.',
    gamesPlayed: 10 + id,
    gamesStarted: id,
    lines,
  }
}

const stats: CumeStats = {
  sport: { id: 13, title: 'Baseball', slug: 'baseball' },
  seasonTitle: '2026',
  year: 2026,
  games: 54,
  record: {
    overall: '36-18',
    conference: null,
    home: null,
    away: null,
    neutral: null,
    percentage: '.667',
    wins: 36,
    losses: 18,
    ties: 0,
  },
  scoring: { scored: 338, allowed: 302, scoredPerGame: '6.3', allowedPerGame: '5.6' },
  groups: [
    {
      name: 'hitting',
      counts: ['atBats', 'hits', 'groundOuts'],
      rates: ['avg'],
      team: { atBats: '30', hits: '9', avg: '.300' },
      opponent: { atBats: '28', hits: '7', avg: '.250' },
    },
    {
      name: 'pitching',
      counts: ['outs', 'earnedRunsAllowed'],
      rates: ['inningsPitched', 'era'],
      team: null,
      opponent: null,
    },
  ],
  players: [
    player(1, 'Ann Zed', '1', { hitting: { atBats: '10', hits: '2', avg: '.200' } }),
    player(2, 'Bo Young', '7', { hitting: { atBats: '12', hits: '5', avg: '.417' } }),
    player(3, 'Cy Xu', null, { hitting: { atBats: '8', hits: '2', avg: '-' } }),
    player(4, 'Di Wu', '22', {
      pitching: { outs: '30', inningsPitched: '10.0', earnedRunsAllowed: '3', era: '2.70' },
    }),
  ],
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name)

test('one table per group with players that have a line, in jersey order, with totals', () => {
  const [hitting, pitching] = toStatsTables(stats, { sort: null, dir: null })
  expect(hitting?.title).toBe('Hitting')
  // The sheet's columns, in its order, only those the provider sent (no groundOuts column).
  expect(hitting?.columns.map((column) => column.abbr)).toEqual(['AVG', 'AB', 'H'])
  expect(names(hitting?.rows ?? [])).toEqual(['Ann Zed', 'Bo Young', 'Cy Xu'])
  expect(hitting?.rows[0]).toMatchObject({
    jersey: '1',
    gp: '11',
    gs: '1',
    values: ['.200', '10', '2'],
    bioPath: '/sports/baseball/roster/ann-zed/1',
  })
  expect(hitting?.footRows.map((row) => [row.name, row.gp, ...row.values])).toEqual([
    ['Totals', '54', '.300', '30', '9'],
    ['Opponents', '54', '.250', '28', '7'],
  ])
  expect(hitting?.sort).toEqual({ key: 'jersey', direction: 'asc' })
  expect(names(pitching?.rows ?? [])).toEqual(['Di Wu'])
  expect(pitching?.footRows).toEqual([])
  expect(pitching?.columns.find((column) => column.key === 'era')?.firstDirection).toBe('asc')
})

test('?sort=hitting.avg orders that table only, blanks last', () => {
  const [hitting, pitching] = toStatsTables(stats, { sort: 'hitting.avg', dir: 'desc' })
  expect(names(hitting?.rows ?? [])).toEqual(['Bo Young', 'Ann Zed', 'Cy Xu'])
  expect(hitting?.sort).toEqual({ key: 'avg', direction: 'desc' })
  expect(pitching?.sort).toEqual({ key: 'jersey', direction: 'asc' })
  const ascending = toStatsTables(stats, { sort: 'hitting.avg', dir: 'asc' })[0]
  expect(names(ascending?.rows ?? [])).toEqual(['Ann Zed', 'Bo Young', 'Cy Xu'])
})

test('names, jerseys and games sort too; without dir a column takes its first direction', () => {
  expect(names(toStatsTables(stats, { sort: 'hitting.name', dir: null })[0]?.rows ?? [])).toEqual([
    'Cy Xu',
    'Bo Young',
    'Ann Zed',
  ])
  expect(
    names(toStatsTables(stats, { sort: 'hitting.jersey', dir: 'desc' })[0]?.rows ?? []),
  ).toEqual(['Bo Young', 'Ann Zed', 'Cy Xu'])
  expect(toStatsTables(stats, { sort: 'hitting.gp', dir: null })[0]?.sort).toEqual({
    key: 'gp',
    direction: 'desc',
  })
})

test.each([['hitting.groundOuts'], ['hitting.nothing'], ['rushing.yds'], ['nonsense']])(
  'an unknown column (%s) leaves the default order',
  (sort) => {
    const [hitting] = toStatsTables(stats, { sort, dir: 'desc' })
    expect(hitting?.sort).toEqual({ key: 'jersey', direction: 'asc' })
    expect(names(hitting?.rows ?? [])).toEqual(['Ann Zed', 'Bo Young', 'Cy Xu'])
  },
)
