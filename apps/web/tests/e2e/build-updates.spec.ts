import type { Page, Route } from '@playwright/test'

import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// Keeping an open page on the current build (SPEC.md 4 and 9; app/loading/page-loading.client.ts,
// docs/decisions/026), and the loading rules: prefetching by connection, the print dialog.

// The loading rules have started once the viewport cookie an earlier build wrote is expired:
// the module does that in the same step as the rest (decision 031; viewport-cookie.spec.ts).
async function loadingStarted(page: Page) {
  await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain('viewport=')
}

// Football's splash (demo splash 1) would make the page inert: remembered as skipped. Every
// page starts with an old build's viewport cookie, the sign loadingStarted waits for.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'splash_1', value: 'permanent', url: baseURL },
    { name: 'viewport', value: 'md', url: baseURL },
  ])
})

test('the build descriptor names the running build and is never cached', async ({ request }) => {
  const answer = await request.get('/builds/latest.json?t=1')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('no-store')
  expect(await answer.json()).toEqual({ buildId: expect.stringMatching(/^[\w.-]+$/) })
})

test('a newer build makes the next navigation a full page load, exactly once', async ({ page }) => {
  await page.clock.install()
  // The site "deploys" a new build while the page is open.
  await page.route('**/builds/latest.json?*', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } }),
  )
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, '/sports/football')
  await loadingStarted(page)
  const checked = page.waitForResponse('**/builds/latest.json?*')
  await page.clock.fastForward('01:00:00')
  await checked

  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
  await page.locator('main a[href="/sports/football/roster"]').first().click()
  await expect(page).toHaveURL(/\/sports\/football\/roster/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBeUndefined()
  expect(documents).toEqual(['/sports/football', '/sports/football/roster'])

  // The new page runs the served build... of this test's stand-in: within the guard's 10 s no
  // second reload happens, and the next navigation stays in the page.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
  await page.locator('a[href="/sports/football/schedule"]:visible').first().click()
  await expect(page).toHaveURL(/\/sports\/football\/schedule/)
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  expect(documents).toHaveLength(2)
})

test("a navigation whose code cannot be loaded ends on its target's page", async ({ page }) => {
  await gotoHydrated(page, '/sports/football')
  await loadingStarted(page)
  // The roster's route is known once React Router has discovered the links on the page.
  const routeModule = () =>
    page.evaluate(
      () =>
        (window as { __reactRouterManifest?: { routes: Record<string, { module: string }> } })
          .__reactRouterManifest?.routes['roster-list']?.module ?? null,
    )
  await expect.poll(routeModule).not.toBeNull()
  const module = await routeModule()
  // The roster's code is missing until the page has been reloaded once (a deploy removed it).
  let reloaded = false
  page.on('request', (request) => {
    if (request.resourceType() === 'document') reloaded = true
  })
  await page.route(`**${module}`, (route) => (reloaded ? route.continue() : route.abort()))
  await page.locator('main a[href="/sports/football/roster"]').first().click()
  await expect(page).toHaveURL(/\/sports\/football\/roster$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/roster/i)
})

test('a print page opens the print dialog by itself after 1.5 s', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      ;(window as { printedAt?: number }).printedAt = performance.now()
    }
  })
  // The page's clock stands still unless the test moves it.
  await page.clock.install({ time: new Date('2026-12-12T12:00:00Z') })
  await page.clock.pauseAt(new Date('2026-12-12T12:00:01Z'))
  await gotoHydrated(page, '/staff-directory/print')
  const printed = () => page.evaluate(() => (window as { printedAt?: number }).printedAt ?? null)
  // On the page's own clock: not before 1.5 s, and then.
  await page.clock.runFor(1400)
  expect(await printed()).toBeNull()
  await page.clock.runFor(200)
  await expect.poll(printed).not.toBeNull()
})

for (const [connection, prefetches] of [
  ['4g', true],
  ['2g', false],
] as const) {
  test(`hovering a link on ${connection} ${prefetches ? 'fetches' : 'fetches nothing'} ahead`, async ({
    page,
  }) => {
    await page.addInitScript((effectiveType) => {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType } })
    }, connection)
    await page.clock.install()
    await gotoHydrated(page, '/sports/football')
    const ahead = page.locator('link[rel="prefetch"][href*="/sports/football/roster"]')
    await page.locator('main a[href="/sports/football/roster"]').first().hover()
    // Past the intent delay (100 ms) on the page's own clock.
    await page.clock.runFor(500)
    if (prefetches) await expect(ahead).not.toHaveCount(0)
    else expect(await ahead.count()).toBe(0)
  })
}

