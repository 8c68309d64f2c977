import { ShopProductsResponseSchema } from '@fieldhouse/contract/shop'
import {
  StatLeaderCategorySchema,
  StatLeaderSchema,
  StatLeadersResponseSchema,
} from '@fieldhouse/contract/stat-leaders'
import { ClipSchema, PlaylistsResponseSchema } from '@fieldhouse/contract/videos'
import { expect, test } from 'vitest'
import { describeWithShared } from '../../../test-support/shared-dir'
import { TEST_SEED_NOW } from './clock/seed-clock'
import { schemaChecker, testContractExactly, testStatuses } from './test-support/answers'
import { openTestApp } from './test-support/make-test-app'

// Issue 33 §2.8, the other content models of SPEC 3: the store's products, a sport's season
// leaders and video playlists (all own design: docs/decisions/035), against the contract, and
// the playlists' clips against the real all-access item schema.

const provider = openTestApp()

testContractExactly(provider, [
  ['/api/v2/Store/products', ShopProductsResponseSchema],
  ['/api/v2/Store/products?sportId=11&$pageSize=3', ShopProductsResponseSchema],
  ['/api/v2/Stats/baseball/leaders', StatLeadersResponseSchema],
  ['/api/v2/Videos/playlists', PlaylistsResponseSchema],
])

testStatuses(provider, [
  ['/api/v2/Store/products?sportId=x', 400],
  ['/api/v2/Store/products?categoryId=4', 200],
  ['/api/v2/Stats/no-such-sport/leaders', 404],
  ['/api/v2/Stats/baseball/leaders?year=26', 400],
  ['/api/v2/Stats/baseball/leaders?year=1990', 204],
  ['/api/v2/Videos/playlists?sportId=x', 400],
])

test('products: department-wide and per sport, prices and sales consistent, one expired', async () => {
  const all = ShopProductsResponseSchema.parse(
    await provider.getJson('/api/v2/Store/products?$pageSize=100'),
  ).items
  expect(all.some((product) => !product.sport)).toBe(true)
  // The seed's "now": sales end days before and after it.
  const expirations = all.flatMap((product) => product.expiration ?? [])
  expect(expirations.some((day) => day < TEST_SEED_NOW)).toBe(true)
  expect(expirations.some((day) => day > TEST_SEED_NOW)).toBe(true)
  for (const product of all) {
    if (product.discountType === 'percent') {
      expect(product.finalPrice).toBeCloseTo(
        product.originalPrice! * (1 - product.amount! / 100),
        2,
      )
    } else if (product.discountType === 'amount') {
      expect(product.finalPrice).toBeCloseTo(product.originalPrice! - product.amount!, 2)
    } else expect(product.finalPrice).toBe(product.originalPrice)
  }
  const image = await provider.get(new URL(all[0]!.image!.absoluteUrl!).pathname)
  expect(image.status).toBe(200)
})

test('leaders: baseball categories, best first, each leader a player of the roster', async () => {
  const body = StatLeadersResponseSchema.parse(
    await provider.getJson('/api/v2/Stats/baseball/leaders'),
  )
  const categories = body.categories.map((raw) => StatLeaderCategorySchema.parse(raw))
  expect(categories.map((category) => category.key)).toContain('homeRuns')
  const homeRuns = categories.find((category) => category.key === 'homeRuns')!
  const values = homeRuns.leaders.map((raw) => Number(StatLeaderSchema.parse(raw).value))
  expect(values).toEqual([...values].sort((a, b) => b - a))
  const era = categories.find((category) => category.key === 'earnedRunAverage')
  const eras = (era?.leaders ?? []).map((raw) => Number(StatLeaderSchema.parse(raw).value))
  expect(eras).toEqual([...eras].sort((a, b) => a - b))
})

test('playlists: a sport filter keeps that sport, clips read as all-access items', async () => {
  const page = PlaylistsResponseSchema.parse(await provider.getJson('/api/v2/Videos/playlists'))
  const sportId = page.items.find((playlist) => playlist.sport)?.sport?.id
  expect(sportId).toBeDefined()
  const own = PlaylistsResponseSchema.parse(
    await provider.getJson(`/api/v2/Videos/playlists?sportId=${sportId}`),
  ).items
  expect(own.length).toBeGreaterThan(0)
  expect(own.every((playlist) => playlist.sport?.id === sportId)).toBe(true)
  for (const clip of own.flatMap((playlist) => playlist.clips)) ClipSchema.parse(clip)
})

describeWithShared('provider/schemas', 'clips against the real all-access schema', (dir) => {
  const { check } = schemaChecker(dir)
  test('every playlist clip validates as an allAccessSchema.json item', async () => {
    const page = PlaylistsResponseSchema.parse(await provider.getJson('/api/v2/Videos/playlists'))
    const clips = page.items.flatMap((playlist) => playlist.clips)
    expect(clips.length).toBeGreaterThan(0)
    const body = { items: clips, total: clips.length, page: 0, pages: 1 }
    expect(check('v2/videos/allAccessSchema.json', body)).toEqual([])
  })
})

test('the second tenant has its own products, leaders and playlists, none of the demo', async () => {
  const lakeside = { tenant: 'lakeside' }
  const demoIds = new Set(
    ShopProductsResponseSchema.parse(
      await provider.getJson('/api/v2/Store/products?$pageSize=100'),
    ).items.map((product) => product.image?.url),
  )
  const products = ShopProductsResponseSchema.parse(
    await provider.getJson('/api/v2/Store/products?$pageSize=100', lakeside),
  ).items
  expect(products.length).toBeGreaterThan(4)
  expect(products.some((product) => demoIds.has(product.image?.url))).toBe(false)
  const playlists = PlaylistsResponseSchema.parse(
    await provider.getJson('/api/v2/Videos/playlists', lakeside),
  ).items
  expect(playlists.length).toBeGreaterThan(0)
  const sport = playlists.find((playlist) => playlist.sport)?.sport?.slug
  expect(sport).toBeDefined()
  const sports = (await provider.getJson('/api/v2/Sports', lakeside)) as {
    globalSportNameSlug: string
  }[]
  const statuses = await Promise.all(
    sports.map(
      async (s) =>
        (await provider.get(`/api/v2/Stats/${s.globalSportNameSlug}/leaders`, lakeside)).status,
    ),
  )
  expect(statuses).toContain(200)
})
