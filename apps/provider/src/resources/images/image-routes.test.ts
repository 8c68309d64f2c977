import { Hono } from 'hono'
import sharp from 'sharp'
import { expect, test, vi } from 'vitest'
import type { AppEnv } from '../../app-env'
import { handleError } from '../../errors'
import { createTransformCache } from '../../images/transform-cache'
import { transformImage, type TransformOptions } from '../../images/transform-image'
import { createTransformLimiter } from '../../images/transform-limiter'
import { TRANSFORM_SIZES } from '../../images/transform-sizes'
import { createLogger } from '../../logger'
import { openTestApp } from '../../test-support/make-test-app'
import { createImageRoutes, type ImageRouteOptions } from './image-routes'

const provider = openTestApp()

const LOGO = '/images/demo/logos/logo.svg'

async function image(path: string) {
  const response = await provider.get(path, { tenant: null })
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

test('a seeded image is served without a tenant header', async () => {
  const { response, body } = await image(LOGO)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/svg+xml')
  expect(body.toString('utf8')).toContain('<svg')
})

test('resize returns webp at the asked width, cached for a year', async () => {
  const { response, body } = await image(`/images/resize?url=${encodeURIComponent(LOGO)}&width=320`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 })
})

test('resize keeps the aspect ratio inside the box; crop fills it exactly', async () => {
  const action = '/images/demo/sports/football.svg'
  const resized = await image(`/images/resize?url=${action}&width=384&height=384&type=png`)
  expect(await sharp(resized.body).metadata()).toMatchObject({
    format: 'png',
    width: 384,
    height: 216,
  })
  const cropped = await image(
    `/images/crop?url=${action}&width=384&height=384&gravity=faces&type=jpeg`,
  )
  expect(cropped.response.headers.get('content-type')).toBe('image/jpeg')
  expect(await sharp(cropped.body).metadata()).toMatchObject({
    format: 'jpeg',
    width: 384,
    height: 384,
  })
})

test('colorspace bw turns the image grey', async () => {
  const colour = await image(`/images/convert?url=${LOGO}&type=png`)
  const grey = await image(`/images/convert?url=${LOGO}&colorspace=bw`)
  expect(grey.response.headers.get('content-type')).toBe('image/webp')
  // Mean of the red, green and blue channels: equal only in a grey image.
  const rgbMeans = async (body: Buffer) =>
    (await sharp(body).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean))
  expect(new Set(await rgbMeans(colour.body)).size).toBeGreaterThan(1)
  expect(new Set(await rgbMeans(grey.body)).size).toBe(1)
})

test.each([
  ['crop without height', `/images/crop?url=${LOGO}&width=100`],
  ['absolute url', '/images/resize?url=https://example.com/images/demo/logos/logo.svg&width=10'],
  ['url outside /images', '/images/resize?url=/etc/passwd&width=10'],
  ['path traversal', '/images/resize?url=/images/demo/../lakeside/logos/logo.svg&width=10'],
  ['missing url', '/images/resize?width=10'],
  ['width of five digits', `/images/resize?url=${LOGO}&width=10000`],
  ['width of a hundred digits', `/images/resize?url=${LOGO}&width=${'9'.repeat(100)}`],
  ['width zero', `/images/resize?url=${LOGO}&width=0`],
  ['width negative', `/images/resize?url=${LOGO}&width=-320`],
  ['width fractional', `/images/resize?url=${LOGO}&width=320.5`],
  ['height empty', `/images/resize?url=${LOGO}&height=`],
  ['width not a number', `/images/resize?url=${LOGO}&width=abc`],
  ['unknown gravity', `/images/crop?url=${LOGO}&width=10&height=10&gravity=middle`],
  ['unknown type', `/images/resize?url=${LOGO}&width=10&type=gif`],
  ['unknown colorspace', `/images/resize?url=${LOGO}&width=10&colorspace=cmyk`],
])('%s is a 400', async (_name, path) => {
  const { response } = await image(path)
  expect(response.status).toBe(400)
  expect(response.headers.get('content-type')).toContain('application/json')
})

