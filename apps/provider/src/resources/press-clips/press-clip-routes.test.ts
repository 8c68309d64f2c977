import {
  PressClipResourceSchema,
  PressClipsCursorResponseSchema,
  PressClipsResponseSchema,
} from '@fieldhouse/contract/press-clips'
import { FilterOptionsResponseSchema } from '@fieldhouse/contract/stories'
import { expect, test } from 'vitest'
import { TEST_SEED_NOW } from '../../clock/seed-clock'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const clips = async (query: string, version = 'v2') =>
  PressClipsResponseSchema.parse(await provider.getJson(`/api/${version}/PressClips${query}`))
const all = (await clips('?$pageSize=100')).items

test('44 clippings and coverage links across sports, newest first, none after the seed clock', () => {
  expect(all).toHaveLength(44)
  expect(all.filter((c) => c.type === 'coverage').length).toBeGreaterThanOrEqual(10)
  expect(new Set(all.map((c) => c.sport?.id)).size).toBeGreaterThanOrEqual(8)
  const dates = all.map((c) => c.date)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(dates.every((d) => d <= TEST_SEED_NOW)).toBe(true)
  expect(all.every((c) => c.link.startsWith(c.source.website ?? '-'))).toBe(true)
})

test('sportId, type, year and seasonYear filter; paging reports total, page and pages', async () => {
  const football = await clips('?SportId=10&$pageSize=3&$pageIndex=1')
  expect(football.page).toBe(1)
  expect(football.pages).toBe(Math.ceil(football.total / 3))
  expect(football.items.every((c) => c.sport?.id === 10)).toBe(true)
  const coverage = await clips('?type=coverage&$pageSize=100')
  expect(coverage.items.every((c) => c.type === 'coverage')).toBe(true)
  const years = FilterOptionsResponseSchema.parse(
    await provider.getJson('/api/v2/PressClips/filters/years'),
  )
  const year = years[0]?.value
  const inYear = await clips(`?year=${year}&$pageSize=100`)
  expect(inYear.total).toBeGreaterThan(0)
  expect(inYear.items.every((c) => c.date.startsWith(String(year)))).toBe(true)
  const seasons = FilterOptionsResponseSchema.parse(
    await provider.getJson('/api/v2/PressClips/filters/seasons'),
  )
  expect(seasons.map((s) => s.name)).toEqual(['2026-27', '2025-26'])
  const season = await clips('?seasonYear=2025&$pageSize=100')
  expect(season.items.every((c) => c.date >= '2025-07-01' && c.date < '2026-07')).toBe(true)
})

test('v2.1: cursor pages, oldest first with ByDescendingDate=false', async () => {
  const first = PressClipsCursorResponseSchema.parse(
    await provider.getJson('/api/v2.1/PressClips?PageSize=5&ByDescendingDate=false'),
  )
  expect(first.items.map((c) => c.id)).toEqual(
    all
      .slice(-5)
      .reverse()
      .map((c) => c.id),
  )
  const next = PressClipsCursorResponseSchema.parse(
    await provider.getJson(
      `/api/v2.1/PressClips?PageSize=5&IsByDescendingDate=false&After=${first.after}`,
    ),
  )
  expect(next.items.map((c) => c.id)).toEqual(
    all
      .slice(-10, -5)
      .reverse()
      .map((c) => c.id),
  )
})

test('a clip by id: 200, 204 unknown, 404 malformed; 400s', async () => {
  const one = PressClipResourceSchema.parse(
    await provider.getJson(`/api/v2/PressClips/${all[0]?.id}`),
  )
  expect(one).toEqual(all[0])
  expect((await provider.get('/api/v2/PressClips/9999')).status).toBe(204)
  expect((await provider.get('/api/v2/PressClips/x1')).status).toBe(404)
  for (const query of ['sportId=a', 'type=radio', 'year=26', 'ByDescendingDate=maybe']) {
    expect((await provider.get(`/api/v2/PressClips?${query}`)).status).toBe(400)
  }
  expect((await provider.get('/api/v2/PressClips', { tenant: null })).status).toBe(400)
})
