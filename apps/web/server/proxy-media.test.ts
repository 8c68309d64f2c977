import { afterEach, expect, test, vi } from 'vitest'

import { proxyMedia } from './proxy-media'

const PROVIDER = 'http://provider.test:4000'
const AUDIO = '/media/demo/podcasts/insider-episode-12.wav'

type Asked = { url: URL; init: RequestInit }

// The provider, stubbed: records what it was asked for and answers `answer`.
function stubProvider(answer: () => Response | Promise<Response> = () => new Response('bytes')) {
  const asked: Asked[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init: RequestInit) => {
      asked.push({ url: new URL(input), init })
      return answer()
    }),
  )
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const proxy = (target: string, init: RequestInit = {}) =>
  proxyMedia(new Request(`http://site.test${target}`, init), {
    target,
    providerUrl: PROVIDER,
    tenant: 'demo',
  })

test('a file is streamed from the provider with its headers', async () => {
  const asked = stubProvider(
    () =>
      new Response('RIFF....WAVE', {
        headers: {
          'content-type': 'audio/wav',
          'content-length': '12',
          'accept-ranges': 'bytes',
          'cache-control': 'public, max-age=3600',
          'content-disposition': 'inline; filename="insider-episode-12.wav"',
          etag: '"abc"',
          'last-modified': 'Sat, 12 Dec 2026 06:00:00 GMT',
          'set-cookie': 'x=1',
        },
      }),
  )
  const response = await proxy(`${AUDIO}?ignored=1`)
  expect(asked[0]?.url.href).toBe(`${PROVIDER}${AUDIO}`)
  expect(asked[0]?.init.method).toBe('GET')
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('RIFF....WAVE')
  expect(Object.fromEntries(response.headers)).toMatchObject({
    'content-type': 'audio/wav',
    'content-length': '12',
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=3600',
    etag: '"abc"',
    'last-modified': 'Sat, 12 Dec 2026 06:00:00 GMT',
  })
  expect(response.headers.get('set-cookie')).toBeNull()
})

test('Range and the validators are passed to the provider, and its 206 back', async () => {
  const asked = stubProvider(
    () =>
      new Response('RIFF', {
        status: 206,
        headers: { 'content-range': 'bytes 0-3/9000', 'content-length': '4' },
      }),
  )
  const response = await proxy(AUDIO, {
    headers: {
      range: 'bytes=0-3',
      'if-none-match': '"abc"',
      'if-modified-since': 'Sat, 12 Dec 2026 06:00:00 GMT',
      cookie: 'fh_session=secret',
    },
  })
  const sent = new Headers(asked[0]?.init.headers)
  expect(sent.get('range')).toBe('bytes=0-3')
  expect(sent.get('if-none-match')).toBe('"abc"')
  expect(sent.get('if-modified-since')).toBe('Sat, 12 Dec 2026 06:00:00 GMT')
  expect(sent.get('cookie')).toBeNull()
  expect(response.status).toBe(206)
  expect(response.headers.get('content-range')).toBe('bytes 0-3/9000')
  expect(await response.text()).toBe('RIFF')
})

test.each([304, 416])('a provider %i is passed on', async (status) => {
  stubProvider(() => new Response(null, { status, headers: { 'content-range': 'bytes */9000' } }))
  const response = await proxy(AUDIO, { headers: { range: 'bytes=99999-' } })
  expect(response.status).toBe(status)
  expect(response.headers.get('content-range')).toBe('bytes */9000')
})

test('a HEAD request asks the provider with HEAD and answers no body', async () => {
  const asked = stubProvider(
    () => new Response(null, { headers: { 'content-type': 'audio/wav', 'content-length': '9' } }),
  )
  const response = await proxy(AUDIO, { method: 'HEAD' })
  expect(asked[0]?.init.method).toBe('HEAD')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-length')).toBe('9')
})

test('the default caching is an hour when the provider says nothing', async () => {
  stubProvider(() => new Response('x'))
  expect((await proxy(AUDIO)).headers.get('cache-control')).toBe('public, max-age=3600')
})

test.each([
  ['a parent segment', '/media/demo/../demo/podcasts/a.wav'],
  ['an encoded parent segment', '/media/demo/%2e%2e/secret.wav'],
  ['an encoded slash', '/media/demo/podcasts%2F..%2Fsecret.wav'],
  ['an encoded character', '/media/demo/podcasts/a%20b.wav'],
  ['an empty segment', '/media/demo//podcasts/a.wav'],
  ['another tenant', '/media/other/podcasts/a.wav'],
  ['no file', '/media/demo'],
  ['a dot file', '/media/demo/.env'],
])('%s is a 404 that never reaches the provider', async (_name, target) => {
  const asked = stubProvider()
  const response = await proxy(target)
  expect(response.status).toBe(404)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  expect(asked).toHaveLength(0)
})

test.each(['POST', 'PUT', 'DELETE'])('%s is a 405 that never reaches the provider', async (m) => {
  const asked = stubProvider()
  const response = await proxy(AUDIO, { method: m, body: m === 'DELETE' ? null : 'x' })
  expect(response.status).toBe(405)
  expect(response.headers.get('allow')).toBe('GET, HEAD')
  expect(asked).toHaveLength(0)
})

test.each([404, 403])('a provider %i is a plain 404', async (status) => {
  stubProvider(() => new Response('{"error":{}}', { status }))
  const response = await proxy(AUDIO)
  expect(response.status).toBe(404)
  expect(await response.text()).toBe('Not found')
})

test.each([
  ['a provider 500', () => new Response('boom', { status: 500 })],
  ['a provider 502', () => new Response('bad', { status: 502 })],
  ['a provider 400', () => new Response('{}', { status: 400 })],
  ['a provider that cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
  ['a provider that times out', () => Promise.reject(new DOMException('aborted', 'AbortError'))],
])('%s is a plain 503 with Retry-After, never a 500, not cached', async (_name, answer) => {
  stubProvider(answer)
  const response = await proxy(AUDIO)
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.text()).toBe('Media file unavailable')
})

test("a busy provider's Retry-After is passed on", async () => {
  stubProvider(() => new Response(null, { status: 503, headers: { 'retry-after': '30' } }))
  expect((await proxy(AUDIO)).headers.get('retry-after')).toBe('30')
})
