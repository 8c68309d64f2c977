import { gunzipSync } from 'node:zlib'

import { Hono } from 'hono'
import { expect, test } from 'vitest'

import { compressResponses } from './compress'

const BIG = 'fieldhouse '.repeat(500)

function app() {
  const hono = new Hono()
  hono.use(compressResponses())
  hono.get('/page', (c) => c.html(BIG))
  hono.get('/small', (c) => c.text('short'))
  hono.get('/encoded', (c) => c.body(BIG, 200, { 'content-encoding': 'br' }))
  hono.get('/image', (c) => c.body(new Uint8Array(5000), 200, { 'content-type': 'image/webp' }))
  hono.get('/sized', (c) => {
    c.header('content-length', String(BIG.length))
    return c.text(BIG)
  })
  return hono
}

const get = (path: string, encoding = 'gzip, br') =>
  app().request(path, { headers: { 'accept-encoding': encoding } })

test('a large text answer is gzipped whole, with its own length', async () => {
  const response = await get('/page')
  expect(response.headers.get('content-encoding')).toBe('gzip')
  expect(response.headers.get('vary')).toContain('Accept-Encoding')
  const body = Buffer.from(await response.arrayBuffer())
  expect(gunzipSync(body).toString()).toBe(BIG)
})

test('a length set before compression is replaced by the compressed one', async () => {
  const response = await get('/sized')
  const body = Buffer.from(await response.arrayBuffer())
  expect(response.headers.get('content-length')).toBe(String(body.length))
  expect(gunzipSync(body).toString()).toBe(BIG)
})

test.each([
  ['a small answer', '/small', 'gzip'],
  ['an image', '/image', 'gzip'],
  ['a client without gzip', '/page', 'identity'],
])('%s is sent as it is', async (_name, path, encoding) => {
  const response = await get(path, encoding)
  expect(response.headers.get('content-encoding')).toBeNull()
})

test('a body that comes encoded (a build-made copy) passes through untouched', async () => {
  const response = await get('/encoded')
  expect(response.headers.get('content-encoding')).toBe('br')
  expect(await response.text()).toBe(BIG)
})
