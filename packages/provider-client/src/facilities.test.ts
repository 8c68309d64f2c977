import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'

import { emptyResponse, jsonResponse } from './fake-fetch'

const facility = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Venue ${id}`,
  teaser: '',
  location: '1 Main St',
  url: `/facilities/venue-${id}/${id}`,
  description: '<p>History</p>',
  images: [
    { url: `/images/demo/${id}.svg`, alt: 'A venue' },
    { url: '', alt: 'nothing' },
  ],
  featuredImage: null,
  featured: false,
  sports: [
    { id: 10, title: 'Football', abbreviation: 'FB', shortTitle: null, shortName: 'football' },
  ],
  sportfileUrl: null,
  documentUrl: null,
  ...extra,
})

const setup = (handler: TestHandler) => createTestClient(handler, { cache: false })

test('a facility maps to the entity: address, history, images with an address, own-design facts', async () => {
  const { client } = setup(async () =>
    jsonResponse(facility(5, { capacity: 4200, yearOpened: 1962 })),
  )
  expect(await client.loadFacility(5)).toEqual({
    status: 'ok',
    value: {
      id: 5,
      title: 'Venue 5',
      teaser: null,
      address: '1 Main St',
      description: '<p>History</p>',
      images: [{ url: '/images/demo/5.svg', alt: 'A venue' }],
      featuredImage: null,
      featured: false,
      sports: [{ id: 10, title: 'Football', shortName: 'football' }],
      capacity: 4200,
      yearOpened: 1962,
      surface: null,
    },
  })
})

test.each([
  ['204', () => emptyResponse(204), 'missing'],
  ['404', () => emptyResponse(404), 'missing'],
  ['500', () => emptyResponse(500), 'unavailable'],
  ['a body that does not parse', () => jsonResponse({ id: 'five' }), 'unavailable'],
  ['a network error', () => Promise.reject(new TypeError('fetch failed')), 'unavailable'],
])('a facility answered with %s is %s', async (_name, answer, status) => {
  const { client } = setup(async () => answer())
  expect((await client.loadFacility(5)).status).toBe(status)
})

test('the list loads every page and keeps the provider order', async () => {
  const { client, requests } = setup(async ({ url }) => {
    const page = Number(url.searchParams.get('$pageIndex'))
    const items = page === 0 ? [facility(1), facility(2)] : [facility(3)]
    return jsonResponse({ items, total: 3, page, pages: 2 })
  })
  const result = await client.loadFacilities()
  expect(result.status === 'ok' && result.value.map((item) => item.id)).toEqual([1, 2, 3])
  expect(requests.map((request) => request.url.search)).toEqual([
    '?$pageIndex=0&$pageSize=100',
    '?$pageIndex=1&$pageSize=100',
  ])
})

test('one failed page makes the whole list unavailable; no content is an empty list', async () => {
  const failing = setup(async ({ url }) =>
    url.searchParams.get('$pageIndex') === '0'
      ? jsonResponse({ items: [facility(1)], total: 2, page: 0, pages: 2 })
      : emptyResponse(503),
  )
  expect((await failing.client.loadFacilities()).status).toBe('unavailable')
  const empty = setup(async () => emptyResponse(204))
  expect(await empty.client.loadFacilities()).toEqual({ status: 'ok', value: [] })
})
