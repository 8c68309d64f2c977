import { expect, test } from 'vitest'
import { LiveStatsResponseSchema } from './live-stats'

const team = (name: string, score: number | string) => ({
  name,
  score,
  periodScores: [score],
  timeoutsLeft: 3,
})

test('a live game parses; string scores and an unknown play team are tolerated', () => {
  const parsed = LiveStatsResponseSchema.parse({
    gameState: 3,
    hasStarted: true,
    isComplete: false,
    clockSeconds: 754,
    clock: '12:34',
    period: { number: 1, regulation: 2, name: '1st Half' },
    ordinalPeriod: '1st',
    pause: null,
    home: team('Home', 20),
    away: team('Away', '18'),
    school: team('Home', 20),
    opponent: team('Away', '18'),
    plays: [
      {
        id: 1,
        period: 1,
        clock: '12:40',
        team: 'neither',
        text: 'x',
        homeScore: 20,
        awayScore: 18,
      },
    ],
  })
  expect(parsed.plays?.[0]?.team).toBeNull()
  expect(parsed.away.score).toBe('18')
})

test('a live game without its clock is rejected', () => {
  expect(LiveStatsResponseSchema.safeParse({ gameState: 3, hasStarted: true }).success).toBe(false)
})
