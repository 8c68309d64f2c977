import { afterEach, expect, test, vi } from 'vitest'

import { matchEndpoint } from '~/paths/endpoint-match'
import { endpointHref } from '~/paths/endpoints'
import { provider } from '~/utils/provider.server'

import { answerEndpoint } from './index.server'

afterEach(() => {
  vi.restoreAllMocks()
})

const ask = (path: string, init?: RequestInit) =>
  answerEndpoint(new Request(`http://site.test${path}`, init))

// Matched as React Router matches its routes: any case, a trailing slash, decoded segments.
test.each([
  ['/robots.txt', '/robots.txt', {}],
  ['/Robots.TXT', '/robots.txt', {}],
  ['/sitemap.xml/', '/sitemap.xml', {}],
  ['/sports/football/schedule.ics', '/sports/:slug/schedule.ics', { slug: 'football' }],
  ['/sports/football/historicalroster', '/sports/:slug/historicalroster', { slug: 'football' }],
  [
    '/tracking/tags/12/head/script-1.js',
    '/tracking/tags/:tagId/:spot/:file',
    { tagId: '12', spot: 'head', file: 'script-1.js' },
  ],
  ['/sitemaps/stories%20one.xml', '/sitemaps/:file', { file: 'stories one.xml' }],
  // An encoded slash stays inside its segment, then is a slash in the value (as the router).
  ['/sitemaps/a%2Fb.xml', '/sitemaps/:file', { file: 'a/b.xml' }],
])('%s is the endpoint %s', (pathname, path, params) => {
  expect(matchEndpoint(pathname)).toEqual({ path, params })
})

test.each([
  '/',
  '/sports/football',
  '/sports/football/schedule',
  '/sports/football/schedule.ics/extra',
  '/robots.txt.bak',
  '/tracking/tags/12/head',
  '/news/2026/1/2/story',
  // React Router's data requests, though the pattern's last parameter would take them.
  '/sitemaps/sports.xml.data',
  '/otd.data',
])('%s is no endpoint', async (pathname) => {
  expect(matchEndpoint(pathname)).toBeNull()
  expect(await ask(pathname)).toBeNull()
})

test('a loader answers GET, and HEAD without the body', async () => {
  const get = await ask('/otd?month=3')
  expect(get?.status).toBe(301)
  expect(get?.headers.get('Location')).toBe('/on-this-day?month=3')

  const head = await ask('/go?to=/sports/football', { method: 'HEAD' })
  expect(head?.status).toBe(302)
  expect(head?.headers.get('Location')).toBe('/sports/football')
  expect(head?.body).toBeNull()
})

test.each([
  ['/historicalroster', '/historical-roster'],
  ['/historicalroster/?season=2019', '/historical-roster?season=2019'],
  ['/sports/football/historicalroster//', '/sports/football/historical-roster'],
])('%s moves permanently to %s, never to itself', async (path, location) => {
  const answer = await ask(path)
  expect(answer?.status).toBe(301)
  expect(answer?.headers.get('Location')).toBe(location)
})

test('a method without a handler is a 405 naming the ones there are', async () => {
  const put = await ask('/robots.txt', { method: 'PUT' })
  expect(put?.status).toBe(405)
  expect(put?.headers.get('Allow')).toBe('GET, HEAD')
  expect(put?.headers.get('Cache-Control')).toBe('no-store')

  const get = await ask('/splash/click/5')
  expect(get?.status).toBe(405)
  expect(get?.headers.get('Allow')).toBe('POST')
})

test('a thrown 404 without data is a short plain-text 404', async () => {
  const answer = await ask('/game-center/not-a-number/calendar.ics')
  expect(answer?.status).toBe(404)
  expect(answer?.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
  expect(await answer?.text()).toBe('Not found.')
})

test('data() with a body is JSON with its status and headers', async () => {
  const call = vi.spyOn(provider, 'countImpressions').mockResolvedValue({ status: 'unavailable' })
  const answer = await ask('/promotions/impressions', {
    method: 'POST',
    body: new URLSearchParams({ adIds: '3,4' }),
  })
  expect(call).toHaveBeenCalled()
  expect(answer?.status).toBe(502)
  expect(answer?.headers.get('Cache-Control')).toBe('no-store')
  expect(await answer?.json()).toEqual({ ok: false })
})

test('an error that is not an answer goes on to the server', async () => {
  vi.spyOn(provider, 'getSeo').mockRejectedValue(new Error('boom'))
  await expect(ask('/robots.txt')).rejects.toThrow('boom')
})

test('endpointHref fills in the parameters', () => {
  expect(endpointHref('/calendar.ics')).toBe('/calendar.ics')
  expect(endpointHref('/sports/:slug/schedule.ics', { slug: 'football' })).toBe(
    '/sports/football/schedule.ics',
  )
  expect(endpointHref('/sitemaps/:file', { file: 'stories-2.xml' })).toBe('/sitemaps/stories-2.xml')
})
