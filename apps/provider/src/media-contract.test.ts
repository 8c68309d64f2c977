import {
  DocumentResourceSchema,
  DocumentsCursorResponseSchema,
  DocumentsResponseSchema,
} from '@fieldhouse/contract/documents'
import {
  PublicationResourceSchema,
  PublicationsResponseSchema,
} from '@fieldhouse/contract/publications'
import { MomentSchema, MomentsResponseSchema } from '@fieldhouse/contract/moments'
import { OnThisDayResponseSchema } from '@fieldhouse/contract/on-this-day'
import { RssFeedsResponseSchema } from '@fieldhouse/contract/rss'
import { SportFilesResponseSchema } from '@fieldhouse/contract/sport-files'
import {
  PodcastCategoriesResponseSchema,
  PodcastCategorySchema,
  PodcastEpisodesCursorResponseSchema,
  PodcastEpisodesResponseSchema,
  PodcastSettingsSchema,
} from '@fieldhouse/contract/podcasts'
import {
  PressClipResourceSchema,
  PressClipsCursorResponseSchema,
  PressClipsResponseSchema,
} from '@fieldhouse/contract/press-clips'
import { FilterOptionsResponseSchema } from '@fieldhouse/contract/stories'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { describeWithShared } from '../../../test-support/shared-dir'
import { schemaChecker, testAgainstSchemas, testContractExactly } from './test-support/answers'
import { openTestApp } from './test-support/make-test-app'

// The media endpoints against the Zod contract (every field kept: parsing changes nothing) and
// against the real provider's JSON Schemas, read only when the tests run.

const provider = openTestApp()

type Json = Record<string, unknown>
const firstDocument = DocumentsResponseSchema.parse(await provider.getJson('/api/v2/Documents'))
  .items[0]
const firstPublication = PublicationsResponseSchema.parse(
  await provider.getJson('/api/v2/Publications'),
).publications[0]

const clipWithSport = PressClipsResponseSchema.parse(
  await provider.getJson('/api/v2/PressClips?$pageSize=100'),
).items.find((clip) => clip.sport)

const ENDPOINTS: [string, z.ZodType][] = [
  ['/api/v2/Podcasts', PodcastEpisodesResponseSchema],
  ['/api/v2/Podcasts?categoryId=32&$pageSize=20', PodcastEpisodesResponseSchema],
  ['/api/v2.1/Podcasts?PageSize=3', PodcastEpisodesCursorResponseSchema],
  ['/api/v2/Podcasts/categories', PodcastCategoriesResponseSchema],
  ['/api/v2/Podcasts/categories/31', PodcastCategorySchema],
  ['/api/v2/Podcasts/filters/categories', FilterOptionsResponseSchema],
  ['/api/v2/Podcasts/filters/sports', FilterOptionsResponseSchema],
  ['/api/v2/Podcasts/settings', PodcastSettingsSchema],
  ['/api/v2/PressClips', PressClipsResponseSchema],
  ['/api/v2/PressClips?type=coverage&sportId=11', PressClipsResponseSchema],
  ['/api/v2.1/PressClips?PageSize=4', PressClipsCursorResponseSchema],
  [`/api/v2/PressClips/${clipWithSport?.id}`, PressClipResourceSchema],
  ['/api/v2/PressClips/filters/seasons', FilterOptionsResponseSchema],
  ['/api/v2/PressClips/filters/years', FilterOptionsResponseSchema],
  ['/api/v2/OnThisDay?month=12&day=5', OnThisDayResponseSchema],
  ['/api/v2/OnThisDay?month=3&day=14&sportId=11', OnThisDayResponseSchema],
  ['/api/v2/Moments', MomentsResponseSchema],
  ['/api/v2/Moments/301', MomentSchema],
  ['/api/v2/SportFiles', SportFilesResponseSchema],
  ['/api/v2/Rss', RssFeedsResponseSchema],
  ['/api/v2/Documents', DocumentsResponseSchema],
  ['/api/v2/Documents?sportId=10&$pageSize=3', DocumentsResponseSchema],
  ['/api/v2.1/Documents?PageSize=4', DocumentsCursorResponseSchema],
  [`/api/v2/Documents/${firstDocument?.documentId}`, DocumentResourceSchema],
  ['/api/v2/Publications', PublicationsResponseSchema],
  [`/api/v2/Publications/${firstPublication?.file.slug}`, PublicationResourceSchema],
]

