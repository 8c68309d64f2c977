import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import {
  emulateWorkerConnection,
  goOffline,
  openAndSave,
  saved,
  workerReady,
} from './stadium-helpers'

// Stadium mode's bad input (issue 34, decision 039): a slow connection, a full quota, a damaged
// saved copy, site data cleared mid-visit. Whatever happens on the phone, the site still loads
// from the network, never a blank page.
test.use({ serviceWorkers: 'allow' })

const ROSTER = '/sports/football/roster'
const SCHEDULE = '/sports/football/schedule'
// The reference provider plays a men's basketball game today (decision 016): its schedule names
// its roster and game center as the day's pages to keep.
const GAME_DAY_SCHEDULE = '/sports/mens-basketball/schedule'

test.beforeEach(async ({ context, baseURL }) => {
  // Football's splash (demo splash 1) would make the page inert: remembered as skipped.
  await context.addCookies([{ name: 'splash_1', value: 'permanent', url: baseURL }])
})

/** The pages and data the worker has saved, by path. */
const savedPaths = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = []
    for (const name of (await caches.keys()).filter((name) => /:(pages|data)$/.test(name))) {
      for (const request of await (await caches.open(name)).keys()) {
        found.push(new URL(request.url).pathname)
      }
    }
    return found
  })

test('on a 2G connection the worker saves what was opened and fetches nothing ahead', async ({
  page,
  context,
  browser,
}) => {
  await gotoHydrated(page, '/')
  await workerReady(page)
  await emulateWorkerConnection(browser, '2g')
  const [worker] = context.serviceWorkers()
  await expect
    .poll(() =>
      worker?.evaluate(
        () => (navigator as { connection?: { effectiveType: string } }).connection?.effectiveType,
      ),
    )
    .toBe('2g')
  const fetchedAhead: string[] = []
  context.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.serviceWorker() && !pathname.startsWith('/assets/')) fetchedAhead.push(pathname)
  })

  await gotoHydrated(page, GAME_DAY_SCHEDULE)
  await saved(page, GAME_DAY_SCHEDULE, false)
  // Another whole visit after it: on a good connection the schedule's data, its roster and its
  // game center would have been asked for by now (stadium-mode.spec.ts, the game day test).
  await gotoHydrated(page, ROSTER)
  await saved(page, ROSTER, false)
  // The worker asked only for what the pages themselves asked for.
  const opened = [GAME_DAY_SCHEDULE, ROSTER, '/__manifest']
  const ahead = fetchedAhead.filter((path) => !opened.includes(path) && !path.startsWith('/images/'))
  expect(ahead).toEqual([])
  const kept = await savedPaths(page)
  expect(kept).not.toContain('/sports/mens-basketball/roster')
  expect(kept).not.toContain(`${GAME_DAY_SCHEDULE}.data`)
})

test('a full storage quota never fails a page: the oldest saved copies make room', async ({
  page,
  context,
  baseURL,
}) => {
  await openAndSave(page, ROSTER)
  // About four more pages fit: the fifth meets a full quota (QuotaExceededError).
  const { usage = 0 } = await page.evaluate(() => navigator.storage.estimate())
  const session = await context.newCDPSession(page)
  await session.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(baseURL!).origin,
    quotaSize: usage + 1_000_000,
  })
  const more = [
    SCHEDULE,
    '/sports/mens-basketball/roster',
    '/sports/womens-soccer/roster',
    '/sports/baseball/schedule',
    '/sports/softball/roster',
    '/sports/wrestling/roster',
  ]
  for (const path of more) {
    const answer = await gotoHydrated(page, path)
    expect(answer?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  // The quota was met and the oldest copies were dropped (50 pages would fit by count). Chromium
  // reports the space of deleted copies as used for a while, so whether the next copy fits at
  // once is the browser's affair; what matters is that no page failed.
  await expect.poll(() => savedPaths(page)).not.toContain(ROSTER)
})

/** Replaces a saved copy with a damaged one: no readable date, a fragment of a body. */
async function damage(page: Page, kind: 'pages' | 'data', path: string) {
  await page.evaluate(
    async ({ kind, path }) => {
      for (const name of (await caches.keys()).filter((name) => name.endsWith(`:${kind}`))) {
        const damaged = new Response('<p>damag', {
          headers: { 'content-type': 'text/html', 'x-fieldhouse-saved-at': 'garbage' },
        })
        await (await caches.open(name)).put(path, damaged)
      }
    },
    { kind, path },
  )
}

test('a damaged saved copy is never shown: its page loads whole, or the saved pages say so', async ({
  page,
  context,
}) => {
  await openAndSave(page, SCHEDULE, ROSTER)
  await damage(page, 'data', `${ROSTER}.data`)
  const backOnline = await goOffline(context)
  await page.goto(SCHEDULE)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // The roster's data is damaged: the saved roster page is loaded whole instead.
  await page.locator(`a[href="${ROSTER}"]:visible`).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Roster')
  await expect(page.getByRole('complementary', { name: 'Saved copy' })).toBeVisible()

  // The page itself damaged too: it is not saved, as far as the visitor can tell.
  await damage(page, 'pages', ROSTER)
  await page.goto(ROSTER)
  await expect(page).toHaveURL(/\/offline#from=%2Fsports%2Ffootball%2Froster$/)
  await expect(page.getByText('The page you asked for is not saved on this phone.')).toBeVisible()

  // Back online: the network's page, saved again.
  await backOnline()
  await gotoHydrated(page, ROSTER)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Roster')
  await expect(page.getByRole('complementary', { name: 'Saved copy' })).toHaveCount(0)
  const savedAt = () =>
    page.evaluate(
      async (path) => (await caches.match(path))?.headers.get('x-fieldhouse-saved-at') ?? null,
      ROSTER,
    )
  await expect.poll(savedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
})

test('site data cleared mid-visit: the pages come from the network and the worker starts again', async ({
  page,
  context,
  baseURL,
}) => {
  await openAndSave(page, ROSTER)
  const session = await context.newCDPSession(page)
  const origin = new URL(baseURL!).origin
  // The saved copies go while the worker runs (its build's files with them) ...
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage' })
  await page.locator(`a[href="${SCHEDULE}"]:visible`).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Schedule')
  // ... then everything, the worker too.
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
  await page.locator(`a[href="${ROSTER}"]:visible`).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Roster')
  await gotoHydrated(page, ROSTER)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Roster')
  await workerReady(page)
  await saved(page, ROSTER)
})
