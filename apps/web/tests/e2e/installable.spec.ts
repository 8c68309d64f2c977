import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { DOWN_WEB_PORT, WEB_PORT } from '../../playwright.config'
// @ts-expect-error: a plain ES module of the repository's scripts, no types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium.mjs'

import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// Installable (issue 34): every page links the tenant's web app manifest, whose icons are PNGs
// of the sizes it says, and Chromium finds the site installable (it no longer asks for a
// service worker). With the provider down the manifest is still valid: neutral name and colours,
// icons drawn from those.

type Manifest = {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}

async function getManifest(request: APIRequestContext, origin: string) {
  const response = await request.get(`${origin}/manifest.webmanifest`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8')
  return { manifest: (await response.json()) as Manifest, headers: response.headers() }
}

// Each icon the manifest lists and Safari's: a PNG of its size, kept as long as the manifest.
async function expectIcons(
  request: APIRequestContext,
  origin: string,
  manifest: Manifest,
  cacheControl: string,
) {
  const icons = [
    ...manifest.icons.map((icon) => ({ src: icon.src, size: Number(icon.sizes.split('x')[0]) })),
    { src: '/app-icons/apple-touch-180.png', size: 180 },
  ]
  for (const { src, size } of icons) {
    const response = await request.get(origin + src)
    expect(response.status(), src).toBe(200)
    expect(response.headers()['content-type'], src).toBe('image/png')
    expect(response.headers()['cache-control'], src).toBe(cacheControl)
    const { format, width, height } = await sharp(await response.body()).metadata()
    expect({ format, width, height }, src).toEqual({ format: 'png', width: size, height: size })
  }
}

test("every page's head links the manifest, the tenant's colour and Safari's icon", async ({
  page,
}) => {
  await gotoHydrated(page, '/sports/womens-soccer')
  const head = page.locator('head')
  // Hydrated, the server's tags are still there, and after a client-side navigation (the same
  // document: the marker set before it survives).
  for (const check of ['hydrated', 'after a client-side navigation']) {
    await expect(head.locator('link[rel="manifest"]'), check).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
    await expect(head.locator('meta[name="theme-color"]'), check).toHaveAttribute(
      'content',
      '#0b3d2e',
    )
    await expect(head.locator('link[rel="apple-touch-icon"]'), check).toHaveAttribute(
      'href',
      '/app-icons/apple-touch-180.png',
    )
    if (check !== 'hydrated') break
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page
      .getByRole('link', { name: /^schedule$/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/sports\/womens-soccer\/schedule$/)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  }
})

test('the manifest names the tenant; each icon is a PNG of the size it says', async ({
  request,
}) => {
  const { manifest, headers } = await getManifest(request, '')
  expect(headers['cache-control']).toBe('public, max-age=3600, s-maxage=3600')
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Northfield State Athletics',
    short_name: 'NSU Owls',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b3d2e',
    background_color: '#ffffff',
  })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  await expectIcons(request, '', manifest, 'public, max-age=3600, s-maxage=3600')
  const missing = await request.get('/app-icons/1024.png')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).toBe('no-store')
  const head = await request.head('/manifest.webmanifest')
  expect(head.status()).toBe(200)
  expect(await head.body()).toHaveLength(0)
})

test('Chromium reports the site installable', async () => {
  // Chromium says nothing is installable in an incognito profile, which a new context is: a
  // profile of its own on disk.
  const profile = mkdtempSync(join(tmpdir(), 'fieldhouse-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await context.newPage()
    await page.goto(`http://127.0.0.1:${WEB_PORT}/sports/football`)
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.url).toBe(`http://127.0.0.1:${WEB_PORT}/manifest.webmanifest`)
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('the provider down: a valid manifest, neutral name and colours, drawn icons', async ({
  request,
}) => {
  const origin = `http://127.0.0.1:${DOWN_WEB_PORT}`
  const { manifest, headers } = await getManifest(request, origin)
  expect(headers['cache-control']).toBe('public, max-age=300, s-maxage=300')
  expect(manifest).toMatchObject({
    name: 'Athletics',
    short_name: 'Athletics',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1f2937',
  })
  await expectIcons(request, origin, manifest, 'public, max-age=300, s-maxage=300')
})
