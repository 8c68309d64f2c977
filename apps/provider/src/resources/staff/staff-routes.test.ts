import { RosterResourceSchema } from '@fieldhouse/contract/rosters'
import { CoachingHistoryResponseSchema, StaffResourceSchema } from '@fieldhouse/contract/staff'
import { expect, test } from 'vitest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const roster = async (id: number) =>
  RosterResourceSchema.parse(await provider.getJson(`/api/v2/Rosters/${id}`))
const history = async (sportId: number) =>
  CoachingHistoryResponseSchema.parse(
    await provider.getJson(`/api/v2/Staff/coaches/history/overall/${sportId}`),
  )

test('a roster names its head coach first, then 2-5 assistants, and its support staff', async () => {
  for (const id of [1010, 1011, 1013, 1019, 1030]) {
    const { coaches, support, sport } = await roster(id)
    expect(coaches?.[0]?.title, sport.title ?? '').toBe('Head Coach')
    expect((coaches?.length ?? 0) - 1).toBeGreaterThanOrEqual(2)
    expect((coaches?.length ?? 0) - 1).toBeLessThanOrEqual(5)
    expect(support?.length).toBeGreaterThanOrEqual(1)
    for (const member of [...(coaches ?? []), ...(support ?? [])]) {
      expect(member.id).not.toBe(member.staffId)
      expect(member.bio).toMatch(/^<p>/)
      expect(member.image?.url).toMatch(/^\/images\/demo\/staff\//)
    }
  }
})

test('the head coach stays across the seeded seasons; an assistant slot may change hands', async () => {
  const seasons = await Promise.all([810, 910, 1010].map(roster))
  const heads = seasons.map((r) => r.coaches?.[0]?.staffId)
  expect(new Set(heads).size).toBe(1)
})

test('/Staff/{staffId} is the staff-directory shape with the bio page URL', async () => {
  const { coaches, support } = await roster(1011)
  const head = coaches?.[0]
  const member = StaffResourceSchema.parse(await provider.getJson(`/api/v2/Staff/${head?.staffId}`))
  expect(member).toMatchObject({
    id: head?.staffId,
    firstName: head?.firstName,
    title: 'Head Coach',
    category: { id: 11, title: "Men's Basketball" },
    bio: head?.bio,
  })
  expect(member.url).toMatch(/^\/sports\/mens-basketball\/roster\/coaches\/[a-z-]+\/\d+$/)
  const trainer = StaffResourceSchema.parse(
    await provider.getJson(`/api/v2/Staff/${support?.[0]?.staffId}`),
  )
  expect(trainer.url).toMatch(/^\/sports\/mens-basketball\/roster\/staff\//)
})

test('the head coach has ten or more seasons on record; the bio quotes the same record', async () => {
  const { coaches } = await roster(1010)
  const head = coaches?.[0]
  const { yearly, overall } = await history(10)
  const tenure = overall.at(-1)
  expect(tenure).toMatchObject({ firstName: head?.firstName, lastName: head?.lastName })
  expect(tenure?.numberOfSeasons).toBeGreaterThanOrEqual(10)
  expect(overall.length).toBeGreaterThanOrEqual(2)
  expect(overall.reduce((sum, t) => sum + t.numberOfSeasons, 0)).toBe(yearly.length)
  const mine = yearly.filter((y) => y.lastName === head?.lastName)
  const wins = mine.reduce((sum, y) => sum + y.overallWins, 0)
  const losses = mine.reduce((sum, y) => sum + y.overallLosses, 0)
  expect(tenure).toMatchObject({ overallWins: wins, overallLosses: losses })
  expect(head?.bio).toContain(`record of ${wins}-${losses} over ${mine.length} completed seasons`)
})

test('records add up: percentages as record books print them, ties counting half', async () => {
  for (const sportId of [10, 15, 18]) {
    for (const season of (await history(sportId)).yearly) {
      const games = season.overallWins + season.overallLosses + season.overallTies
      const value = (season.overallWins + season.overallTies / 2) / games
      expect(season.overallWinPercent).toBe(value.toFixed(3).replace(/^0/, ''))
      expect(season.conferenceWins).toBeLessThanOrEqual(season.overallWins)
    }
  }
  expect((await history(15)).yearly.some((s) => s.overallTies > 0)).toBe(true)
})

test('sports that place rather than win keep no record: golf, cross country', async () => {
  expect(await history(26)).toEqual({ yearly: [], overall: [] })
  expect(await history(32)).toEqual({ yearly: [], overall: [] })
})

testStatuses(provider, [
  ['/api/v2/Staff/999999', 204],
  ['/api/v2/Staff/a', 404],
  ['/api/v2/Staff/coaches/history/overall/999', 204],
  ['/api/v2/Staff/coaches/history/overall/a', 404],
])
