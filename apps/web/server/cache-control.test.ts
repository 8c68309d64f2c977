import { expect, test } from 'vitest'

import { getPageCacheControl, setPageHeaders } from './cache-control'

const request = (method = 'GET', cookie?: string) =>
  new Request('http://site.test/', { method, headers: cookie ? { cookie } : {} })
const response = (status = 200, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers })

test.each([
  [
    'a public page',
    request(),
    response(),
    'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400',
  ],
  ['a 404', request(), response(404), 'no-store'],
  ['a redirect', request(), response(302), 'no-store'],
  ['a response that sets a cookie', request(), response(200, { 'set-cookie': 'a=1' }), 'no-store'],
  ['a POST', request('POST'), response(), 'no-store'],
  [
    'a visitor who dismissed an alert',
    request('GET', 'alerts_dismissed=abc'),
    response(),
    'private, no-cache',
  ],
  ['a route that decided itself', request(), response(200, { 'cache-control': 'no-store' }), null],
])('%s', (_name, req, res, expected) => {
  expect(getPageCacheControl(req, res, 60)).toBe(expected)
})

test('a 503 page is never stored and asks to be retried', () => {
  const unavailable = response(503)
  setPageHeaders(request(), unavailable, 60)
  expect(unavailable.headers.get('cache-control')).toBe('no-store')
  expect(Number(unavailable.headers.get('retry-after'))).toBeGreaterThan(0)
})

test('a page that answered gets no Retry-After', () => {
  const page = response(200)
  setPageHeaders(request(), page, 60)
  expect(page.headers.has('retry-after')).toBe(false)
})
