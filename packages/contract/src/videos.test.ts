import { expect, test } from 'vitest'
import {
  AllAccessCategoriesResponseSchema,
  AllAccessVideosCursorResponseSchema,
  AllAccessVideosResponseSchema,
} from './videos'

// Shaped like the evidence (schemas/v2/videos/allAccessSchema.json, v2.1 the same item with
// cursors): no own-design field, `duration` null (v2 allows it), `captionFile` of unknown type.
const evidenced = {
  id: '14901',
  title: 'Highlights',
  description: '',
  date: '2026-09-10T18:00:00',
  duration: null,
  videoUrl: '/watch?Archive=14901',
  posterUrl: '/images/2026/9/10/poster.jpg',
  appExclusive: false,
  views: 12,
  favorites: 0,
  format: 'video',
  sport: { id: 10, title: "Men's Soccer", abbrev: 'MSOC', shortName: 'msoc' },
  category: null,
  captionFile: null,
}

test('an evidenced v2 item parses without the own-design fields', () => {
  const page = AllAccessVideosResponseSchema.parse({
    items: [evidenced],
    total: 1,
    page: 0,
    pages: 1,
  })
  expect(page.items[0]).toEqual(evidenced)
})

test('own-design fields are kept; unknown keys are dropped; captionFile is kept as sent', () => {
  const item = {
    ...evidenced,
    duration: 31.5,
    captionFile: { url: 'https://cdn.example/c.vtt' },
    descriptionFile: 'https://provider.example/media/demo/videos/a.descriptions.vtt',
    blackedOut: true,
    blackedOutMessage: 'Not available in your area',
    extra: 1,
  }
  const page = AllAccessVideosCursorResponseSchema.parse({
    items: [item],
    before: null,
    after: 'x',
  })
  const { extra: _extra, ...kept } = item
  expect(page.items[0]).toEqual(kept)
})

test('an item without an id or videoUrl, or a category list of strings, does not parse', () => {
  const { id: _id, ...noId } = evidenced
  expect(
    AllAccessVideosResponseSchema.safeParse({ items: [noId], total: 1, page: 0, pages: 1 }).success,
  ).toBe(false)
  expect(AllAccessCategoriesResponseSchema.safeParse(['Highlights']).success).toBe(false)
  expect(AllAccessCategoriesResponseSchema.parse([{ id: 11, title: 'Highlights' }])).toHaveLength(1)
})
