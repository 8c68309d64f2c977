import { expect, test } from './fixtures'

import { gotoHydrated } from './hydrated'

test('the sport splash shows once, takes focus, and Skip Permanently remembers until 2040', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/sports/football')
  const splash = page.getByRole('dialog', { name: 'Welcome back, Owls fans' })
  await expect(splash).toBeVisible()
  await expect(splash).toBeFocused({ timeout: 3000 })
  await splash.getByRole('link', { name: 'Skip Permanently' }).click()
  await expect(splash).toBeHidden()
  // Set to expire on 31 Dec 2040 (SPEC.md 4); Chromium caps any cookie at 400 days.
  const cookie = (await context.cookies()).find((item) => item.name === 'splash_1')
  expect(cookie?.value).toBe('permanent')
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(365 * 86_400_000)
  await gotoHydrated(page, '/sports/football')
  await page.waitForTimeout(300)
  await expect(splash).toBeHidden()
})

test('while the splash is open the page behind it is inert', async ({ page }) => {
  await gotoHydrated(page, '/sports/football')
  const splash = page.getByRole('dialog', { name: 'Welcome back, Owls fans' })
  await expect(splash).toBeFocused({ timeout: 3000 })
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab')
    // Inside the splash, or past its end in the browser's own controls: never the page.
    const isOnPage = await splash.evaluate((element) => {
      const active = document.activeElement
      return active !== null && active !== document.body && !element.contains(active)
    })
    expect(isOnPage).toBe(false)
  }
  const shell = page.locator('#site-shell')
  await expect(shell).toHaveJSProperty('inert', true)
  await page.keyboard.press('Escape')
  await expect(shell).toHaveJSProperty('inert', false)
  await page.getByRole('heading', { level: 1, name: 'Football' }).click()
})

test('Escape closes the splash and remembers it for four hours', async ({ page, context }) => {
  await gotoHydrated(page, '/sports/football')
  const splash = page.getByRole('dialog', { name: 'Welcome back, Owls fans' })
  await expect(splash).toBeFocused({ timeout: 3000 })
  await page.keyboard.press('Escape')
  await expect(splash).toBeHidden()
  const cookie = (await context.cookies()).find((item) => item.name === 'splash_1')
  const hours = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000
  expect(hours).toBeGreaterThan(3.9)
  expect(hours).toBeLessThanOrEqual(4)
})

test("the splash is in the server's page and shows before the page's scripts run", async ({
  page,
  context,
}) => {
  // Without the modules React never hydrates: only the inline script can show the splash.
  await page.route(/\.js(\?|$)/, (route) => route.abort())
  await page.goto('/sports/football')
  await expect(page.getByRole('dialog', { name: 'Welcome back, Owls fans' })).toBeVisible()
  await expect(page.locator('#site-shell')).toHaveJSProperty('inert', true)
  const cookie = (await context.cookies()).find((item) => item.name === 'splash_1')
  expect(cookie?.value).toBe('shown')
  const minutes = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 60_000
  expect(minutes).toBeGreaterThan(4.9)
  expect(minutes).toBeLessThanOrEqual(5)
})

test('hydration keeps the splash the script showed, without a mismatch', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  // The server's page holds the dialog in place. React moves a large Suspense boundary to the
  // end of the page and swaps it in with a script, which painted the splash last.
  const html = await (await page.request.get('/sports/football')).text()
  const splashMarkup = html.slice(html.indexOf('<div id="splash"')).slice(0, 200)
  expect(splashMarkup).toMatch(/^<div id="splash"[^>]*><!--\$--><div role="dialog"/)
  // Records whether the server's splash element or its dialog was ever removed or moved.
  await page.addInitScript(() => {
    const isSplash = (node: Element) =>
      node.matches('#splash, [role="dialog"]') || node.querySelector('#splash, [role="dialog"]')
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && isSplash(node)) {
            document.documentElement.dataset.splashReplaced = 'true'
          }
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
  await gotoHydrated(page, '/sports/football')
  const splash = page.getByRole('dialog', { name: 'Welcome back, Owls fans' })
  await expect(splash).toBeFocused({ timeout: 3000 })
  await expect(page.locator('html')).not.toHaveAttribute('data-splash-replaced')
  expect(errors).toEqual([])
  await splash.getByRole('link', { name: 'Continue to Home' }).click()
  await expect(splash).toBeHidden()
  await expect(page.locator('#site-shell')).toHaveJSProperty('inert', false)
})

test('without JavaScript the splash stays hidden and the page usable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/sports/football')
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('#site-shell')).not.toHaveAttribute('inert')
  await context.close()
})

test('the home page has no splash (the site-wide one starts later)', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.waitForTimeout(300)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('/splash/{id} is the splash as a page; Continue to Home leaves it for /', async ({ page }) => {
  await gotoHydrated(page, '/splash/1')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Owls fans' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Continue to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a splash path without splash data redirects home', async ({ request }) => {
  for (const path of ['/splash', '/splash/999999', '/splash/abc']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe('/')
  }
})

test('a click on the splash picture is reported to the provider', async ({ page }) => {
  await gotoHydrated(page, '/splash/1')
  const report = page.waitForResponse((response) => response.url().endsWith('/splash/click/1'))
  await page.getByRole('link', { name: 'Go Owls!' }).click()
  expect((await report).status()).toBe(200)
})

test('a click report for a malformed or unknown splash is not a 500', async ({ request }) => {
  expect((await request.post('/splash/click/abc')).status()).toBe(404)
  expect((await request.post('/splash/click/424242')).status()).toBe(502)
})
