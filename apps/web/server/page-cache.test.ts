import { gunzipSync, brotliDecompressSync } from 'node:zlib'

import { expect, test } from 'vitest'

import { createPageCache, type Render } from './page-cache'

const PUBLIC = 'public, max-age=0, s-maxage=60'

function setup(cacheControl = PUBLIC, status = 200) {
  let clock = 0
  let renders = 0
  const cache = createPageCache({
    freshMs: 60_000,
    staleWhileRevalidateMs: 300_000,
    bypassCookies: ['alerts_dismissed'],
    now: () => clock,
  })
  const render: Render = async () => {
    renders += 1
    return new Response(`<html>render ${renders}</html>`, {
      status,
      headers: { 'content-type': 'text/html', 'cache-control': cacheControl },
    })
  }
  return {
    cache,
    render,
    renders: () => renders,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, { headers })

test('a public page is rendered once and then served from the cache', async () => {
  const { cache, render, renders } = setup()
  const first = await cache.handle(get('/'), render)
  const second = await cache.handle(get('/'), render)
  expect(first.headers.get('x-page-cache')).toBe('MISS')
  expect(second.headers.get('x-page-cache')).toBe('HIT')
  expect(await second.text()).toBe('<html>render 1</html>')
  expect(renders()).toBe(1)
})

test('the query string is part of the key', async () => {
  const { cache, render, renders } = setup()
  await cache.handle(get('/search?q=a'), render)
  await cache.handle(get('/search?q=b'), render)
  expect(renders()).toBe(2)
})

test.each([
  ['br', 'br', (body: Buffer) => brotliDecompressSync(body).toString()],
  ['gzip, deflate', 'gzip', (body: Buffer) => gunzipSync(body).toString()],
  ['identity', null, (body: Buffer) => body.toString()],
])('Accept-Encoding %s is answered with %s', async (accept, encoding, decode) => {
  const { cache, render } = setup()
  await cache.handle(get('/'), render)
  const response = await cache.handle(get('/', { 'accept-encoding': accept }), render)
  expect(response.headers.get('content-encoding')).toBe(encoding)
  expect(decode(Buffer.from(await response.arrayBuffer()))).toBe('<html>render 1</html>')
})

test('a matching If-None-Match gets a 304 with no body', async () => {
  const { cache, render } = setup()
  const first = await cache.handle(get('/'), render)
  const etag = first.headers.get('etag') ?? ''
  expect(etag).toMatch(/^".+"$/)
  const second = await cache.handle(get('/', { 'if-none-match': etag }), render)
  expect(second.status).toBe(304)
  expect(await second.text()).toBe('')
})

test('a stale page is served while one background render replaces it', async () => {
  const { cache, render, renders, advance } = setup()
  await cache.handle(get('/'), render)
  advance(61_000)
  const stale = await cache.handle(get('/'), render)
  expect(stale.headers.get('x-page-cache')).toBe('STALE')
  expect(await stale.text()).toBe('<html>render 1</html>')
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(renders()).toBe(2)
  expect(await (await cache.handle(get('/'), render)).text()).toBe('<html>render 2</html>')
})

test('past the stale window the page is rendered again before answering', async () => {
  const { cache, render, renders, advance } = setup()
  await cache.handle(get('/'), render)
  advance(400_000)
  expect(await (await cache.handle(get('/'), render)).text()).toBe('<html>render 2</html>')
  expect(renders()).toBe(2)
})

test.each([
  ['a private response', 'private, no-cache', 200],
  ['a no-store response', 'no-store', 200],
  ['a 404', PUBLIC, 404],
])('%s is never stored', async (_name, cacheControl, status) => {
  const { cache, render, renders } = setup(cacheControl, status)
  await cache.handle(get('/'), render)
  await cache.handle(get('/'), render)
  expect(renders()).toBe(2)
  expect(cache.size).toBe(0)
})

test('a visitor with a markup-changing cookie bypasses the cache both ways', async () => {
  const { cache, render, renders } = setup()
  await cache.handle(get('/', { cookie: 'alerts_dismissed=abc' }), render)
  expect(cache.size).toBe(0)
  await cache.handle(get('/'), render)
  const withCookie = await cache.handle(get('/', { cookie: 'x=1; alerts_dismissed=abc' }), render)
  expect(withCookie.headers.get('x-page-cache')).toBeNull()
  expect(renders()).toBe(3)
})

test('POST requests are never cached', async () => {
  const { cache, render, renders } = setup()
  await cache.handle(new Request('http://site.test/', { method: 'POST' }), render)
  await cache.handle(new Request('http://site.test/', { method: 'POST' }), render)
  expect(renders()).toBe(2)
})

test('a HEAD request on a cold cache stores nothing; one on a warm cache gets headers only', async () => {
  const { cache, render, renders } = setup()
  await cache.handle(new Request('http://site.test/', { method: 'HEAD' }), render)
  expect(cache.size).toBe(0)
  await cache.handle(get('/'), render)
  const head = await cache.handle(new Request('http://site.test/', { method: 'HEAD' }), render)
  expect(head.headers.get('x-page-cache')).toBe('HIT')
  expect(await head.text()).toBe('')
  expect(renders()).toBe(2)
})
