import {
  HallOfFameMemberSchema,
  HallOfFameResponseSchema,
  HallOfFameSettingsSchema,
  HonorGroupingsResponseSchema,
} from '@fieldhouse/contract/hall-of-fame'
import { expect, test } from 'vitest'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const hall = async (query = '') =>
  HallOfFameResponseSchema.parse(await provider.getJson(`/api/v2/HallOfFame${query}`))

test('80+ inductees in classes 1975-2025, teams among them, half with photos, HTML bios', async () => {
  const { members, groups } = await hall()
  expect(members.length).toBeGreaterThanOrEqual(80)
  const classes = members.map((m) => m.inductionYear)
  expect(Math.min(...classes)).toBe(1975)
  expect(Math.max(...classes)).toBe(2025)
  expect(classes).toEqual([...classes].sort((a, b) => b - a))
  expect(members.filter((m) => m.isTeam).length).toBeGreaterThanOrEqual(4)
  const photos = members.filter((m) => m.image).length
  expect(photos).toBeGreaterThan(20)
  expect(photos).toBeLessThan(members.length)
  expect(members.every((m) => m.bio?.startsWith('<p>'))).toBe(true)
  expect(Object.keys(groups)).toContain('1975')
  expect(groups['2025']?.every((m) => m.inductionYear === 2025)).toBe(true)
})

test('grouped by sport, graduating class or letter; filtered by sport', async () => {
  const bySport = await hall('?grouping=sport')
  const football = bySport.groups.Football ?? []
  expect(football.length).toBeGreaterThan(0)
  expect(football.every((m) => m.sports.includes('Football'))).toBe(true)
  const byClass = await hall('?grouping=3')
  expect(byClass.groups['Teams and Coaches']?.every((m) => m.classYear == null)).toBe(true)
  const byLetter = await hall('?grouping=Alphabetical')
  expect(Object.keys(byLetter.groups).every((k) => /^[A-Z#]$/.test(k))).toBe(true)
  const only = await hall('?sportId=10')
  expect(only.members.every((m) => m.sportIds?.includes(10))).toBe(true)
  expect((await provider.get('/api/v2/HallOfFame?grouping=height')).status).toBe(400)
  expect((await provider.get('/api/v2/HallOfFame?sportId=x')).status).toBe(400)
})

test('settings, groupings, and one inductee: 200, 204 unknown, 404 malformed', async () => {
  const settings = HallOfFameSettingsSchema.parse(
    await provider.getJson('/api/v2/HallOfFame/settings'),
  )
  expect(settings.hallOfFameSlug).toBe('hall-of-fame')
  const groupings = HonorGroupingsResponseSchema.parse(
    await provider.getJson('/api/v2/HallOfFame/grouping'),
  )
  expect(groupings.map((g) => g.slug)).toContain(settings.hallOfFameDefaultFilter)
  const { members } = await hall()
  const one = HallOfFameMemberSchema.parse(
    await provider.getJson(`/api/v2/HallOfFame/${members[0]?.id}`),
  )
  expect(one).toEqual(members[0])
  expect((await provider.get('/api/v2/HallOfFame/999999')).status).toBe(204)
  expect((await provider.get('/api/v2/HallOfFame/abc')).status).toBe(404)
})