test.each([
  '/images/resize?url=/images/demo/logos/missing.svg&width=10',
  '/images/demo/logos/missing.svg',
  '/images/nobody/logos/logo.svg',
])('%s is a 404', async (path) => {
  expect((await image(path)).response.status).toBe(404)
})

// --- The size ladder: any width or height is answered at the next ladder step. ---

test.each([
  ['a width between steps', 'width=300', 320, 320],
  ['a width below the first step', 'width=1', 64, 64],
  ['a width above the last step', 'width=3001', 2560, 2560],
  ['a four-digit width past the ladder', 'width=9999', 2560, 2560],
  ['a width with a leading zero', 'width=0100', 128, 128],
  ['a height between steps', 'height=100', 128, 128],
  ['a box with both sides between steps', 'width=200&height=90', 96, 96],
])('%s answers the ladder size and says so', async (_name, size, width, height) => {
  const { response, body } = await image(`/images/resize?url=${LOGO}&${size}`)
  expect(response.status).toBe(200)
  expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width, height })
  const named = new URL(response.headers.get('content-location') ?? '', 'http://x')
  expect(named.pathname).toBe('/images/resize')
  const sides = Object.fromEntries(named.searchParams)
  for (const side of ['width', 'height'] as const) {
    if (sides[side] !== undefined) expect(TRANSFORM_SIZES).toContain(Number(sides[side]))
  }
})

test('a non-ladder crop is cut at the ladder size on both sides', async () => {
  const football = '/images/demo/sports/football.svg'
  const { response, body } = await image(
    `/images/crop?url=${football}&width=300&height=200&gravity=faces&type=png`,
  )
  expect(await sharp(body).metadata()).toMatchObject({ width: 320, height: 256 })
  expect(response.headers.get('content-location')).toBe(
    `/images/crop?url=${encodeURIComponent(football)}&width=320&height=256&gravity=attention&type=png`,
  )
})

// --- Routes with an injected cache, limiter and transform, mounted as createApp mounts them. ---

const silent = createLogger('silent')

function imageApp(options: ImageRouteOptions) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('db', provider.db)
    c.set('logger', silent)
    c.set('requestId', 'test')
    await next()
  })
  app.onError(handleError)
  app.route('/', createImageRoutes(options))
  return app
}

// A transform that waits until the test lets it go, counting how many are running.
function heldTransforms() {
  const held: (() => void)[] = []
  const state = { running: 0, most: 0, calls: [] as TransformOptions[] }
  const transform = async (input: Buffer, options: TransformOptions) => {
    state.calls.push(options)
    state.running += 1
    state.most = Math.max(state.most, state.running)
    await new Promise<void>((resolve) => held.push(resolve))
    try {
      return await transformImage(input, options)
    } finally {
      state.running -= 1
    }
  }
  return { held, state, transform }
}

test('sizes that snap to the same step share one transform and one cache entry', async () => {
  const { held, state, transform } = heldTransforms()
  const cache = createTransformCache(1024 * 1024)
  const app = imageApp({ cache, transform })
  const pending = ['250', '256', '0200', '193'].map((width) =>
    app.request(`/images/resize?url=${LOGO}&width=${width}&gravity=north&quality=80&type=png`),
  )
  await vi.waitFor(() => expect(held).toHaveLength(1))
  held.shift()?.()
  const responses = await Promise.all(pending)
  expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200])
  expect(state.calls).toHaveLength(1)
  expect(state.calls[0]).toMatchObject({ width: 256, height: undefined, quality: undefined })
  expect(cache.size).toBe(1)
})

