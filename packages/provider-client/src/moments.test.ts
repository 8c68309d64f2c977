import { expect, test } from 'vitest'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { page, setupMedia } from './media-fixtures'

const sport = { id: 10, title: 'Football', slug: 'football', shortName: 'football' }
const wireMoment = {
  id: 301,
  title: 'The goal-line stand',
  day: '2026-12-08',
  text: 'Four snaps, four stops.',
  image: {
    url: '/images/demo/stories/football-1.svg',
    absoluteUrl: 'http://p.test/images/demo/stories/football-1.svg',
    altText: 'Northfield State Football',
  },
  video: { title: 'After Bluff City', archive: 4201012 },
  sport,
}

test('loadMoments maps a page by sport; loadMoment answers one or missing', async () => {
  const { client, requests } = setupMedia((request) =>
    request.url.pathname === '/api/v2/Moments'
      ? jsonResponse(page([wireMoment, { ...wireMoment, id: 9, day: 'later' }]))
      : request.url.pathname.endsWith('/301')
        ? jsonResponse(wireMoment)
        : emptyResponse(204),
  )
  const moment = {
    id: 301,
    title: 'The goal-line stand',
    day: '2026-12-08',
    text: 'Four snaps, four stops.',
    image: { url: '/images/demo/stories/football-1.svg', alt: 'Northfield State Football' },
    video: { title: 'After Bluff City', archiveId: 4201012 },
    sport,
  }
  expect(await client.loadMoments({ sportId: 10, pageIndex: 0, pageSize: 10 })).toEqual({
    status: 'ok',
    value: { items: [moment], total: 2, page: 0, pages: 1 },
  })
  expect(requests[0]?.url.search).toBe('?$pageIndex=0&$pageSize=10&sportId=10')
  expect(await client.loadMoment(301)).toEqual({ status: 'ok', value: moment })
  expect(await client.loadMoment(2)).toEqual({ status: 'missing' })
})
