import { BoxScoreResponseSchema } from '@fieldhouse/contract/boxscore'
import { LiveStatsResponseSchema } from '@fieldhouse/contract/live-stats'
import { afterAll, expect, test } from 'vitest'
import { z } from 'zod'
import { SLOT_SECONDS } from '../../games-sim/live-game-rules'
import { makeTestApp } from '../../test-support/make-test-app'
import { LIVE_GAME_ID } from './live-game-setup'

const START = Date.UTC(2026, 10, 23, 18, 0, 0)
let clock = START
const provider = makeTestApp({ now: () => new Date(clock), liveGameStart: START })
const plain = makeTestApp()
// Played after every seeded game still to play (the season ends in March).
const SUMMER = Date.UTC(2027, 6, 1, 18, 0, 0)
const summer = makeTestApp({ now: () => new Date(SUMMER + 600_000), liveGameStart: SUMMER })
afterAll(() => {
  provider.close()
  plain.close()
  summer.close()
})

const ItemsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      gameState: z.number(),
      date: z.string(),
      result: z.object({ status: z.string(), teamScore: z.string().nullable() }).nullable(),
    }),
  ),
})
const ScheduleGameSchema = z.object({
  id: z.number(),
  result: z.object({ teamScore: z.string().nullable() }).nullable(),
})

async function liveAt(seconds: number) {
  clock = START + seconds * 1000
  return LiveStatsResponseSchema.parse(await provider.getJson(`/api/v2/LiveStats/${LIVE_GAME_ID}`))
}
const listed = async (feed: string) =>
  ItemsSchema.parse(
    await provider.getJson(`/api/v2.1/EventsResults/${feed}?gameId=${LIVE_GAME_ID}`),
  ).items

test('the live game advances with the clock, and the lists show its state and score', async () => {
  const early = await liveAt(600)
  expect(early.gameState).toBe(3)
  const [row] = await listed('upcoming')
  expect(row?.gameState).toBe(3)
  expect(row?.status).toBe('A')
  expect(row?.date).toBe('2026-11-23T12:00:00')
  expect(row?.result?.teamScore).toBe(String(early.school?.score))
  const later = await liveAt(1500)
  expect(Number(later.school?.score)).toBeGreaterThanOrEqual(Number(early.school?.score))
  expect(Number(later.opponent?.score)).toBeGreaterThanOrEqual(Number(early.opponent?.score))
  expect(Number(later.school?.score)).toBeGreaterThan(0)
  const game = ScheduleGameSchema.parse(
    await provider.getJson(`/api/v2/ScheduleGames/${LIVE_GAME_ID}`),
  )
  expect(game.result?.teamScore).toBe(String(later.school?.score))
  expect((await provider.get(`/api/v2/stats/boxscore/${LIVE_GAME_ID}`)).status).toBe(204)
})

test('once over it is a result with the box score of the game played', async () => {
  const over = await liveAt(SLOT_SECONDS - 60)
  expect(over.isComplete).toBe(true)
  expect(over.gameState).toBe(7)
  expect(await listed('upcoming')).toEqual([])
  const [row] = await listed('results')
  expect(row?.status).toBe('O')
  expect(row?.result?.status).toBe(
    Number(over.school?.score) > Number(over.opponent?.score) ? 'W' : 'L',
  )
  const box = BoxScoreResponseSchema.parse(
    await provider.getJson(`/api/v2.1/Stats/BoxScore/${LIVE_GAME_ID}`),
  )
  const ours = box.homeTeam.isTenantTeam ? box.homeTeam : box.visitingTeam
  expect(ours.scoreSummary?.score).toBe(String(over.school?.score))
  expect(ours.totals?.shooting?.points).toBe(String(over.school?.score))
})

test('the next slot brings the next game, live again, at the other end', async () => {
  const first = await liveAt(600)
  const next = await liveAt(SLOT_SECONDS + 600)
  expect(next.gameState).toBe(3)
  expect(next.school?.isHome).toBe(!first.school?.isHome)
  const [row] = await listed('upcoming')
  expect(row?.result?.teamScore).toBe(String(next.school?.score))
})

test('any other well-formed id has no live stats; a malformed one is 404', async () => {
  clock = START + 600_000
  expect((await provider.get('/api/v2/LiveStats/181102')).status).toBe(204)
  expect((await provider.get('/api/v2/livestats/abc')).status).toBe(404)
  expect((await plain.get(`/api/v2/LiveStats/${LIVE_GAME_ID}`)).status).toBe(204)
})

test('under way, it is on the scoreboard even after the sport’s other games to play', async () => {
  const board = ItemsSchema.parse(
    await summer.getJson('/api/v2.1/EventsResults/scoreboard?PageSize=100'),
  ).items
  expect(board.find((item) => item.id === LIVE_GAME_ID)?.gameState).toBe(3)
})
