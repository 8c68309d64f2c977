import { expect, test } from 'vitest'
import { z } from 'zod'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const Tally = z.object({ wins: z.number(), losses: z.number(), ties: z.number() })
const SummarySchema = z.object({
  opponentId: z.number(),
  opponentName: z.string(),
  results: z.array(z.object({ gameId: z.number(), resultStatus: z.string() })),
  allTotalRecords: Tally,
  currentStreak: Tally,
})
const ListSchema = z.object({ items: z.array(SummarySchema), total: z.number() })
const CursorSchema = z.object({ items: z.array(SummarySchema), after: z.string().nullable() })
const DetailSchema = z.object({
  opponent: z.object({ id: z.number() }),
  results: z.array(z.object({ gameId: z.number() })),
  allTotalRecords: Tally,
  homeRecords: Tally,
  awayRecords: Tally,
})

test('a sport’s series, one per opponent in name order, each adding up its meetings', async () => {
  const list = ListSchema.parse(
    await provider.getJson('/api/v2/OpponentHistory/list/11?$pageSize=100'),
  )
  expect(list.total).toBeGreaterThan(10)
  const names = list.items.map((item) => item.opponentName)
  expect(names).toEqual([...names].sort())
  for (const item of list.items) {
    const { wins, losses, ties } = item.allTotalRecords
    expect(wins + losses + ties).toBe(item.results.length)
    const last = item.results[item.results.length - 1]?.resultStatus
    const run = {
      W: item.currentStreak.wins,
      L: item.currentStreak.losses,
      T: item.currentStreak.ties,
    }
    expect(run[last as 'W' | 'L' | 'T']).toBeGreaterThanOrEqual(1)
  }
  const v21 = CursorSchema.parse(
    await provider.getJson('/api/v2.1/OpponentHistory?SportId=11&PageSize=100'),
  )
  expect(v21.items.map((item) => item.opponentId)).toEqual(
    list.items.map((item) => item.opponentId),
  )
})

test('one series in detail agrees with its summary', async () => {
  const list = ListSchema.parse(await provider.getJson('/api/v2/OpponentHistory/list/10'))
  const first = list.items[0]
  const detail = DetailSchema.parse(
    await provider.getJson(`/api/v2/OpponentHistory/opponent/10/${first?.opponentId}`),
  )
  expect(detail.results.map((r) => r.gameId)).toEqual(first?.results.map((r) => r.gameId))
  expect(detail.allTotalRecords).toEqual(first?.allTotalRecords)
  const filters = z
    .array(z.object({ value: z.number(), name: z.string() }))
    .parse(await provider.getJson('/api/v2/OpponentHistory/filters/opponents?sportId=10'))
  expect(filters.map((f) => f.value)).toContain(first?.opponentId)
})

testStatuses(provider, [
  ['/api/v2.1/OpponentHistory', 400],
  ['/api/v2.1/OpponentHistory?SportId=x', 400],
  ['/api/v2/OpponentHistory/list/x', 404],
  ['/api/v2/OpponentHistory/opponent/10/x', 404],
  ['/api/v2/OpponentHistory/opponent/10/999', 204],
  ['/api/v2/OpponentHistory/filters/opponents?sportId=x', 400],
])

test('an unknown sport has an empty list', async () => {
  expect(ListSchema.parse(await provider.getJson('/api/v2/OpponentHistory/list/999')).total).toBe(0)
})