testContractExactly(provider, ENDPOINTS)

// Own design (issue 35): every episode names its WebVTT transcript beside its MP3, both or
// neither (a locked or blacked-out episode names no file).
test('an episode on the wire carries transcriptUrl exactly when it carries url', async () => {
  const { items } = PodcastEpisodesResponseSchema.parse(
    await provider.getJson('/api/v2/Podcasts?$pageSize=100'),
  )
  expect(items.length).toBe(24)
  for (const item of items) {
    expect(item.transcriptUrl).toBe(item.url?.replace(/\.mp3$/, '.transcript.vtt'))
  }
  expect(items.filter((item) => item.transcriptUrl).length).toBeGreaterThan(12)
})

describeWithShared('provider/schemas', 'media against the real JSON Schemas', (schemasDir) => {
  const checker = schemaChecker(schemasDir)
  const { read, check } = checker

  testAgainstSchemas(provider, checker, [
    ['/api/v2/Documents', 'v2/documents/documentsSchema.json'],
    ['/api/v2/Documents?$pageIndex=1&$pageSize=5', 'v2/documents/documentsSchema.json'],
    [`/api/v2/Documents/${firstDocument?.documentId}`, 'v2/documents/documentIdSchema.json'],
    ['/api/v2/Publications', 'v2/publications/publicationsSchema.json'],
    ['/api/v2/Podcasts', 'v2/podcasts/podcastsSchema.json'],
    ['/api/v2/Podcasts?$pageSize=30', 'v2/podcasts/podcastsSchema.json'],
    ['/api/v2.1/Podcasts?PageSize=30', 'v2.1/podcasts/podcastsSchema.json'],
    ['/api/v2/Podcasts/categories', 'v2/podcasts/categoriesSchema.json'],
    ['/api/v2.1/Podcasts/categories', 'v2.1/podcasts/categoriesSchema.json'],
    ['/api/v2.1/Podcasts/filters/categories', 'v2.1/podcasts/filtersCategoriesSchema.json'],
    ['/api/v2.1/Podcasts/filters/sports', 'v2.1/podcasts/filtersSportsSchema.json'],
    ['/api/v2.1/Podcasts/settings', 'v2.1/podcasts/settingsSchema.json'],
    ['/api/v2/PressClips?$pageSize=100', 'v2/pressClips/pressClipsSchema.json'],
    ['/api/v2.1/PressClips?PageSize=100', 'v2.1/pressClips/pressClipsSchema.json'],
    [`/api/v2/PressClips/${clipWithSport?.id}`, 'v2/pressClips/idSchema.json'],
    ['/api/v2/PressClips/filters/seasons', 'v2/pressClips/filtersSeasonsSchema.json'],
    ['/api/v2/PressClips/filters/years', 'v2/pressClips/filtersYearsSchema.json'],
    ['/api/v2.1/PressClips/filters/years', 'v2.1/pressClips/filtersyearsSchema.json'],
    ['/api/v2/Rss', 'v2/rss/rssSchema.json'],
  ])

  // Days with milestones, old games, stories and series videos alike.
  test.each(['1-1', '3-14', '7-4', '10-31', '12-5', '12-9'])(
    'on this day %s validates against onThisDaySchema.json',
    async (day) => {
      const [month, date] = day.split('-')
      const body = await provider.getJson(`/api/v2/OnThisDay?month=${month}&day=${date}`)
      expect(check('v2/onThisDay/onThisDaySchema.json', body)).toEqual([])
    },
  )

  // v2.1/pressClips/pressClipIdSchema.json is not a schema but a saved response (UCLA, a
  // clip by id): ours has its fields, with the same JSON types, nested objects alike.
  test('a v2.1 clip by id has the saved response fields and types', async () => {
    const typeTree = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.slice(0, 1).map(typeTree)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeTree(v)]))
          : value === null
            ? 'null'
            : typeof value
    const sample = read('v2.1/pressClips/pressClipIdSchema.json')
    const body = await provider.getJson(`/api/v2.1/PressClips/${clipWithSport?.id}`)
    expect(typeTree(body)).toMatchObject(typeTree(sample) as Json)
  })
})
