import { BoxScoreResponseSchema } from '@fieldhouse/contract/boxscore'
import { LiveStatsResponseSchema } from '@fieldhouse/contract/live-stats'
import { expect, test } from 'vitest'
import { buildBoxScore } from './box-score'
import { buildLiveGame } from './live-game'
import type { LiveGameInput } from './live-game-input'
import { SCORING_GAP, SLOT_SECONDS } from './live-game-rules'

const START = Date.UTC(2026, 10, 23, 18, 0, 0)

const input = (secondsAfterStart: number, seed = 8): LiveGameInput => ({
  start: START,
  now: START + secondsAfterStart * 1000,
  seed,
  gameId: 777,
  school: {
    name: 'Northfield State',
    id: 'NSU',
    code: 101,
    record: '3-1',
    players: Array.from({ length: 12 }, (_, i) => ({
      firstName: `First${i}`,
      lastName: `Last${i}`,
      uniform: String(i + 1),
      position: 'G',
      rosterPlayerId: 1000 + i,
    })),
  },
  opponents: [
    { name: 'Prairie State', id: 'PRST', code: 2, record: '2-2', isLeagueGame: true },
    { name: 'Harbor Bay', id: 'HBAY', code: 3, record: '1-3', isLeagueGame: false },
  ],
  stadium: 'Alumni Arena',
  location: 'Northfield, Minn.',
})

const at = (seconds: number, seed?: number) => buildLiveGame(input(seconds, seed))
// The first instant (by 5-second steps) where a condition holds.
const first = (when: (game: ReturnType<typeof at>) => boolean, seed?: number) => {
  for (let s = 0; s < SLOT_SECONDS; s += 5) if (when(at(s, seed))) return s
  throw new Error('never')
}

test.each([
  // seconds from the first tip-off -> state, started, complete, period, clock
  [-3600, 0, false, false, 0, '20:00'],
  [-600, 1, false, false, 0, '20:00'],
  [0, 3, true, false, 1, '20:00'],
  [90, 3, true, false, 1, '18:30'],
])('%is: state %i', (seconds, state, started, complete, period, clock) => {
  const { stats } = at(seconds)
  expect(LiveStatsResponseSchema.parse(stats)).toMatchObject({
    gameState: state,
    hasStarted: started,
    isComplete: complete,
    period: { number: period, regulation: 2 },
    clock,
  })
})

test('the score changes within every SCORING_GAP.max seconds of running clock', () => {
  const plays = (at(SLOT_SECONDS - 1).stats.plays ?? []).filter((p) => p.isScoringPlay).reverse()
  for (const period of [1, 2]) {
    // Seconds played in the period at each scoring play, from the start of the period.
    const played = plays
      .filter((p) => p.period === period)
      .map((p) => 1200 - Number(p.clock.split(':')[0]) * 60 - Number(p.clock.split(':')[1]))
    ;[0, ...played, 1200].forEach((second, i, all) => {
      if (i > 0) expect(second - (all[i - 1] ?? 0)).toBeLessThanOrEqual(SCORING_GAP.max)
    })
  }
})

test('halftime stops the clock at 0:00 of the 1st half; the 2nd half starts at 20:00', () => {
  const half = first((g) => g.stats.pause === 'halftime')
  const { stats } = at(half)
  expect(stats).toMatchObject({
    gameState: 3,
    clock: '0:00',
    period: { number: 1, name: '1st Half' },
  })
  expect(at(half + 120).stats.clock).toBe('0:00')
  const second = first((g) => g.stats.period.number === 2)
  expect(at(second).stats).toMatchObject({ period: { name: '2nd Half' }, ordinalPeriod: '2nd' })
})

test('a timeout freezes the clock and costs the team one of its four', () => {
  const timeout = first((g) => g.stats.pause === 'timeout')
  const [a, b] = [at(timeout), at(timeout + 30)]
  expect(a.stats.clockSeconds).toBe(b.stats.clockSeconds)
  const left = [a.stats.home.timeoutsLeft, a.stats.away.timeoutsLeft]
  expect(left.sort()).toEqual([3, 4])
})

test('the finished game: FullTime, then PostGame, a winner, and a box score that agrees', () => {
  const over = first((g) => g.stats.isComplete)
  const full = at(over)
  expect(full.stats.gameState).toBe(4)
  expect(at(over + 120).stats.gameState).toBe(7)
  const { school, opponent } = full.stats
  expect(school.score).not.toBe(opponent.score)
  expect(Number(school.score)).toBe(
    (school.periodScores ?? []).reduce<number>((sum, p) => sum + Number(p), 0),
  )
  expect(full.stats.plays?.[0]).toMatchObject({
    homeScore: full.stats.home.score,
    awayScore: full.stats.away.score,
  })
  const input = full.boxScore
  expect(input).not.toBeNull()
  if (!input) return
  const box = BoxScoreResponseSchema.parse(buildBoxScore(input))
  expect(box.homeTeamScore).toBe(String(full.stats.home.score))
  expect(box.homeTeam.totals?.shooting?.points).toBe(String(full.stats.home.score))
  expect(box.visitingTeam.totals?.shooting?.points).toBe(String(full.stats.away.score))
  expect(box.plays?.length).toBe(full.stats.plays?.length)
  expect(at(over - 5).boxScore).toBeNull()
})

test('the next game starts a slot later, live again, at the other venue', () => {
  const next = at(SLOT_SECONDS + 10)
  expect(next.gameNumber).toBe(1)
  expect(next.stats).toMatchObject({ gameState: 3, clock: '19:50' })
  expect(next.stats.school.isHome).toBe(false)
  expect(next.stats.opponent.name).toBe('Harbor Bay')
})

test('deterministic for a seed and an instant; another seed plays another game', () => {
  expect(at(1500)).toEqual(at(1500))
  expect(at(1500, 9).stats.plays).not.toEqual(at(1500).stats.plays)
})

test('over many games: level games go to overtime and are decided there', () => {
  let overtimes = 0
  for (let seed = 0; seed < 300; seed += 1) {
    const end = at(SLOT_SECONDS - 1, seed).stats
    expect(end.school.score).not.toBe(end.opponent.score)
    expect(end.gameState).toBe(7)
    if (end.period.number === 3) {
      overtimes += 1
      expect(end.period.name).toBe('OT 1')
      const [first, second] = end.school.periodScores ?? []
      const [them1, them2] = end.opponent.periodScores ?? []
      expect(Number(first) + Number(second)).toBe(Number(them1) + Number(them2))
    }
  }
  expect(overtimes).toBeGreaterThan(0)
})
