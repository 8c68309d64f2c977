import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { DOWN_WEB_PORT } from '../../playwright.config'

import { expect, test } from './fixtures'
import { rawGet } from './raw-http'

// HTTP-level integration: the built website against a real reference-provider process.

test('the home page is server-rendered, compressed and cacheable', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  expect(response.headers()['content-encoding']).toBe('gzip')
  expect(response.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/)
  expect(response.headers()['x-request-id']).toBeTruthy()
  const html = await response.text()
  expect(html).toContain('<html lang="en"')
  expect(html).toMatch(/<title>[^<]+<\/title>/)
  expect(html).toContain('rel="canonical"')
  expect(html).toContain('id="main-content"')
})

const BAD_PATHS = [
  '/%E0%A4%A',
  '/sports/%E0%A4%A',
  '/sports/%00',
  '/sports/football/%ZZ',
  '/..%2F..%2Fetc%2Fpasswd',
  '/sports/' + 'x'.repeat(3000),
  '/?q=%',
  '/search?q=%E0%A4%A',
  '/search?q=' + 'a'.repeat(5000),
  '/404?path=//evil.example/',
  '/404?path=javascript:alert(1)',
  '/sports//football',
  '/alerts/dismiss',
  '/facilities/x/abc',
  '/facilities/x/-1',
  '/facilities/x/00012',
  '/facilities/x/99999999999999999999',
  '/facilities/%F0%9F%8F%9F/1',
  '/facilities/' + 'x'.repeat(2000) + '/1',
  '/sports/foot%20ball',
  "/sports/foot'ball",
]

for (const path of BAD_PATHS) {
  test(`no 500 for ${path.slice(0, 60)}`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBeLessThan(500)
    const body = await response.text()
    expect(body).not.toMatch(/at .+\.(js|ts):\d+/)
  })
}

test('/404 never echoes a path that is not site-relative', async ({ page }) => {
  await page.goto('/404?path=//evil.example/')
  await expect(page.getByText('evil.example')).toHaveCount(0)
})

test('a bad alert dismissal is a 400, a POST to a page without an action is not a 500', async ({
  request,
}) => {
  const dismissal = await request.post('/alerts/dismiss', { form: { alertId: 'abc' } })
  expect(dismissal.status()).toBe(400)
  const post = await request.post('/', { form: { a: '1' } })
  expect(post.status()).toBeGreaterThanOrEqual(400)
  expect(post.status()).toBeLessThan(500)
})

test('health reports the provider as reachable', async ({ request }) => {
  const response = await request.get('/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', provider: 'ok' })
})

test('static assets are immutable and images come through the image service', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0]
  expect(asset).toBeTruthy()
  const assetResponse = await request.get(asset ?? '')
  expect(assetResponse.headers()['cache-control']).toContain('immutable')

  const image = html.match(/src="(\/images\/resize\?[^"]+)"/)?.[1]
  expect(image).toBeTruthy()
  const imageResponse = await request.get((image ?? '').replaceAll('&amp;', '&'))
  expect(imageResponse.status()).toBe(200)
  expect(imageResponse.headers()['content-type']).toBe('image/webp')
})

test('scripts and styles are sent as the build compressed them, brotli first', async () => {
  const html = (await rawGet('/', { 'accept-encoding': 'identity' })).body
  const files = [...html.matchAll(/"(\/assets\/[\w.-]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  )
  const script = files.find((file) => file.includes('entry.client'))
  const stylesheet = files.find((file) => file.endsWith('.css'))
  for (const file of [script, stylesheet]) {
    expect(file).toBeTruthy()
    // Raw bodies (node:http), so what is compared is what travelled.
    const plain = await rawGet(file ?? '', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    const brotli = await rawGet(file ?? '', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toContain('Accept-Encoding')
    expect(brotli.headers['cache-control']).toContain('immutable')
    expect(Number(brotli.headers['content-length'])).toBe(brotli.bytes.length)
    expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true)
    const gzip = await rawGet(file ?? '', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true)
    expect(brotli.bytes.length).toBeLessThan(gzip.bytes.length)
  }
})

test.describe('with the provider down from the start', () => {
  const base = `http://127.0.0.1:${DOWN_WEB_PORT}`

  test('the shell still renders, with empty navigation, and health says so', async ({
    page,
    request,
  }) => {
    const response = await page.goto(`${base}/`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const health = await request.get(`${base}/health`)
    expect(health.status()).toBe(503)
  })

  test('a sport page is a 503 with Retry-After, never a 404 for an outage', async ({ page }) => {
    const response = await page.goto(`${base}/sports/football`)
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toMatch(/^\d+$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Temporarily unavailable' }),
    ).toBeVisible()
  })

  test('the facilities pages are 503s, and a malformed address is still a 404', async ({
    request,
  }) => {
    expect((await request.get(`${base}/facilities`)).status()).toBe(503)
    expect((await request.get(`${base}/facilities/owl-stadium/500`)).status()).toBe(503)
    expect((await request.get(`${base}/facilities/owl-stadium/abc`)).status()).toBe(404)
    expect((await request.get(`${base}/sports/bad%20slug!`)).status()).toBe(404)
  })
})
