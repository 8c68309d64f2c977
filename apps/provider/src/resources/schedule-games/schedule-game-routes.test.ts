import { expect, test } from 'vitest'
import { z } from 'zod'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const ListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      tbd: z.boolean(),
      status: z.string(),
      opponent: z.object({ id: z.number(), name: z.string() }),
      result: z.object({ status: z.string() }).nullable(),
    }),
  ),
})
const GameSchema = z.object({
  id: z.number(),
  time: z.string(),
  dateUtc: z.string(),
  atVs: z.string(),
  tbd: z.boolean(),
  opponent: z.object({ id: z.number(), image: z.object({ fullpath: z.string() }) }),
  result: z.object({ status: z.string(), boxscore: z.string().nullable() }).nullable(),
})
const ResultsSchema = z.object({
  opponentId: z.number(),
  resultStatus: z.string(),
  history: z.object({
    totalWins: z.number(),
    totalLosses: z.number(),
    totalTies: z.number(),
    lastMeeting: z.object({ id: z.number() }).nullable(),
  }),
})

const gamesOf = async (query: string) =>
  ListSchema.parse(await provider.getJson(`/api/v2/EventsResults/${query}`)).items

test('a game by id in the legacy shape, a played one with its result and box score', async () => {
  const [played] = (await gamesOf('results?sportId=10&$pageSize=100')).filter(
    (item) => item.result?.status === 'W',
  )
  const game = GameSchema.parse(await provider.getJson(`/api/v2/ScheduleGames/${played?.id}`))
  expect(game.id).toBe(played?.id)
  expect(game.result).toEqual(
    expect.objectContaining({ status: 'W', boxscore: `/boxscore.aspx?id=${played?.id}` }),
  )
  expect(game.opponent.id).toBe(played?.opponent.id)
  expect(game.opponent.image.fullpath).toMatch(/^\/images\/demo\/logos\/opponents\/.+\.svg$/)
})

test('a TBD game still gets a UTC date and a time text in the legacy shape', async () => {
  const tbd = (await gamesOf('upcoming?$pageSize=100&$pageIndex=2')).find((item) => item.tbd)
  const upcoming = tbd ?? (await gamesOf('upcoming?$pageSize=100&$pageIndex=1')).find((i) => i.tbd)
  expect(upcoming).toBeDefined()
  const game = GameSchema.parse(await provider.getJson(`/api/v2.1/schedulegames/${upcoming?.id}`))
  expect(game.time).toBe('TBA')
  expect(game.dateUtc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00Z$/)
  expect(game.result).toBeNull()
})

test('a game’s results page counts the series with that opponent up to the game', async () => {
  const items = await gamesOf('results?sportId=13&$pageSize=100')
  const last = [...items].reverse().find((item) => item.result?.status === 'L')
  const body = ResultsSchema.parse(
    await provider.getJson(`/api/v2/ScheduleGames/${last?.id}/results`),
  )
  const meetings = items.filter(
    (item) =>
      item.opponent.id === last?.opponent.id &&
      item.result !== null &&
      item.result.status !== 'N' &&
      items.indexOf(item) <= items.indexOf(last as (typeof items)[number]),
  )
  expect(body.resultStatus).toBe('L')
  expect(body.history.totalLosses).toBeGreaterThanOrEqual(1)
  expect(
    body.history.totalWins + body.history.totalLosses + body.history.totalTies,
  ).toBeLessThanOrEqual(meetings.length)
  expect(body.history.lastMeeting?.id).toBe(last?.id)
})

testStatuses(provider, [
  ['/api/v2/ScheduleGames/a', 404],
  ['/api/v2/ScheduleGames/1x/results', 404],
  ['/api/v2/ScheduleGames/999999999', 204],
  ['/api/v2/ScheduleGames/1/results', 204],
])
