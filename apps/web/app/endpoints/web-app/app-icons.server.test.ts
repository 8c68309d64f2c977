import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { APP_ICON_FILES } from '~/paths/app-manifest'

import { createAppIconMaker } from './app-icons.server'
import { ICON_SPECS } from './icon-art'
import type { AppIdentity } from './web-manifest'

// The icons against a stand-in for the provider's image host: a real HTTP server that counts
// what it is asked, serving an SVG logo (as the demo tenants' are), a PNG, garbage, a missing
// file and a failing one.
const SVG_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">' +
  '<rect x="20" y="20" width="200" height="200" fill="#0b3d2e"/></svg>'
const asked: string[] = []
let server: Server
let origin = ''
let pngLogo: Buffer

beforeAll(async () => {
  pngLogo = await sharp({
    create: { width: 300, height: 100, channels: 3, background: '#f2b705' },
  })
    .png()
    .toBuffer()
  server = createServer((request, response) => {
    asked.push(request.url ?? '')
    if (request.url === '/logo.svg') response.setHeader('content-type', 'image/svg+xml')
    if (request.url === '/logo.svg') return response.end(SVG_LOGO)
    if (request.url === '/logo.png') return response.end(pngLogo)
    if (request.url === '/garbage.png') return response.end('<html>not a picture</html>')
    response.statusCode = request.url === '/busy.png' ? 503 : 404
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const identity = (logo: string | null): AppIdentity => ({
  name: 'Northfield State Athletics',
  shortName: 'NSU Owls',
  initials: 'NSU',
  logo,
  colors: { primary: '#0b3d2e', onPrimary: '#ffffff', background: '#ffffff' },
})

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return {
    rgb: [data[at], data[at + 1], data[at + 2]],
    alpha: info.channels === 4 ? data[at + 3] : 255,
  }
}

test.each(APP_ICON_FILES)('%s from a site-relative SVG logo: a PNG of its size', async (file) => {
  const maker = createAppIconMaker({ providerUrl: origin })
  const icon = await maker.get(file, identity('/logo.svg'))
  const { size, layout } = ICON_SPECS[file]
  expect(icon).toMatchObject({ from: 'logo', lasting: true })
  expect(await sharp(icon.png).metadata()).toMatchObject({
    format: 'png',
    width: size,
    height: size,
  })
  // The corner: transparent on an "any" icon, the page's white on the others (no alpha at all).
  const corner = await pixel(icon.png, 1, 1)
  if (layout === 'any') expect(corner.alpha).toBe(0)
  else expect(corner).toEqual({ rgb: [255, 255, 255], alpha: 255 })
  // The middle is the logo's green.
  expect((await pixel(icon.png, size / 2, size / 2)).rgb).toEqual([11, 61, 46])
})

test('the maskable icon keeps the logo inside the safe zone (a circle of 40 % radius)', async () => {
  const maker = createAppIconMaker({ providerUrl: origin })
  const icon = await maker.get('maskable-512.png', identity('/logo.svg'))
  // The logo's square box is the largest inside the circle: at 20 % in from an edge, still white.
  expect((await pixel(icon.png, 256, Math.round(512 * 0.2))).rgb).toEqual([255, 255, 255])
  expect((await pixel(icon.png, Math.round(512 * 0.2), 256)).rgb).toEqual([255, 255, 255])
})

test('an absolute raster logo is fitted whole, keeping its shape', async () => {
  const maker = createAppIconMaker({ providerUrl: 'http://provider.invalid' })
  const icon = await maker.get('512.png', identity(`${origin}/logo.png`))
  expect(icon.from).toBe('logo')
  // 3:1, fitted to 512 wide: the band is 171 px high around the middle, transparent above.
  expect((await pixel(icon.png, 256, 256)).rgb).toEqual([242, 183, 5])
  expect((await pixel(icon.png, 256, 100)).alpha).toBe(0)
})

test.each([
  ['no logo', null, true],
  ['a missing logo', '/missing.png', true],
  ['a logo that is no picture', '/garbage.png', true],
  ['a logo not a web address', 'ftp://example.test/logo.png', true],
  ['a failing provider', '/busy.png', false],
  ['a provider that refuses connections', 'http://127.0.0.1:9/logo.png', false],
])('%s: the initials on the primary colour (kept long: %s)', async (_, logo, lasting) => {
  const maker = createAppIconMaker({ providerUrl: origin })
  const icon = await maker.get('apple-touch-180.png', identity(logo))
  expect(icon).toMatchObject({ from: 'initials', lasting })
  expect(await sharp(icon.png).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 })
  expect((await pixel(icon.png, 2, 2)).rgb).toEqual([11, 61, 46])
  // The letters are drawn: some pixels in the middle band are the text's white.
  const { data, info } = await sharp(icon.png).raw().toBuffer({ resolveWithObject: true })
  const row = data.subarray(90 * info.width * info.channels, 91 * info.width * info.channels)
  expect(row.some((value, index) => index % info.channels === 0 && value > 200)).toBe(true)
})

test('made once per size and logo, however many ask at once; a new logo is made anew', async () => {
  const maker = createAppIconMaker({ providerUrl: origin })
  asked.length = 0
  const icons = await Promise.all(
    Array.from({ length: 5 }, () => maker.get('192.png', identity('/logo.svg'))),
  )
  await maker.get('192.png', identity('/logo.svg'))
  expect(new Set(icons).size).toBe(1)
  expect(asked).toEqual(['/logo.svg'])
  await maker.get('192.png', identity('/logo.png'))
  await maker.get('512.png', identity('/logo.png'))
  expect(asked).toEqual(['/logo.svg', '/logo.png', '/logo.png'])
})

test('kept icons are bounded, least recently used out first', async () => {
  const maker = createAppIconMaker({ providerUrl: origin, maxEntries: 2 })
  asked.length = 0
  await maker.get('192.png', identity('/logo.svg'))
  await maker.get('192.png', identity('/logo.png'))
  await maker.get('192.png', identity('/logo.svg'))
  await maker.get('512.png', identity('/logo.svg'))
  expect(maker.size).toBe(2)
  // The PNG logo's icon was the least recently used: made again; the SVG's 192 was kept.
  await maker.get('192.png', identity('/logo.svg'))
  await maker.get('192.png', identity('/logo.png'))
  expect(asked).toEqual(['/logo.svg', '/logo.png', '/logo.svg', '/logo.png'])
})

test('a stand-in for a logo gone briefly is made again after five minutes, a logo not', async () => {
  let now = 0
  const maker = createAppIconMaker({ providerUrl: origin, now: () => now })
  asked.length = 0
  await maker.get('192.png', identity('/busy.png'))
  await maker.get('192.png', identity('/logo.svg'))
  now += 5 * 60 * 1000 + 1
  await maker.get('192.png', identity('/busy.png'))
  await maker.get('192.png', identity('/logo.svg'))
  expect(asked).toEqual(['/busy.png', '/logo.svg', '/busy.png'])
})
