import { expect, test } from 'vitest'
import { PlayerCareerResponseSchema, StatsBioResponseSchema } from './stats'

test('a baseball stats bio parses: rows with a null-date totals row, totals, highs', () => {
  const body = {
    currentStats: {
      hittingStats: [
        {
          date: '4/19/2026 12:00:00\u202fPM',
          opponent: 'Minnesota',
          result: 'W',
          boxscoreUrl: '/sports/baseball/stats/2026/minnesota/boxscore/34556',
          atBats: '4',
          hits: '2',
        },
        { date: null, opponent: 'Totals', atBats: '4', hits: '2' },
      ],
      hittingStatsTotal: { atBats: '4', hits: '2' },
      pitchingStats: [],
      pitchingStatsTotal: null,
      fieldingStats: [],
      fieldingStatsTotal: null,
    },
    seasonHighStats: { pitchingStats: [], hittingStats: [] },
  }
  expect(StatsBioResponseSchema.parse(body)).toEqual(body)
})

test('careers key seasons by year; numbers as values are tolerated', () => {
  const body = {
    '2012': {
      source: 'x',
      name: 'Lee, Pat',
      uniform: '7',
      gp: '40',
      gs: '38',
      scheduledInnings: 9,
      seasonStats: { hittingStats: { atBats: 120 }, pitchingStats: null },
    },
    '2013': {
      name: 'Lee, Pat',
      jersey: '7',
      gamesPlayed: '18',
      isGoalie: false,
      seasonStats: { shotStats: { g: '4' } },
    },
  }
  expect(PlayerCareerResponseSchema.parse(body)).toEqual(body)
  expect(PlayerCareerResponseSchema.safeParse({ '2012': { name: 'x' } }).success).toBe(false)
})
