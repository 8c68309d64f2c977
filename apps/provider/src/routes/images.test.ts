import sharp from 'sharp'
import { afterAll, expect, test } from 'vitest'
import { makeTestApp } from '../test-support/make-test-app'

const provider = makeTestApp()
afterAll(() => provider.close())

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
  const resized = await image(`/images/resize?url=${action}&width=400&height=400&type=png`)
  expect(await sharp(resized.body).metadata()).toMatchObject({
    format: 'png',
    width: 400,
    height: 225,
  })
  const cropped = await image(
    `/images/crop?url=${action}&width=400&height=400&gravity=faces&type=jpeg`,
  )
  expect(cropped.response.headers.get('content-type')).toBe('image/jpeg')
  expect(await sharp(cropped.body).metadata()).toMatchObject({
    format: 'jpeg',
    width: 400,
    height: 400,
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
  ['width too large', `/images/resize?url=${LOGO}&width=3001`],
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
