import { IMAGE_SIZE_LADDER } from '@fieldhouse/domain/image-url'
import { afterEach, expect, test, vi } from 'vitest'

import { proxyImage, snapImageQuery } from './proxy-image'

const PROVIDER = 'http://provider.test:4000'
const LOGO = '%2Fimages%2Fdemo%2Flogos%2Flogo.svg'

// The provider, stubbed: records what it was asked for and answers `answer`.
function stubProvider(answer: () => Response | Promise<Response> = () => new Response('img')) {
  const asked: URL[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL) => {
      asked.push(new URL(input))
      return answer()
    }),
  )
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const proxy = (pathAndQuery: string) =>
  proxyImage(new Request(`http://site.test${pathAndQuery}`), PROVIDER)

test.each([
  ['a non-ladder width', `url=${LOGO}&width=300&type=webp`, `url=${LOGO}&width=320&type=webp`],
  ['a ladder width', `url=${LOGO}&width=320`, `url=${LOGO}&width=320`],
  ['a tiny width', `url=${LOGO}&width=1`, `url=${LOGO}&width=64`],
  ['a four-digit width', `url=${LOGO}&width=9999`, `url=${LOGO}&width=2560`],
  ['both sides', `url=${LOGO}&width=300&height=200`, `url=${LOGO}&width=320&height=256`],
  ['upper-case names', `url=${LOGO}&WIDTH=300&Height=90`, `url=${LOGO}&width=320&height=96`],
  ['a repeated width', `width=10&url=${LOGO}&Width=700`, `width=768&url=${LOGO}`],
  ['no size at all', `url=${LOGO}&type=png`, `url=${LOGO}&type=png`],
])('%s is snapped to the ladder before it is forwarded', async (_name, query, forwarded) => {
  const asked = stubProvider()
  const response = await proxy(`/images/resize?${query}`)
  expect(response.status).toBe(200)
  expect(asked).toHaveLength(1)
  expect(asked[0]?.origin).toBe(PROVIDER)
  expect(asked[0]?.pathname).toBe('/images/resize')
  expect(asked[0]?.search).toBe(`?${forwarded}`)
})

test('the provider is only ever asked for ladder sizes, whatever the width', async () => {
  const asked = stubProvider()
  for (let width = 1; width <= 3000; width += 7) {
    await proxy(`/images/crop?url=${LOGO}&width=${width}&height=${3001 - width}`)
  }
  const ladder = new Set<string>(IMAGE_SIZE_LADDER.map(String))
  const sizes = new Set(
    asked.flatMap((url) => [
      ...url.searchParams.getAll('width'),
      ...url.searchParams.getAll('height'),
    ]),
  )
  expect([...sizes].every((size) => ladder.has(size))).toBe(true)
  expect(sizes.size).toBeLessThanOrEqual(IMAGE_SIZE_LADDER.length)
})

test('a plain image path is forwarded as it is', async () => {
  const asked = stubProvider()
  await proxy('/images/demo/logos/logo.svg')
  expect(asked[0]?.href).toBe(`${PROVIDER}/images/demo/logos/logo.svg`)
})

test.each(['abc', '0', '-320', '320.5', '', '10000', '9'.repeat(100), '1e3'])(
  'width=%j is a 400 that never reaches the provider',
  async (width) => {
    const asked = stubProvider()
    const response = await proxy(`/images/resize?url=${LOGO}&width=${encodeURIComponent(width)}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(asked).toHaveLength(0)
  },
)

test('the image and its headers are passed on', async () => {
  stubProvider(
    () =>
      new Response('webp bytes', {
        headers: {
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000, immutable',
          'content-location': `/images/resize?url=${LOGO}&width=320&type=webp`,
          'set-cookie': 'x=1',
        },
      }),
  )
  const response = await proxy(`/images/resize?url=${LOGO}&width=300`)
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('webp bytes')
  expect(response.headers.get('content-type')).toBe('image/webp')
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(response.headers.get('content-location')).toContain('width=320')
  expect(response.headers.get('set-cookie')).toBeNull()
})

test('a busy provider is a 503 with its Retry-After, not cached', async () => {
  stubProvider(
    () =>
      new Response('{"error":{}}', {
        status: 503,
        headers: { 'retry-after': '7', 'cache-control': 'public, max-age=60' },
      }),
  )
  const response = await proxy(`/images/resize?url=${LOGO}&width=300`)
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('7')
  expect(response.headers.get('cache-control')).toBe('no-store')
})

test('a busy provider that does not say when to retry still gets a Retry-After', async () => {
  stubProvider(() => new Response(null, { status: 503 }))
  const response = await proxy(`/images/resize?url=${LOGO}&width=300`)
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
})

test.each([404, 400])('a provider %i is passed on', async (status) => {
  stubProvider(
    () => new Response('{}', { status, headers: { 'content-type': 'application/json' } }),
  )
  expect((await proxy(`/images/resize?url=${LOGO}&width=300`)).status).toBe(status)
})

test.each([
  ['a provider 500', () => new Response('boom', { status: 500 })],
  ['a provider 504', () => new Response('slow', { status: 504 })],
  ['a provider that cannot be reached', () => Promise.reject(new TypeError('fetch failed'))],
  [
    'a provider that times out',
    () => Promise.reject(new DOMException('timed out', 'TimeoutError')),
  ],
])('%s is a 502, never a 500, not cached', async (_name, answer) => {
  stubProvider(answer)
  const response = await proxy(`/images/resize?url=${LOGO}&width=300`)
  expect(response.status).toBe(502)
  expect(response.headers.get('cache-control')).toBe('no-store')
})

test('snapImageQuery keeps every other parameter as it came', () => {
  const query = new URLSearchParams('url=%2Fa.png&gravity=north&colorspace=bw&quality=80&type=jpeg')
  expect(snapImageQuery(query)?.toString()).toBe(query.toString())
})
