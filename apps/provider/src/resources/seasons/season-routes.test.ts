import { RelatedSeasonsResponseSchema, SeasonResourceSchema } from '@fieldhouse/contract/seasons'
import { expect, test } from 'vitest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

test.each([
  ['/api/v2/Season?sportId=10', { id: 3010, title: '2026', startDate: '2026-08-01T00:00:00' }],
  ['/api/v2/Season/current?sportId=11', { id: 3011, title: '2026-27' }],
  ['/api/v2/season/current?SPORTID=13', { id: 3013, title: '2027', shortName: null }],
])('%s is the sport’s current season', async (path, season) => {
  expect(SeasonResourceSchema.parse(await provider.getJson(path))).toMatchObject(season)
})

test('/Season/{sportId}/related lists the seasons newest first, the current one marked', async () => {
  const related = RelatedSeasonsResponseSchema.parse(
    await provider.getJson('/api/v2/Season/11/related'),
  )
  expect(related).toEqual([
    {
      seasonTitle: '2026-27',
      scheduleId: 2011,
      isCurrent: true,
      globalSportNameSlug: 'mens-basketball',
    },
    {
      seasonTitle: '2025-26',
      scheduleId: 1911,
      isCurrent: false,
      globalSportNameSlug: 'mens-basketball',
    },
    {
      seasonTitle: '2024-25',
      scheduleId: 1811,
      isCurrent: false,
      globalSportNameSlug: 'mens-basketball',
    },
  ])
})

testStatuses(provider, [
  ['/api/v2/Season', 400],
  ['/api/v2/Season?sportId=a', 400],
  ['/api/v2/Season/current', 400],
  ['/api/v2/Season/current?sportId=a', 400],
  ['/api/v2/Season?sportId=999', 204],
  ['/api/v2/Season?sportId=36', 204],
  ['/api/v2/Season/a/related', 404],
  ['/api/v2/Season/999/related', 200],
])
