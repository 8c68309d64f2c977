import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'

import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './hydrated'
import { rawGet } from './raw-http'

// SPEC.md 2.1 and 4 (issue 22): the legacy addresses of the older sites, the provider's route
// rules, the external paths and the showcase embed, against the built website and a real
// reference provider (docs/decisions/025-route-checks.md).

// Follows redirects one by one: each hop's status and where it went.
async function hops(request: APIRequestContext, path: string) {
  const seen: { status: number; location: string }[] = []
  let next = path
  for (let i = 0; i < 5; i++) {
    const response = await request.get(next, { maxRedirects: 0 })
    const location = response.headers()['location'] ?? ''
    seen.push({ status: response.status(), location })
    if (!location || /^https?:/.test(location)) break
    next = location
  }
  return seen
}

async function findLink(request: APIRequestContext, page: string, pattern: RegExp) {
  const html = await (await request.get(page)).text()
  const match = pattern.exec(html)
  expect(match, `a link matching ${pattern} on ${page}`).not.toBeNull()
  return match?.[1] ?? ''
}

test('every legacy address moves for good (301) to a page that answers 200', async ({
  request,
}) => {
  test.slow()
  const gameId = await findLink(request, '/sports/football/schedule', /\/boxscore\/(\d+)"/)
  const addresses = [
    ['/roster.aspx?path=football', '/sports/football/roster'],
    ['/schedule.aspx?path=mbball', '/sports/mens-basketball/schedule'],
    [`/boxscore.aspx?id=${gameId}`, new RegExp(`/boxscore/${gameId}$`)],
    // The demo's football head coach (seeded staff id 41000).
    ['/coaches.aspx?rc=41000', /^\/sports\/football\/roster\/coaches\/[a-z-]+\/41000$/],
    ['/coaches.aspx?path=football', '/sports/football/coaches'],
    ['/staff.aspx', '/staff-directory'],
    ['/calendar.aspx', '/calendar'],
    ['/index.aspx', '/'],
    ['/archives.aspx?path=football', '/sports/football/archives'],
    ['/cumestats.aspx?path=mbball', '/sports/mens-basketball/stats'],
  ] as const
  for (const [legacy, home] of addresses) {
    const [first, second] = await hops(request, legacy)
    expect(first?.status, legacy).toBe(301)
    if (typeof home === 'string') expect(first?.location, legacy).toBe(home)
    else expect(first?.location, legacy).toMatch(home)
    expect(second, `${legacy} -> ${first?.location}`).toEqual({ status: 200, location: '' })
  }
  // A legacy story address: the story page's own url-cleanup makes it the clean one.
  const story = await findLink(request, '/', /href="(\/news\/\d{4}\/\d+\/\d+\/[a-z0-9-]+)"/)
  const [moved, landed] = await hops(request, `${story}.aspx`)
  expect(moved).toEqual({ status: 301, location: story })
  expect(landed?.status).toBe(200)
})

test('malformed legacy addresses and rule loops end on the 404 page', async ({ request }) => {
  for (const path of [
    '/roster.aspx',
    '/roster.aspx?path=curling',
    '/boxscore.aspx?id=abc',
    '/boxscore.aspx?id=999999999',
    '/coaches.aspx?rc=999999999',
    '/donate',
    '/unsafe-rule',
  ]) {
    const [first, second] = await hops(request, path)
    expect(first?.status, path).toBe(302)
    expect(first?.location, path).toMatch(/^\/404\?path=/)
    expect(second?.status, path).toBe(404)
  }
})

// Issue 33: the provider's rules never send a visitor off-site (docs/decisions/033); such a
// rule is left out, and the address is what it would be without it.
test('a provider rule to another site is never followed', async ({ request }) => {
  const [first, second] = await hops(request, '/store')
  expect(first?.status).toBe(302)
  expect(first?.location).toMatch(/^\/404\?path=/)
  expect(second?.status).toBe(404)
  // Nor for a client-side navigation's data request.
  const data = await request.get('/store.data', { maxRedirects: 0 })
  expect(data.status()).toBeLessThan(500)
  expect(data.headers()['location'] ?? (await data.text())).not.toContain('shop.demo.example')
})

// Sent as typed (raw HTTP: a browser or client library would resolve `/\\host` itself).
test('nothing a visitor types makes an open redirect', async () => {
  for (const path of [
    '/roster.aspx?path=https://evil.test',
    '/schedule.aspx?path=%2F%2Fevil.test',
    '/tickets-old?next=https://evil.test',
    '/login?returnTo=https://evil.test',
    '/tickets?redirect=//evil.test',
    '//evil.test',
    '/%2F%2Fevil.test',
    '/..%2F..%2Fevil.test',
    '/\\evil.test',
    '/watch?next=https://evil.test',
    `/sports/${'x'.repeat(4000)}`,
  ]) {
    const response = await rawGet(path)
    expect(response.status, path).toBeLessThan(500)
    const location = response.headers.location ?? ''
    // Anywhere but this site's own paths would be an open redirect (/404?path= only names it).
    if (location) expect(location, path).toMatch(/^\/(?![/\\])/)
  }
})

test('a menu link to /watch leaves the application with a full navigation', async ({ page }) => {
  await gotoHydrated(page, '/')
  // Marks this document: a client-side navigation would keep the mark, a full one loses it.
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }))
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Fan Zone' }).click()
  const watch = nav.getByRole('link', { name: 'Watch Live' })
  await expect(watch).toHaveAttribute('href', '/watch')
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/watch'),
    page.waitForEvent('load'),
    watch.click(),
  ])
  // A menu link never leads to a 404.
  expect(answer.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe('/watch')
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(false)
  // Not the site's 404 page: the address is served elsewhere, and this page says so.
  await expect(page.getByRole('heading', { level: 1, name: 'Watch' })).toBeVisible()
  await expect(page.getByText(/not by this site/)).toBeVisible()
})

