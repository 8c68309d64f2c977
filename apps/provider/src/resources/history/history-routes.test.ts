import { expect, test } from 'vitest'
import { z } from 'zod'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const HistorySchema = z.record(
  z.string(),
  z.object({
    games: z.array(
      z.object({ gameId: z.number(), resultStatus: z.string(), boxscoreLink: z.string() }),
    ),
    records: z.object({ overall: z.string(), conference: z.string() }),
  }),
)
const RecordSchema = z.object({ overallRecord: z.string(), conferenceRecord: z.string() })

test('year by year: each season’s results and the same records as the schedule record', async () => {
  const body = HistorySchema.parse(await provider.getJson('/api/v2/History/YearByYear?sportId=13'))
  // Baseball (spring): the two seasons played; the current one has not started.
  expect(Object.keys(body)).toEqual(['2024-25', '2025-26'])
  for (const [label, season] of Object.entries(body)) {
    const back = label === '2025-26' ? 1 : 2
    const record = RecordSchema.parse(
      await provider.getJson(`/api/v2/Schedule/${2013 - 100 * back}/Record`),
    )
    expect([season.records.overall, season.records.conference]).toEqual([
      record.overallRecord,
      record.conferenceRecord,
    ])
    expect(season.games.length).toBeGreaterThan(40)
    expect(season.games.every((game) => /^[WLTN]$/.test(game.resultStatus))).toBe(true)
  }
})

testStatuses(provider, [
  ['/api/v2/History/YearByYear', 400],
  ['/api/v2/History/YearByYear?sportId=a', 400],
  ['/api/v2/History/YearByYear?sportId=999', 204],
  ['/api/v2/History/YearByYear?sportId=26', 204],
])
