import { expect, test } from 'vitest'
import { buildCumeStats, toRecord, type CumeGameInput } from './cume-stats'

const game = (
  result: CumeGameInput['result'],
  locationIndicator: CumeGameInput['locationIndicator'],
  isConference: boolean,
  number = 1,
): CumeGameInput => ({
  number,
  gameId: null,
  result,
  teamScore: result === 'W' ? 2 : result === 'T' ? 1 : 0,
  opponentScore: result === 'L' ? 2 : result === 'T' ? 1 : 0,
  locationIndicator,
  isConference,
})

test.each([
  [[], { overall: '0-0', overallPercentage: '.000' }],
  [
    [game('W', 'H', true), game('L', 'A', true), game('W', 'N', false)],
    {
      overall: '2-1',
      conference: '1-1',
      home: '1-0',
      away: '0-1',
      neutral: '1-0',
      overallPercentage: '.667',
    },
  ],
  [
    [game('W', 'H', false), game('T', 'H', false)],
    { overall: '1-0-1', home: '1-0-1', away: '0-0-0', overallPercentage: '.750' },
  ],
])('toRecord %#', (games, expected) => {
  expect(toRecord(games)).toMatchObject(expected)
})

test('season lines sum the game lines; the team sums the players; per-game scoring', () => {
  const stats = buildCumeStats({
    kind: 'soccer',
    sport: { id: 15, title: "Men's Soccer", globalSportNameSlug: 'mens-soccer' },
    seasonTitle: '2025',
    year: 2025,
    games: [game('W', 'H', true, 1), game('L', 'A', false, 2), game('T', 'H', true, 3)],
    players: [
      {
        rosterPlayerId: 9,
        firstName: 'Pat',
        lastName: 'Lee',
        uniform: '9',
        position: 'F',
        classYear: 'Jr.',
        gamesPlayed: 2,
        gamesStarted: 1,
        games: [
          { game: 1, started: true, line: { shot: { g: 2, shots: 4 } } },
          { game: 3, started: false, line: { shot: { g: 1, shots: 1 } } },
        ],
      },
    ],
    seed: 1,
  })
  expect(stats.players[0]?.seasonStats.shotStats).toMatchObject({
    g: '3',
    shots: '5',
    shoPct: '.600',
  })
  expect(stats.players[0]?.seasonStats.goalieStats).toBeNull()
  expect(stats.team.shotStats).toMatchObject({ g: '3', shots: '5' })
  // The team has no keeper here, but its group is still there, empty.
  expect(stats.team.goalieStats).toMatchObject({ ga: '0' })
  expect(stats.scoring).toEqual({
    scored: 3,
    allowed: 3,
    scoredPerGame: '1.0',
    allowedPerGame: '1.0',
  })
  // Generated opponents scored what the games say.
  expect(stats.opponent.shotStats?.g).toBe('3')
  expect(stats.groups[0]).toEqual({
    key: 'shotStats',
    counts: ['g', 'a', 'shots', 'sog', 'pk', 'pkatt'],
    rates: ['pts', 'shoPct', 'sogPct'],
  })
})