// SPEC 9's loading timings, on the page's paused clock.
// The page's clock stands still unless the test moves it.
async function pausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-12-12T12:00:00Z') })
  await page.clock.pauseAt(new Date('2026-12-12T12:00:01Z'))
}

const preloads = (page: Page, state = '') =>
  page.locator(state ? `link[data-preloaded="${state}"]` : 'link[data-preloaded]')

test('1 s after ready the code of the links in view is preloaded, at most 4 modules at once', async ({
  page,
}) => {
  // A tall window: the sport's whole page of links in view.
  await page.setViewportSize({ width: 1366, height: 4000 })
  await pausedClock(page)
  await gotoHydrated(page, '/sports/football')
  await loadingStarted(page)
  // Every script asked for from now on waits until the test lets it through.
  const held: Route[] = []
  await page.route('**/assets/*.js', (route) => void held.push(route))
  await page.clock.runFor(900)
  expect(await preloads(page).count()).toBe(0)
  await page.clock.runFor(200)
  // Four on their way, held by the test; no fifth starts while they are.
  await expect(preloads(page, 'loading')).toHaveCount(4)
  await expect.poll(() => held.length).toBe(4)
  const started = await preloads(page).count()
  // One coming lets the next one start, again four at once.
  await held.shift()?.continue()
  await expect(preloads(page)).toHaveCount(started + 1)
  await expect(preloads(page, 'loading')).toHaveCount(4)
  // The rest, four at a time, until every module of the links in view has come.
  await page.unroute('**/assets/*.js')
  for (const route of held.splice(0)) await route.continue().catch(() => {})
  await expect(preloads(page, 'loading')).toHaveCount(0)
  expect(await preloads(page).count()).toBeGreaterThan(5)
})

test('a very slow connection preloads nothing after ready', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' } })
  })
  await pausedClock(page)
  await gotoHydrated(page, '/')
  await loadingStarted(page)
  await page.clock.runFor(5000)
  expect(await preloads(page).count()).toBe(0)
})

test('a navigation keeps the old page for 100 ms, then shows it is loading', async ({ page }) => {
  await pausedClock(page)
  await gotoHydrated(page, '/sports/football')
  await loadingStarted(page)
  const held: Route[] = []
  await page.route('**/sports/football/roster.data*', (route) => void held.push(route))
  await page.locator('main a[href="/sports/football/roster"]').first().click()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  const html = page.locator('html')
  await page.clock.runFor(90)
  await expect(html).not.toHaveAttribute('data-navigating')
  await page.clock.runFor(20)
  await expect(html).toHaveAttribute('data-navigating', '')
  await expect(page.locator('#main-content')).toHaveAttribute('aria-busy', 'true')
  await page.unroute('**/sports/football/roster.data*')
  // The intent prefetch may have given up its copy: nothing left to let through then.
  for (const route of held.splice(0)) await route.continue().catch(() => {})
  await expect(page).toHaveURL(/\/sports\/football\/roster$/)
  await expect(html).not.toHaveAttribute('data-navigating')
  await expect(page.locator('#main-content')).not.toHaveAttribute('aria-busy')
})

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`an in-page jump ${reducedMotion === 'reduce' ? 'with reduced motion does not scroll smoothly' : 'scrolls smoothly for 400 ms'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion })
    await pausedClock(page)
    await gotoHydrated(page, '/sports/football')
    await loadingStarted(page)
    const html = page.locator('html')
    await page.locator('a.skip-link[href="#main-content"]').first().focus()
    await page.keyboard.press('Enter')
    if (reducedMotion === 'reduce') {
      await expect(html).not.toHaveClass(/smooth-scroll/)
      return
    }
    await expect(html).toHaveClass(/smooth-scroll/)
    await page.clock.runFor(390)
    await expect(html).toHaveClass(/smooth-scroll/)
    await page.clock.runFor(20)
    await expect(html).not.toHaveClass(/smooth-scroll/)
  })
}
