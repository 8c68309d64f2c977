import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// Keeping an open page on the current build (SPEC.md 4 and 9; app/loading/page-loading.client.ts,
// docs/decisions/026), and the loading rules: prefetching by connection, the print dialog, the
// viewport size class cookie.

// The loading rules have started once the viewport class is kept (the module's last step).
async function loadingStarted(page: Page) {
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('viewport=')
}

// Football's splash (demo splash 1) would make the page inert: remembered as skipped.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'splash_1', value: 'permanent', url: baseURL }])
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

test('the viewport size class is kept in its cookie', async ({ page }) => {
  await gotoHydrated(page, '/')
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('viewport=xl')
  await page.setViewportSize({ width: 390, height: 800 })
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('viewport=sm')
})
