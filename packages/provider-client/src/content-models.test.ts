import { expect, test } from 'vitest'
import { wireClip } from '@fieldhouse/contract/media-fixtures'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { page, setupMedia } from './media-fixtures'
import { createTestClient, pathAndQuery } from './test-client'

// Issue 33 §2.8's secondary sections: the store's products, a sport's leaders and playlists.
// Each reads what it can, drops what it cannot (logged), and degrades to "none" when the
// provider fails or sends garbage, logged once per cache period.

const sport = { id: 11, title: 'Baseball', slug: 'baseball', shortName: 'baseball' }
const wireProduct = {
  id: 1101,
  title: 'Northfield State Baseball Replica Jersey',
  originalPrice: 89.99,
  finalPrice: 71.99,
  currency: 'usd',
  image: {
    url: '/images/demo/media/shop/baseball-jersey-1101.svg',
    absoluteUrl: 'http://p.test/images/demo/media/shop/baseball-jersey-1101.svg',
    altText: 'Replica jersey',
  },
  link: 'https://shop.northfield-state.example/products/baseball-jersey-1101',
  discountType: 'percent',
  amount: 20,
  expiration: '2026-12-24T23:59:00',
  sport,
}

test('products: mapped with the sale, expiration read in the tenant zone, bad ones dropped', async () => {
  const { client, requests, logger } = setupMedia(() =>
    jsonResponse(
      page([
        wireProduct,
        { ...wireProduct, id: 2, expiration: 'soon' },
        { ...wireProduct, id: 3, link: '' },
        { ...wireProduct, id: 4, finalPrice: '9' },
        { ...wireProduct, id: 5, discountType: 'bogo', currency: null, expiration: null },
      ]),
    ),
  )
  const products = await client.getShopProducts({ sportId: 11, pageSize: 8 })
  expect(pathAndQuery(requests[0])).toBe(
    '/api/v2/Store/products?$pageIndex=0&$pageSize=8&sportId=11',
  )
  expect(products[0]).toEqual({
    id: 1101,
    title: 'Northfield State Baseball Replica Jersey',
    originalPrice: 89.99,
    finalPrice: 71.99,
    currency: 'USD',
    image: { url: '/images/demo/media/shop/baseball-jersey-1101.svg', alt: 'Replica jersey' },
    link: 'https://shop.northfield-state.example/products/baseball-jersey-1101',
    discount: { type: 'percent', amount: 20 },
    // 23:59 in Chicago.
    expiresAt: new Date('2026-12-25T05:59:00Z'),
    sport,
  })
  expect(products[1]).toMatchObject({ id: 5, discount: null, currency: 'USD', expiresAt: null })
  expect(products).toHaveLength(2)
  expect(logger.records).toHaveLength(3)
})

const wireLeaders = {
  sport: { id: 11, title: 'Baseball', globalSportNameSlug: 'baseball' },
  seasonTitle: '2026',
  year: 2026,
  categories: [
    {
      key: 'homeRuns',
      label: 'Home runs',
      group: 'hittingStats',
      stat: 'homeRuns',
      leaders: [
        { rosterPlayerId: 5, name: 'Ruiz, Ana', uniform: '7', value: '12' },
        { rosterPlayerId: 'x', name: 'Bad', value: '1' },
        { rosterPlayerId: 6, name: 'Lee, Pat', firstName: 'Patrick', lastName: 'Lee', value: '9' },
      ],
    },
    {
      key: 'era',
      label: 'Earned run average',
      leaders: [{ rosterPlayerId: 1, name: '', value: '' }],
    },
    'garbage',
  ],
}

test('leaders: categories with readable leaders only; names from "Last, First"', async () => {
  const { client, requests, logger } = setupMedia(() => jsonResponse(wireLeaders))
  expect(await client.getStatLeaders('baseball')).toEqual({
    seasonTitle: '2026',
    year: 2026,
    categories: [
      {
        key: 'homeRuns',
        label: 'Home runs',
        leaders: [
          { rosterPlayerId: 5, firstName: 'Ana', lastName: 'Ruiz', uniform: '7', value: '12' },
          { rosterPlayerId: 6, firstName: 'Patrick', lastName: 'Lee', uniform: null, value: '9' },
        ],
      },
    ],
  })
  expect(pathAndQuery(requests[0])).toBe('/api/v2/Stats/baseball/leaders')
  // The bad leader, the nameless one and the garbage category.
  expect(logger.records).toHaveLength(3)
  const none = setupMedia(() => jsonResponse({ ...wireLeaders, categories: ['garbage'] }))
  expect(await none.client.getStatLeaders('baseball')).toBeNull()
  expect(await setupMedia(() => emptyResponse(204)).client.getStatLeaders('baseball')).toBeNull()
})

test('playlists: clips read one by one, a playlist without clips left out', async () => {
  const { client, requests, logger } = setupMedia(() =>
    jsonResponse(
      page([
        {
          id: 1,
          title: 'Baseball highlights',
          description: '',
          sport,
          clips: [wireClip, { id: 5 }],
        },
        { id: 2, title: 'Empty', sport: null, clips: [{ title: 'no id' }] },
        { id: 'x' },
      ]),
    ),
  )
  const playlists = await client.getPlaylists({ sportId: 11, pageSize: 4 })
  expect(pathAndQuery(requests[0])).toBe(
    '/api/v2/Videos/playlists?$pageIndex=0&$pageSize=4&sportId=11',
  )
  expect(playlists).toEqual([
    {
      id: 1,
      title: 'Baseball highlights',
      description: null,
      sport,
      clips: [
        {
          id: '4201012',
          title: 'Highlights: Owls 3, Bluff City 1',
          description: 'Every run.',
          postedAt: new Date('2026-12-09T03:00:00Z'),
          durationSeconds: 184,
          videoUrl: '/watch?Archive=4201012',
          posterUrl: '/images/demo/stories/baseball-1.svg',
          sport: { id: 11, title: 'Baseball', shortName: 'baseball' },
          category: { id: 1, title: 'Highlights' },
          views: 120,
        },
      ],
    },
  ])
  expect(logger.records).toHaveLength(3)
})

test.each<[string, () => Response]>([
  ['a 500', () => emptyResponse(500)],
  ['garbage', () => jsonResponse({ items: 'none' })],
  ['not JSON', () => new Response('<html>oops</html>', { status: 200 })],
])('on %s each section is empty, logged once per cache period per query', async (_, answer) => {
  let time = 0
  const { client, requests, logger } = createTestClient(answer, {
    now: () => time,
    cache: { freshMs: 30_000 },
  })
  for (let view = 0; view < 4; view += 1) {
    expect(await client.getShopProducts({ sportId: 11, pageSize: 8 })).toEqual([])
    expect(await client.getStatLeaders('baseball')).toBeNull()
    expect(await client.getPlaylists({ sportId: 11, pageSize: 4 })).toEqual([])
  }
  expect(logger.records).toHaveLength(3)
  // Another sport's read is its own: asked and logged.
  expect(await client.getStatLeaders('softball')).toBeNull()
  expect(logger.records).toHaveLength(4)
  const asked = requests.length
  time += 30_001
  expect(await client.getShopProducts({ sportId: 11, pageSize: 8 })).toEqual([])
  expect(requests.length).toBeGreaterThan(asked)
  expect(logger.records).toHaveLength(5)
})
