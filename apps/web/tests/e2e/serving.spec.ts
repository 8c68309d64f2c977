import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { rawGet } from './raw-http'

import { WEB_PORT } from '../../playwright.config'

// Serving under hostile traffic (docs/decisions/011, 012): what one visitor sends never changes
// what another is served, and junk never costs a render or evicts a page.

const unique = () => Math.random().toString(36).slice(2, 10)

test('a foreign Host or X-Forwarded-* header leaves no trace in any later response', async () => {
  const path = `/sports/football?x=${unique()}`
  const spoofed = await rawGet(path, {
    host: 'evil.example',
    'x-forwarded-host': 'evil2.example',
    'x-forwarded-proto': 'gopher',
  })
  expect(spoofed.status).toBe(200)
  expect(spoofed.body).not.toContain('evil')
  const later = await rawGet(path)
  expect(later.body).not.toContain('evil')
  expect(later.body).toContain(
    `<link rel="canonical" href="http://localhost:${WEB_PORT}/sports/football"/>`,
  )
})

for (const host of ['evil example', 'a@b.example', 'evil.example/x', 'x:1:2', '<b>']) {
  test(`a Host of ${JSON.stringify(host)} is a 400`, async () => {
    const response = await rawGet('/', { host })
    expect(response.status).toBe(400)
    expect(response.body).not.toMatch(/at .+\.(js|ts):\d+/)
  })
}

test('tracking parameters share the page stored for the bare path', async ({ request }) => {
  await request.get('/')
  for (const query of [`utm_source=${unique()}`, `fbclid=${unique()}`, `gclid=${unique()}&a=b`]) {
    const response = await request.get(`/?${query}`)
    expect(response.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/)
    expect(await response.text()).not.toContain(query.split('=')[1])
  }
})

test('a declared parameter still varies the page', async ({ request }) => {
  const [first, second] = [unique(), unique()]
  const a = await (await request.get(`/search?q=${first}`)).text()
  const b = await (await request.get(`/search?q=${second}&utm_medium=x`)).text()
  expect(a).toContain(first)
  expect(b).toContain(second)
  expect(b).not.toContain(first)
  const again = await request.get(`/search?utm_medium=y&q=${second}`)
  expect(again.headers()['x-page-cache']).toBe('HIT')
})

// A page asked for twice, as pages visitors keep asking for are: stored, then protected from
// floods of addresses asked for once (server/page-cache.ts).
async function visitTwice(request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    await request.get(path)
    await request.get(path)
  }
}

test('a thousand unknown paths leave every stored page in the cache', async ({ request }) => {
  const pages = ['/', '/sports/football', '/facilities']
  await visitTwice(request, pages)
  for (let batch = 0; batch < 10; batch += 1) {
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        const path = `/${unique()}/${unique()}`
        const redirect = await request.get(path, { maxRedirects: 0 })
        expect(redirect.status()).toBe(302)
        const notFound = await request.get(redirect.headers()['location'] ?? '')
        expect(notFound.status()).toBe(404)
        expect(await notFound.text()).toContain(path)
      }),
    )
  }
  for (const path of pages) {
    expect((await request.get(path)).headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/)
  }
})

test('a flood of distinct searches, more than the cache holds, leaves the visited pages in it', async ({
  request,
}) => {
  const pages = ['/', '/sports/football', '/facilities']
  await visitTwice(request, pages)
  // Each query is a page of its own (q is declared): 600 of them, the cache holds 500 pages.
  for (let batch = 0; batch < 12; batch += 1) {
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await request.get(`/search?q=${unique()}`)
        expect(response.status()).toBe(200)
      }),
    )
  }
  for (const path of pages) {
    expect((await request.get(path)).headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/)
  }
})

test('the not-found page names the asked path, escaped, from one stored template', async ({
  request,
}) => {
  const asked = `/${unique()}/<b>"x"&'y'`
  await request.get('/404?path=%2Fwarm')
  const response = await request.get(`/404?path=${encodeURIComponent(asked)}`)
  expect(response.status()).toBe(404)
  expect(response.headers()['x-page-cache']).toMatch(/^(HIT|STALE)$/)
  const html = await response.text()
  const escaped = asked
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
  expect(html).toContain(`<code class="break-all font-mono">${escaped}</code>`)
  expect(html).not.toContain('<b>"x"')
})

test('a visitor with the dismissal cookie is served from the cache, without that alert', async ({
  request,
}) => {
  const html = await (await request.get('/facilities')).text()
  const id = html.match(/name="alertId" value="(\d+)"/)?.[1]
  expect(id).toBeTruthy()
  // Ids of alerts that are not shown do not make another copy of the page.
  const cookie = `alerts_dismissed=${id}.999999`
  await request.get('/facilities', { headers: { cookie } })
  const dismissed = await request.get('/facilities?utm_source=x', { headers: { cookie } })
  expect(dismissed.headers()['x-page-cache']).toBe('HIT')
  expect(dismissed.headers()['cache-control']).toContain('private')
  expect(await dismissed.text()).not.toContain(`name="alertId" value="${id}"`)
  const other = await request.get('/facilities', { headers: { cookie: `alerts_dismissed=${id}` } })
  expect(other.headers()['x-page-cache']).toBe('HIT')
  const everyone = await request.get('/facilities')
  expect(await everyone.text()).toContain(`name="alertId" value="${id}"`)
  expect(everyone.headers()['cache-control']).toContain('public')
})

test('oversized cookies and headers are refused cleanly, never a 500', async () => {
  const big = await rawGet('/', { cookie: `alerts_dismissed=${'1.'.repeat(20_000)}1` })
  expect(big.status).toBe(431)
  const odd = await rawGet('/', {
    cookie: `alerts_dismissed=${'9'.repeat(4000)}; x=${'y'.repeat(4000)}`,
  })
  expect(odd.status).toBe(200)
})

test('every HTML response carries a strict Content-Security-Policy', async ({ request }) => {
  for (const path of [
    '/',
    '/sports/football',
    '/facilities',
    '/search?q=a',
    '/404',
    '/sports/nope',
  ]) {
    const response = await request.get(path)
    const policy = response.headers()['content-security-policy'] ?? ''
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+/)
    expect(policy, path).not.toContain('unsafe-inline')
    expect(policy, path).not.toContain('unsafe-eval')
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"]) {
      expect(policy, path).toContain(directive)
    }
  }
})
