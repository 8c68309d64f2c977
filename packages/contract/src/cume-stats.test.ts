import { expect, test } from 'vitest'
import { CumeStatsResponseSchema } from './cume-stats'

test('a season parses with null groups and numbers tolerated as values', () => {
  const body = {
    sport: { id: 13, title: 'Baseball', globalSportNameSlug: 'baseball' },
    seasonTitle: '2026',
    year: 2026,
    games: 2,
    record: { overall: '1-1', wins: 1, losses: 1, ties: 0 },
    scoring: { scored: 7, allowed: 5, scoredPerGame: '3.5', allowedPerGame: '2.5' },
    groups: [{ key: 'hittingStats', counts: ['atBats'], rates: ['avg'] }],
    team: { hittingStats: { atBats: '8', avg: '.250' }, pitchingStats: null },
    opponent: { hittingStats: { atBats: 9 } },
    players: [
      {
        rosterPlayerId: 1,
        name: 'Lee, Pat',
        gamesPlayed: 2,
        gamesStarted: 2,
        seasonStats: { hittingStats: { atBats: '8' }, pitchingStats: null },
      },
    ],
  }
  expect(CumeStatsResponseSchema.parse(body)).toEqual(body)
})
