import { expect, test } from 'vitest'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { page, setupMedia } from './media-fixtures'
import { pathAndQuery } from './test-client'

// As the reference provider sends an item (resources/videos/all-access-resources.ts).
const wireVideo = {
  id: '15104',
  title: 'Coach’s corner: the week ahead',
  description: 'The head coach on the last match.',
  date: '2026-12-01T11:00:00',
  duration: 38.4,
  videoUrl: '/media/demo/videos/volleyball-coach-interview.webm',
  posterUrl: '/media/demo/videos/volleyball-coach-interview.jpg',
  appExclusive: false,
  views: 1200,
  favorites: 48,
  format: 'video',
  sport: { id: 17, title: "Women's Volleyball", abbrev: 'WVB', shortName: 'wvball' },
  category: { id: 12, title: 'Interviews' },
  captionFile: 'http://p.test/media/demo/videos/volleyball-coach-interview.captions.vtt',
  descriptionFile: 'http://p.test/media/demo/videos/volleyball-coach-interview.descriptions.vtt',
  free: true,
  authorized: true,
  authOnlyRequired: false,
  premium: false,
  blackedOut: false,
  blackedOutMessage: null,
}

const video = {
  id: '15104',
  title: 'Coach’s corner: the week ahead',
  description: 'The head coach on the last match.',
  postedAt: new Date('2026-12-01T17:00:00Z'),
  durationSeconds: 38,
  videoUrl: '/media/demo/videos/volleyball-coach-interview.webm',
  posterUrl: '/media/demo/videos/volleyball-coach-interview.jpg',
  sport: { id: 17, title: "Women's Volleyball", shortName: 'wvball' },
  category: { id: 12, title: 'Interviews' },
  views: 1200,
  format: 'video',
  appExclusive: false,
  favorites: 48,
  // The provider's own files come back site-relative, for the website's /media proxy.
  captionsUrl: '/media/demo/videos/volleyball-coach-interview.captions.vtt',
  descriptionsUrl: '/media/demo/videos/volleyball-coach-interview.descriptions.vtt',
  access: {
    free: true,
    authorized: true,
    authOnlyRequired: false,
    premium: false,
    blackedOut: false,
    blackedOutMessage: null,
  },
}

test('loadAllAccessVideos maps the items and sends SPEC 7’s query (sportId 0 left out)', async () => {
  const { client, requests } = setupMedia(() => jsonResponse(page([wireVideo])))
  const result = await client.loadAllAccessVideos({
    pageIndex: 1,
    pageSize: 4,
    sportId: 0,
    categoryId: 12,
    includeAudio: true,
    onlyHasCaptions: true,
    pinnedMediaId: '15101',
    orderBy: 'mostViewed',
  })
  expect(result).toEqual({
    status: 'ok',
    value: { items: [video], total: 1, page: 0, pages: 1 },
  })
  expect(pathAndQuery(requests[0])).toBe(
    '/api/v2/Videos/all-access?$pageIndex=1&$pageSize=4&categoryId=12&includeAudio=true&onlyHasCaptions=true&orderBy=mostViewed&pinnedMediaId=15101',
  )
  await client.loadAllAccessVideos({ pageIndex: 0, pageSize: 10, sportId: 17, pinnedMediaId: 'x' })
  expect(pathAndQuery(requests[1])).toBe(
    '/api/v2/Videos/all-access?$pageIndex=0&$pageSize=10&sportId=17',
  )
})

test('a blacked-out item keeps its poster and message and has no files', async () => {
  const blackedOut = {
    ...wireVideo,
    videoUrl: '',
    captionFile: null,
    descriptionFile: null,
    blackedOut: true,
    blackedOutMessage: ' Not available in your area. ',
  }
  const { client } = setupMedia(() => jsonResponse(page([blackedOut])))
  const result = await client.loadAllAccessVideos({ pageIndex: 0, pageSize: 10 })
  const [item] = result.status === 'ok' ? result.value.items : []
  expect(item).toMatchObject({
    videoUrl: null,
    captionsUrl: null,
    descriptionsUrl: null,
    posterUrl: video.posterUrl,
    access: { blackedOut: true, blackedOutMessage: 'Not available in your area.' },
  })
})

test('an evidenced item (no flags, no descriptionFile, captionFile not text) is free to play', async () => {
  const {
    free,
    authorized,
    authOnlyRequired,
    premium,
    blackedOut,
    blackedOutMessage,
    descriptionFile,
    ...evidenced
  } = wireVideo
  const odd = { ...evidenced, videoUrl: '/watch?Archive=14901', captionFile: { url: 1 } }
  const { client } = setupMedia(() => jsonResponse(page([odd])))
  const result = await client.loadAllAccessVideos({ pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items[0]).toMatchObject({
    videoUrl: '/watch?Archive=14901',
    captionsUrl: null,
    descriptionsUrl: null,
    access: { free: true, authorized: true, blackedOut: false },
  })
})

test('an item without an id is dropped and logged; the rest of the page stays', async () => {
  const { client, logger } = setupMedia(() =>
    jsonResponse(page([{ ...wireVideo, id: ' ' }, wireVideo])),
  )
  const result = await client.loadAllAccessVideos({ pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items.map((item) => item.id)).toEqual(['15104'])
  expect(logger.records.length).toBeGreaterThan(0)
})

test('loadAllAccessVideo: an item by id; unknown is missing; a malformed id asks nothing', async () => {
  const { client, requests } = setupMedia((request) =>
    request.url.pathname.endsWith('/15104') ? jsonResponse(wireVideo) : emptyResponse(204),
  )
  expect(await client.loadAllAccessVideo(' 15104 ')).toEqual({ status: 'ok', value: video })
  expect(await client.loadAllAccessVideo('15999')).toEqual({ status: 'missing' })
  expect(await client.loadAllAccessVideo('../Sports')).toEqual({ status: 'missing' })
  expect(await client.loadAllAccessVideo('1e3')).toEqual({ status: 'missing' })
  expect(requests.map((request) => request.url.pathname)).toEqual([
    '/api/v2/Videos/all-access/15104',
    '/api/v2/Videos/all-access/15999',
  ])
})

test('a failing or garbage list is unavailable; categories fall back to none', async () => {
  const { client } = setupMedia((request) =>
    request.url.pathname.includes('categories')
      ? jsonResponse({ not: 'a list' })
      : emptyResponse(500),
  )
  expect(await client.loadAllAccessVideos({ pageIndex: 0, pageSize: 10 })).toEqual({
    status: 'unavailable',
  })
  expect(await client.getAllAccessCategories('video')).toEqual([])
  const ok = setupMedia(() => jsonResponse([{ id: 11, title: 'Highlights' }]))
  expect(await ok.client.getAllAccessCategories('audio')).toEqual([{ id: 11, title: 'Highlights' }])
  expect(ok.requests[0]?.url.pathname).toBe('/api/v2/Videos/all-access/categories/audio')
})
