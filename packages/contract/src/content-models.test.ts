import { expect, test } from 'vitest'
import { wireClip } from './media-fixtures'
import { ShopProductSchema } from './shop'
import { StatLeaderCategorySchema, StatLeadersResponseSchema } from './stat-leaders'
import { ClipSchema, PlaylistSchema } from './videos'

// The own-design content models of issue 33 §2.8 (docs/decisions/035): what they require and
// what they tolerate.

test('a shop product needs id, title, final price and link; the rest may be null or absent', () => {
  const minimal = { id: 1, title: 'Cap', finalPrice: 29.99, link: 'https://shop.example/cap' }
  expect(ShopProductSchema.parse(minimal)).toEqual(minimal)
  const full = {
    ...minimal,
    originalPrice: 39.99,
    currency: 'USD',
    image: { url: '/images/demo/media/shop/cap.svg', absoluteUrl: null, altText: 'Cap' },
    discountType: 'amount',
    amount: 10,
    expiration: '2026-12-18T23:59:00',
    sport: null,
  }
  expect(ShopProductSchema.parse(full)).toEqual(full)
  // Prices as strings are not numbers: the product is refused (the client drops it alone).
  expect(ShopProductSchema.safeParse({ ...minimal, finalPrice: '29.99' }).success).toBe(false)
})

test('leaders keep categories and leaders unread, so one bad entry is dropped alone', () => {
  const body = {
    sport: { id: 11, title: 'Baseball', globalSportNameSlug: 'baseball' },
    seasonTitle: '2026',
    year: 2026,
    categories: [{ key: 'homeRuns', label: 'Home runs', leaders: [{ bad: true }] }, 'garbage'],
  }
  expect(StatLeadersResponseSchema.parse(body)).toEqual(body)
  expect(StatLeaderCategorySchema.parse(body.categories[0])).toMatchObject({ key: 'homeRuns' })
  expect(StatLeadersResponseSchema.safeParse({ ...body, year: '2026' }).success).toBe(false)
})

test('a clip is an all-access item; a playlist keeps its clips unread', () => {
  const clip = wireClip
  expect(ClipSchema.parse(clip)).toEqual(clip)
  expect(ClipSchema.safeParse({ ...clip, id: 4201012 }).success).toBe(false)
  const playlist = { id: 1, title: 'Baseball highlights', sport: null, clips: [clip, 7] }
  expect(PlaylistSchema.parse(playlist)).toEqual(playlist)
})