test('qualities snap up to a multiple of ten and share one transform', async () => {
  const { held, state, transform } = heldTransforms()
  const app = imageApp({ cache: createTransformCache(1024 * 1024), transform })
  const pending = ['71', '75', '80'].map((quality) =>
    app.request(`/images/resize?url=${LOGO}&width=256&quality=${quality}&type=jpeg`),
  )
  await vi.waitFor(() => expect(held).toHaveLength(1))
  held.shift()?.()
  expect((await Promise.all(pending)).map((r) => r.status)).toEqual([200, 200, 200])
  expect(state.calls).toHaveLength(1)
  expect(state.calls[0]).toMatchObject({ quality: 80 })
})

test('many cold transforms: never more than two run at once, the rest wait their turn', async () => {
  const { held, state, transform } = heldTransforms()
  const limiter = createTransformLimiter({ concurrency: 2, maxWaiting: 32, maxWaitMs: 60_000 })
  const app = imageApp({ cache: createTransformCache(16 * 1024 * 1024), limiter, transform })
  const widths = TRANSFORM_SIZES.slice(0, 10)
  const pending = widths.map((width) => app.request(`/images/resize?url=${LOGO}&width=${width}`))
  await vi.waitFor(() => expect(limiter.waiting).toBe(8))
  expect(state.running).toBe(2)
  expect(limiter.active).toBe(2)
  for (let released = 0; released < widths.length; released += 1) {
    await vi.waitFor(() => expect(held.length).toBeGreaterThan(0))
    expect(state.running).toBeLessThanOrEqual(2)
    held.shift()?.()
  }
  const responses = await Promise.all(pending)
  expect(responses.map((r) => r.status)).toEqual(widths.map(() => 200))
  for (const [i, response] of responses.entries()) {
    const body = Buffer.from(await response.arrayBuffer())
    expect((await sharp(body).metadata()).width).toBe(widths[i])
  }
  expect(state.most).toBe(2)
  expect(state.calls).toHaveLength(widths.length)
})

test('past the waiting room a transform is a 503 with Retry-After that nothing caches', async () => {
  const { held, transform } = heldTransforms()
  const limiter = createTransformLimiter({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 })
  const app = imageApp({ limiter, transform })
  const running = app.request(`/images/resize?url=${LOGO}&width=64`)
  await vi.waitFor(() => expect(held).toHaveLength(1))
  const waiting = app.request(`/images/resize?url=${LOGO}&width=96`)
  await vi.waitFor(() => expect(limiter.waiting).toBe(1))
  const refused = await app.request(`/images/resize?url=${LOGO}&width=128`)
  expect(refused.status).toBe(503)
  expect(refused.headers.get('retry-after')).toBe('5')
  expect(refused.headers.get('cache-control')).toBe('no-store')
  expect(await refused.json()).toMatchObject({ error: { status: 503 } })
  // A cache hit or a transform already in flight never needs a turn.
  const sharing = app.request(`/images/resize?url=${LOGO}&width=64`)
  held.shift()?.()
  expect((await running).status).toBe(200)
  expect((await sharing).status).toBe(200)
  expect((await app.request(`/images/resize?url=${LOGO}&width=64`)).status).toBe(200)
  await vi.waitFor(() => expect(held).toHaveLength(1))
  held.shift()?.()
  expect((await waiting).status).toBe(200)
  // Refused once, made the next time there is room.
  const retried = app.request(`/images/resize?url=${LOGO}&width=128`)
  await vi.waitFor(() => expect(held).toHaveLength(1))
  held.shift()?.()
  expect((await retried).status).toBe(200)
})

test('an unknown image is a 404 without waiting for a turn', async () => {
  const { held, transform } = heldTransforms()
  const limiter = createTransformLimiter({ concurrency: 1, maxWaiting: 0, maxWaitMs: 60_000 })
  const app = imageApp({ limiter, transform })
  const running = app.request(`/images/resize?url=${LOGO}&width=64`)
  await vi.waitFor(() => expect(held).toHaveLength(1))
  const missing = await app.request('/images/resize?url=/images/demo/logos/missing.svg&width=64')
  expect(missing.status).toBe(404)
  held.shift()?.()
  expect((await running).status).toBe(200)
})
