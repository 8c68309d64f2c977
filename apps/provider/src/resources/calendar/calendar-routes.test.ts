import { afterAll, expect, test } from 'vitest'
import { z } from 'zod'
import { testStatuses } from '../../test-support/answers'
import { makeTestApp } from '../../test-support/make-test-app'

const provider = makeTestApp({ now: () => new Date('2026-10-05T12:00:00Z') })
afterAll(() => provider.close())

const DaysSchema = z.array(
  z.object({
    date: z.string(),
    events: z.array(
      z.object({
        id: z.number(),
        date: z.string(),
        sport: z.object({ id: z.number() }),
        locationIndicator: z.string().optional(),
      }),
    ),
  }),
)
const days = async (path: string) => DaysSchema.parse(await provider.getJson(path))

test('a month of games, day by day, each under its local day', async () => {
  const month = await days('/api/v2/Calendar/events?date=2026-09-10T11:00:00')
  expect(month.length).toBeGreaterThan(15)
  for (const day of month) {
    expect(day.date).toMatch(/^2026-09-\d\dT00:00:00$/)
    expect(day.events.every((event) => event.date.startsWith(day.date.slice(0, 10)))).toBe(true)
  }
  expect(await days('/api/v2/Calendar/month?date=2026-09-01')).toEqual(month)
  expect(await days('/api/v2/Calendar/print?date=2026-09-30')).toEqual(month)
  // Without a date: the current month (the clock says October 2026).
  const current = await days('/api/v2/Calendar/events')
  expect(current.every((day) => day.date.startsWith('2026-10'))).toBe(true)
})

test('filters and the other windows agree with the month', async () => {
  const home = await days('/api/v2/Calendar/events?date=2026-09-10&sportId=10&locationIndicator=h')
  const events = home.flatMap((day) => day.events)
  expect(events.length).toBeGreaterThan(0)
  expect(events.every((e) => e.sport.id === 10 && e.locationIndicator === 'H')).toBe(true)
  const month = await days('/api/v2/Calendar/events?date=2026-09-10')
  const range = await days(
    '/api/v2/Calendar/events/date-range?startDate=2026-09-01&endDate=2026-09-30',
  )
  expect(range).toEqual(month)
  const legacy = await days('/api/v2/Calendar/from/2026-09-01/to/2026-09-30')
  expect(legacy.map((d) => d.events.map((e) => e.id))).toEqual(
    month.map((d) => d.events.map((e) => e.id)),
  )
  const previews = await days('/api/v2/Calendar/previews/from/2026-09-01/to/2026-09-30')
  expect(previews.map((d) => d.date)).toEqual(month.map((d) => d.date))
  const counts = z
    .array(z.object({ date: z.string(), count: z.number() }))
    .parse(await provider.getJson('/api/v2/Calendar/count?date=2026-09-10'))
  expect(counts).toEqual(month.map((d) => ({ date: d.date, count: d.events.length })))
})

testStatuses(provider, [
  ['/api/v2/Calendar/events?date=10-9-2026', 400],
  ['/api/v2/Calendar/events?year=26', 400],
  ['/api/v2/Calendar/events?sportId=x', 400],
  ['/api/v2/Calendar/events/date-range?startDate=2026-09-01', 400],
  ['/api/v2/Calendar/from/x/to/2026-09-30', 404],
  ['/api/v2/Calendar/previews/from/2026-09-01/to/y', 404],
])
