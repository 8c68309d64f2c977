import {
  AllAmericanSchema,
  AllAmericanSettingsSchema,
  AllAmericansResponseSchema,
} from '@fieldhouse/contract/all-americans'
import { HonorGroupingsResponseSchema } from '@fieldhouse/contract/hall-of-fame'
import { expect, test } from 'vitest'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const list = async (query = '') =>
  AllAmericansResponseSchema.parse(await provider.getJson(`/api/v2/AllAmerican${query}`))

test('120+ all-Americans from the 1960s to the 2020s, newest first, grouped by year', async () => {
  const { members, groups } = await list()
  expect(members.length).toBeGreaterThanOrEqual(120)
  const years = members.map((m) => m.year)
  expect(years).toEqual([...years].sort((a, b) => b - a))
  expect(Math.min(...years)).toBeLessThan(1965)
  expect(Math.max(...years)).toBeGreaterThanOrEqual(2020)
  expect(new Set(members.map((m) => m.sport.id)).size).toBeGreaterThanOrEqual(15)
  expect(members.some((m) => m.academic)).toBe(true)
  expect(members.some((m) => (m.rosterPlayerId ?? 0) > 0)).toBe(true)
  expect(groups.map((g) => g.key)).toEqual([...new Set(years.map(String))])
  expect(groups.flatMap((g) => g.members)).toHaveLength(members.length)
})

test('grouped by sport or letter, filtered by sport and year; 400s', async () => {
  const bySport = await list('?grouping=sport')
  const titles = bySport.groups.map((g) => g.title)
  expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
  const byLetter = await list('?grouping=3')
  expect(byLetter.groups.every((g) => g.members.every((m) => m.lastName[0] === g.key))).toBe(true)
  const year = (await list()).members[0]?.year
  const inYear = await list(`?year=${year}&sportId=`)
  expect(inYear.members.every((m) => m.year === year)).toBe(true)
  for (const query of ['grouping=x', 'year=85', 'sportId=a']) {
    expect((await provider.get(`/api/v2/AllAmerican?${query}`)).status).toBe(400)
  }
})

test('groupings, settings and one selection: 200, 204 unknown, 404 malformed', async () => {
  const groupings = HonorGroupingsResponseSchema.parse(
    await provider.getJson('/api/v2/AllAmerican/groupings'),
  )
  const settings = AllAmericanSettingsSchema.parse(
    await provider.getJson('/api/v2/AllAmerican/settings'),
  )
  expect(groupings.map((g) => g.slug)).toContain(settings.allAmericanDefaultGrouping)
  const first = (await list()).members[0]
  const one = AllAmericanSchema.parse(await provider.getJson(`/api/v2/AllAmerican/${first?.id}`))
  expect(one).toEqual(first)
  expect((await provider.get('/api/v2/AllAmerican/999999')).status).toBe(204)
  expect((await provider.get('/api/v2/AllAmerican/x')).status).toBe(404)
})
