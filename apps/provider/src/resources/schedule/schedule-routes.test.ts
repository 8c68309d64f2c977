import { expect, test } from 'vitest'
import { z } from 'zod'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const RecordSchema = z.object({
  scheduleId: z.number(),
  seasonId: z.number(),
  sport: z.object({ id: z.number() }),
  scheduleDisplayTitle: z.string(),
  overallRecord: z.string(),
  conferenceRecord: z.string(),
  streak: z.string(),
  homeRecord: z.string(),
  awayRecord: z.string(),
  neutralRecord: z.string(),
})
const HistorySchema = z.object({
  yearly: z.array(
    z.object({
      season: z.string(),
      overallWins: z.number(),
      overallLosses: z.number(),
      overallTies: z.number(),
      conferenceWins: z.number(),
      conferenceLosses: z.number(),
      conferenceTies: z.number(),
    }),
  ),
})
const record = async (path: string) => RecordSchema.parse(await provider.getJson(path))
const text = (w: number, l: number, t: number) => (t > 0 ? `${w}-${l}-${t}` : `${w}-${l}`)

test('a completed season’s record is its head coach’s record that year', async () => {
  for (const sportId of [10, 11, 13, 15]) {
    const history = HistorySchema.parse(
      await provider.getJson(`/api/v2/Staff/coaches/history/overall/${sportId}`),
    )
    // Last season's schedule (seed/teams/seasons.ts: ids step down by 100 a season).
    const body = await record(`/api/v2/Schedule/${2000 + sportId - 100}/Record`)
    const year = history.yearly.find((row) => body.scheduleDisplayTitle.startsWith(row.season))
    expect(year, String(sportId)).toBeDefined()
    if (!year) continue
    expect(body.overallRecord).toBe(text(year.overallWins, year.overallLosses, year.overallTies))
    expect(body.conferenceRecord).toBe(
      text(year.conferenceWins, year.conferenceLosses, year.conferenceTies),
    )
    expect(body.streak).toMatch(/^[WLT]\d+$/)
  }
})

test('the record by season is the record by schedule; the season selector names both', async () => {
  const related = z
    .array(z.object({ scheduleId: z.number(), isCurrent: z.boolean() }))
    .parse(await provider.getJson('/api/v2/Season/11/related'))
  for (const season of related) {
    const bySchedule = await record(`/api/v2/Schedule/${season.scheduleId}/Record`)
    expect(await record(`/api/v2.1/season/${bySchedule.seasonId}/record`)).toEqual(bySchedule)
  }
  expect(related.length).toBe(3)
})

test('a season not started has an empty record', async () => {
  // Baseball's current (spring) season.
  const body = await record('/api/v2/Schedule/2013/Record')
  expect([body.overallRecord, body.streak, body.homeRecord]).toEqual(['0-0', '', '0-0'])
})

test('schedule settings are each tenant’s own document: the two demo tenants differ', async () => {
  expect(await provider.getJson('/api/v2/Schedule/settings')).toEqual({
    opponentHistoryPageEnabled: true,
    scheduleScoreDisplay: 'team-first',
    isSeasonDepositEnabled: false,
    scheduleDefaultView: 'list',
    schedulePageShowAtVs: true,
  })
  expect(await provider.getJson('/api/v2/Schedule/settings', { tenant: 'lakeside' })).toEqual({
    opponentHistoryPageEnabled: false,
    scheduleScoreDisplay: 'winner-first',
    isSeasonDepositEnabled: true,
    scheduleDefaultView: 'table',
    schedulePageShowAtVs: false,
  })
})

testStatuses(provider, [
  ['/api/v2/Schedule/a/Record', 404],
  ['/api/v2/Season/1.5/record', 404],
  ['/api/v2/Schedule/1/Record', 204],
  ['/api/v2/Season/1/record', 204],
])
