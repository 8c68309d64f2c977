import type { Browser, BrowserContext, Page, Route } from '@playwright/test'

import { expect } from './fixtures'
import { gotoHydrated } from './hydrated'

// The stadium mode specs' ways of being offline, slow and saved (issue 34, decision 039).

/**
 * Offline: Chromium's offline emulation for the pages plus the same for the worker's own
 * requests. Playwright's emulation does not reach a service worker's fetches, so they are
 * failed as a phone with no signal fails them (net::ERR_INTERNET_DISCONNECTED).
 */
export async function goOffline(context: BrowserContext): Promise<() => Promise<void>> {
  await context.setOffline(true)
  const fail = (route: Route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()
  await context.route('**/*', fail)
  return async () => {
    await context.unroute('**/*', fail)
    await context.setOffline(false)
  }
}

/**
 * Opens the pages one after the other with the worker running (the first loads before it), and
 * resolves once each is saved with its data.
 */
export async function openAndSave(page: Page, ...paths: string[]) {
  for (const [index, path] of paths.entries()) {
    await gotoHydrated(page, path)
    if (index === 0) await workerReady(page)
  }
  for (const path of paths) await saved(page, path)
}

/** The worker runs and controls the page. */
export async function workerReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
}

/** Resolves once a page (and its data) is in the phone's saved pages. */
export async function saved(page: Page, path: string, withData = true) {
  const keys = () =>
    page.evaluate(async () => {
      const names = await caches.keys()
      const found: string[] = []
      for (const name of names.filter((name) => /:(pages|data)$/.test(name))) {
        for (const request of await (await caches.open(name)).keys()) {
          found.push(new URL(request.url).pathname)
        }
      }
      return found
    })
  const wanted = withData ? [path, `${path}.data`] : [path]
  await expect.poll(keys, { timeout: 10_000 }).toEqual(expect.arrayContaining(wanted))
}

/** Chromium's names for a connection's quality, by round trip and bandwidth (NQE thresholds). */
const PROFILES = {
  // Below 70 kbit/s with a 1.4 s round trip or more: what `navigator.connection` calls 2g.
  '2g': { latency: 1_600, downloadThroughput: 5_000, uploadThroughput: 2_500 },
} as const

/**
 * Emulates a connection for the service worker itself. The page's emulation does not reach the
 * worker's `navigator.connection`; the worker's own DevTools target does. Playwright has no
 * session for that target, so the browser's session speaks to it through Target messages.
 */
export async function emulateWorkerConnection(browser: Browser, profile: keyof typeof PROFILES) {
  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = await session.send('Target.getTargets')
  const target = targetInfos.find((info) => info.type === 'service_worker')
  if (!target) throw new Error('no service worker to emulate a connection for')
  const { sessionId } = await session.send('Target.attachToTarget', {
    targetId: target.targetId,
    flatten: false,
  })
  const message = {
    id: 1,
    method: 'Network.emulateNetworkConditions',
    params: { offline: false, connectionType: 'cellular2g', ...PROFILES[profile] },
  }
  await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify(message) })
}