for (const width of [390, 1366]) {
  test(`the served-elsewhere page at ${width} px: everything it asks for answers, axe-clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    // The browser's own requests too (the icon): none may fail or go to the 404 page.
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 300) failed.push(`${response.status()} ${response.url()}`)
    })
    const response = await page.goto('/watch')
    expect(response?.status()).toBe(200)
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg')
    await page.waitForLoadState('networkidle')
    expect(failed).toEqual([])
    await expectNoAxeViolations(page)
  })
}

for (const width of [390, 1366]) {
  test(`the showcase embed page at ${width} px: a full-screen player, axe-clean`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height: 800 })
    // The player's origin is answered here: no request leaves the machine.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Player</title>' }),
    )
    const response = await page.goto('/showcase/embed.aspx?youtube=dQw4w9WgXcQ&autoplay=true')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page).toHaveTitle('Video player')
    const frame = page.getByTitle('Video player')
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    )
    const box = await frame.boundingBox()
    expect(box?.width).toBe(width)
    await expectNoAxeViolations(page)

    await page.goto('/showcase/embed.aspx?endeavor=4211&live=true')
    await expect(page.getByRole('heading', { level: 1, name: 'Live video' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

// An address answered outside React Router's route table (app/endpoints: /otd, a calendar file,
// a feed) is unknown to the browser's router. A menu navigates its links in the browser, so a
// menu link to one must still end on that address's own answer, never on the 404 page.
test('a menu link to an endpoint address (/otd) ends on its answer with a full navigation', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }))
  // The demo's menus have no such link: one is added to the footer's, whose container
  // navigates every link in the browser (components/use-delegated-navigation.ts).
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/otd', textContent: 'OTD' })
    document.querySelector('footer nav')?.append(link)
  })
  await page.getByRole('link', { name: 'OTD' }).click()
  await page.waitForURL((url) => url.pathname === '/on-this-day', { waitUntil: 'load' })
  await expect(page.getByRole('heading', { level: 1, name: /On This Day/i })).toBeVisible()
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(false)
})

// An endpoint whose address ends in a parameter (a child sitemap) must not answer the browser
// router's data request for it (`/sitemaps/{file}.data`) as if it were the file.
test('a menu link to a child sitemap loads the sitemap as a document', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {
      href: '/sitemaps/sports.xml',
      textContent: 'Sports sitemap',
    })
    document.querySelector('footer nav')?.append(link)
  })
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/sitemaps/sports.xml' &&
        response.request().resourceType() === 'document',
    ),
    page.getByRole('link', { name: 'Sports sitemap' }).click(),
  ])
  expect(answer.status()).toBe(200)
  expect(await answer.text()).toContain('<urlset')
  await page.waitForURL((url) => url.pathname === '/sitemaps/sports.xml')
})
