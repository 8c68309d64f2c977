import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'

const splash = {
  id: 5,
  title: 'Welcome back',
  startDate: '2026-08-21T00:00:00.0000001Z',
}

const setup = createTestClient

test('a splash with only the required fields gets black on white defaults', async () => {
  const { client } = setup(async () => jsonResponse({ data: splash }))
  expect(await client.loadSplash({ sportId: 0 })).toEqual({
    status: 'ok',
    value: {
      id: 5,
      title: 'Welcome back',
      html: null,
      startDate: new Date('2026-08-21T00:00:00.000Z'),
      endDate: null,
      video: null,
      images: [],
      link: null,
      backgroundColor: 'black',
      foregroundColor: 'white',
    },
  })
})

test('a full splash keeps its colours, video and images (image or url)', async () => {
  const { client } = setup(async () =>
    jsonResponse({
      data: {
        ...splash,
        html: '<p>Hi</p>',
        endDate: '2026-09-01T00:00:00',
        video: { youTube: 'abc123' },
        picture: {
          images: [
            { image: '/images/wide.jpg', breakpoint: 1024, alt: 'Stadium' },
            { url: '/images/narrow.jpg', breakpoint: 'sm', alt: null },
            { image: null, url: null, breakpoint: 0 },
          ],
        },
        link: '/tickets',
        backgroundColor: '#002244',
        foregroundColor: '',
        futureField: true,
      },
    }),
  )
  const result = await client.loadSplash({ splashId: 5 })
  expect(result.status === 'ok' && result.value).toMatchObject({
    html: '<p>Hi</p>',
    // Wall-clock midnight in the tenant's zone (America/Chicago, CDT in September).
    endDate: new Date('2026-09-01T05:00:00.000Z'),
    video: { youTube: 'abc123' },
    images: [
      { url: '/images/wide.jpg', breakpoint: 1024, alt: 'Stadium' },
      { url: '/images/narrow.jpg', breakpoint: 'sm', alt: null },
    ],
    link: '/tickets',
    backgroundColor: '#002244',
    foregroundColor: 'white',
  })
})

test.each([
  ['status 204', () => emptyResponse(204), 'missing'],
  ['status 404', () => emptyResponse(404), 'missing'],
  ['status 500', () => emptyResponse(500), 'unavailable'],
  ['a body without data', () => jsonResponse({ splash }), 'unavailable'],
])('loadSplash answers %s with %s', async (_, response, status) => {
  const { client } = setup(async () => response())
  expect(await client.loadSplash({ sportId: 1 })).toEqual({ status })
})

test('the hidden splash carries the current time as cache buster t', async () => {
  let time = 100
  const { client, requests } = setup(() => jsonResponse({ data: splash }), { now: () => time })
  await client.getHiddenSplash({ sport: 'football' }, 'editor-token')
  time = 200
  const result = await client.getHiddenSplash({ sport: 'football' }, 'editor-token')
  expect(requests.map((r) => r.url.searchParams.get('t'))).toEqual(['100', '200'])
  expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
    'Bearer editor-token',
    'Bearer editor-token',
  ])
  expect(result.status).toBe('ok')
})

test('a hidden splash refused with a 401 is signed-out, and not logged', async () => {
  const { client, logger } = setup(() => jsonResponse({ message: 'Sign-in required' }, 401))
  expect(await client.getHiddenSplash({ splashId: 2 }, 'expired-token')).toEqual({
    status: 'signed-out',
  })
  expect(logger.records).toEqual([])
})

test.each([
  ['status 200', () => emptyResponse(200), 'ok'],
  ['status 204', () => emptyResponse(204), 'ok'],
  ['JSON { ok: true }', () => jsonResponse({ ok: true }), 'ok'],
  ['status 404', () => emptyResponse(404), 'unavailable'],
  ['status 503', () => emptyResponse(503), 'unavailable'],
])('a click answered %s is %s', async (_, response, status) => {
  const { client, requests } = setup(async () => response())
  expect(await client.trackSplashClick(5)).toEqual({ status })
  // Never retried: the provider may have recorded the click before the answer was lost.
  expect(requests).toHaveLength(1)
})
