import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { signIn } from './sign-in-helper'
import { goOffline, openAndSave, saved, workerReady } from './stadium-helpers'

// Stadium mode (issue 34, docs/decisions/039): the service worker keeps the pages a visitor
// opened and answers with them when the network does not ("offline": stadium-helpers.ts).
test.use({ serviceWorkers: 'allow' })

const ROSTER = '/sports/football/roster'
const SCHEDULE = '/sports/football/schedule'
const SAVED_AT =
  /^Saved at \d{1,2}:\d{2} [AP]M\. You're offline: this is the copy saved on this phone\.$/

test.beforeEach(async ({ context, baseURL }) => {
  // Football's splash (demo splash 1) would make the page inert: remembered as skipped.
  await context.addCookies([{ name: 'splash_1', value: 'permanent', url: baseURL }])
})

test('a page opened once opens offline with its "Saved at" banner, and the saved pages list it', async ({
  page,
  context,
}) => {
  // Four axe runs and two offline reloads: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000)
  // The first page loads before there is a worker: the worker saves it when it starts.
  await openAndSave(page, ROSTER)

  await goOffline(context)
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Roster')
  const banner = page.getByRole('complementary', { name: 'Saved copy' })
  await expect(banner.getByRole('status')).toHaveText(SAVED_AT)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoAxeViolations(page)

  // "Try again" asks the network again (still none: the saved copy again).
  await banner.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('complementary', { name: 'Saved copy' })).toBeVisible()

  await page
    .getByRole('complementary', { name: 'Saved copy' })
    .getByRole('link', { name: 'Saved pages' })
    .click()
  await expect(page).toHaveURL(/\/offline$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved pages')
  await expect(page.getByText('This phone is offline.')).toBeVisible()
  const listed = page.getByRole('listitem').filter({ hasText: '2026 Football Roster' })
  await expect(listed).toContainText(/Saved at \d{1,2}:\d{2} [AP]M/)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1366, height: 900 })
  await expectNoAxeViolations(page)
  // Its link opens the saved copy.
  await listed.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Roster')
})

test('a client-side navigation between two saved pages works offline', async ({
  page,
  context,
}) => {
  await openAndSave(page, SCHEDULE, ROSTER)

  await goOffline(context)
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true))
  await page.locator(`a[href="${SCHEDULE}"]:visible`).first().click()
  await expect(page).toHaveURL(SCHEDULE)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Schedule')
  // The same document: React Router rendered the saved data; no page was loaded.
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true)
  expect(documents).toEqual([])
  await expect(
    page.getByRole('complementary', { name: 'Saved copy' }).getByRole('status'),
  ).toHaveText(SAVED_AT)
})

test('a page that was never saved opens the saved pages screen, which says so', async ({
  page,
  context,
}) => {
  await openAndSave(page, ROSTER)
  await goOffline(context)
  await page.goto('/sports/mens-soccer/roster')
  await expect(page).toHaveURL(/\/offline#from=%2Fsports%2Fmens-soccer%2Froster$/)
  await expect(page.getByText('The page you asked for is not saved on this phone.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try it again' })).toHaveAttribute(
    'href',
    '/sports/mens-soccer/roster',
  )
})

test('a server error never replaces or hides a saved copy', async ({ page, context }) => {
  await openAndSave(page, SCHEDULE, ROSTER)
  // The network answers the schedule's data with a 503 (the provider down). A page's document
  // takes the same way in the worker; its request (navigation preload) is out of Playwright's
  // reach, its data's is not.
  const data = `**${SCHEDULE}.data`
  await context.route(data, (route) =>
    route.request().serviceWorker()
      ? route.fulfill({
          status: 503,
          body: 'Service Unavailable',
          headers: { 'retry-after': '30' },
        })
      : route.fallback(),
  )
  await page.locator(`a[href="${SCHEDULE}"]:visible`).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Schedule')
  await expect(page.getByRole('complementary', { name: 'Saved copy' })).toBeVisible()
  await context.unroute(data)
  // The copy is still the good one.
  const copy = await page.evaluate(async (path) => {
    const answer = await caches.match(`${path}.data`)
    return answer ? answer.status : null
  }, SCHEDULE)
  expect(copy).toBe(200)
})

test('a private page is never saved: signed in, a hidden roster; signed out and offline, it is not there', async ({
  page,
  context,
}) => {
  const HIDDEN = '/hidden/sports/football/roster'
  await openAndSave(page, ROSTER)
  await signIn(page, HIDDEN)
  await expect(page).toHaveURL(HIDDEN)
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible()
  await page
    .getByRole('complementary', { name: 'Preview' })
    .getByRole('button', { name: 'Sign out' })
    .click()
  await expect(page).toHaveURL('/login?signedOut=1')

  const kept = await page.evaluate(async () => {
    const found: string[] = []
    // Pages and their data (code is everyone's: the sign-in's script is no secret).
    for (const name of (await caches.keys()).filter((name) => /:(pages|data)$/.test(name))) {
      for (const request of await (await caches.open(name)).keys()) found.push(request.url)
    }
    return found.filter((url) => /\/(hidden|login)/.test(url))
  })
  expect(kept).toEqual([])
  await goOffline(context)
  await page.goto(HIDDEN)
  await expect(page).toHaveURL(/\/offline#from=/)
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0)
})

test('on a game day, a fan who opens the schedule gets its roster and game center saved too', async ({
  page,
  context,
}) => {
  // The reference provider plays a men's basketball game today (decision 016).
  const answer = await page.request.get('/sports/mens-basketball/schedule')
  const named = (answer.headers()['x-fieldhouse-game-day'] ?? '').split(', ')
  expect(named).toEqual([
    '/sports/mens-basketball/schedule',
    '/sports/mens-basketball/roster',
    expect.stringMatching(/^\/game-center\/\d+$/),
  ])
  await gotoHydrated(page, '/')
  await workerReady(page)
  await gotoHydrated(page, '/sports/mens-basketball/schedule')
  for (const path of named) await saved(page, path)

  await goOffline(context)
  await page.goto(named[2] as string)
  await expect(page.getByRole('complementary', { name: 'Saved copy' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
