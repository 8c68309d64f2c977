import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { Page } from '@playwright/test'

import {
  startMeasuredProvider,
  startMeasuredWebsite,
  stopAll,
  // @ts-expect-error: a plain ES module of the repository's scripts, no types
} from '../../../../scripts/processes.mjs'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
// @ts-expect-error: a plain ES module, no types
import { STAND_IN_TAG_ID, addStandInTag, startStandInTags } from './stand-in-tags.mjs'

// Measurement end to end (issue 21 "Tracking", docs/decisions/023). A provider of its own, whose
// demo tenant gets one more tracking tag (its head script on a loopback stand-in, inline code in
// body open and body close), and a website configured with the stand-in as the tag origin, the
// consent manager and Google's tag origin. The suite's default site (nothing configured) shows
// that no request leaves the origin.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const PROVIDER_PORT = 4117 + offset
const WEB_PORT = 3119 + offset
const STAND_IN_PORT = 4119 + offset
const SITE = `http://127.0.0.1:${WEB_PORT}`
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`
const TAG_ID = STAND_IN_TAG_ID as number

type StandIn = { origin: string; requests: string[]; close: () => Promise<void> }
let standIn: StandIn

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  standIn = (await startStandInTags({ port: STAND_IN_PORT })) as StandIn
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-measurement-'))
  await startMeasuredProvider({ port: PROVIDER_PORT, dataDir })
  addStandInTag(join(dataDir, 'provider.sqlite'), { origin: STAND_IN })
  await startMeasuredWebsite({
    port: WEB_PORT,
    providerPort: PROVIDER_PORT,
    env: {
      PAGE_CACHE_TTL_S: '0',
      TRACKING_TAG_ORIGINS: STAND_IN,
      GOOGLE_TAG_ORIGIN: STAND_IN,
      CONSENT_SCRIPT_URL: `${STAND_IN}/consent.js`,
      CONSENT_TEST_SCRIPT_URL: `${STAND_IN}/consent-test.js`,
    },
  })
})

test.afterAll(async () => {
  stopAll()
  await standIn?.close()
})

type PageView = { event?: string; logged_in_status?: boolean; page?: { type: string } }

function pageViews(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: PageView[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'page_view')
      .map((entry) => ({ type: entry.page?.type, loggedIn: entry.logged_in_status })),
  )
}

// The browser module marks the document once the first page's measurement is all placed.
function measured(page: Page) {
  return page.locator('html[data-measured]').waitFor({ state: 'attached' })
}

const STAND_IN_NAMES: Record<string, string> = {
  '/tag.js': 'tag',
  '/consent.js': 'consent',
  '/consent-test.js': 'consent-test',
  '/gtm.js': 'gtm',
  '/gtag/js': 'gtag',
}

function toStandInName(src: string | null): string {
  return STAND_IN_NAMES[new URL(src ?? '', STAND_IN).pathname] ?? `unexpected ${src}`
}

// The order the stand-in's scripts ran in. Consent and the tags are awaited in turn; the tag
// manager and the analytics tag are both async after them, so either may run first.
async function standInOrder(page: Page) {
  const ran = await page.evaluate(
    () => (window as unknown as { __standIn?: string[] }).__standIn ?? [],
  )
  return inTurn(ran)
}

function inTurn(names: string[]): string[] {
  const google = (name: string) => name === 'gtm' || name === 'gtag'
  return [...names.filter((name) => !google(name)), ...names.filter(google).sort()]
}

test('configured: consent first, then the tags in head, body open and body close once, then the tag managers', async ({
  page,
}) => {
  const response = await gotoHydrated(page, `${SITE}/`)
  expect(response?.headers()['content-security-policy']).toContain(`script-src 'self'`)
  expect(response?.headers()['content-security-policy']).toContain(STAND_IN)
  await expect.poll(() => standInOrder(page)).toEqual(['consent', 'tag', 'gtag', 'gtm'])

  const tag = `[data-tracking-tag="${TAG_ID}"]`
  await expect(page.locator(`head script${tag}[src="${STAND_IN}/tag.js"]`)).toHaveCount(1)
  await expect(page.locator(`head script${tag}`)).toHaveAttribute('data-vendor', 'stand-in')
  // Body open: before the page's own first element; body close: after its last.
  const placement = await page.evaluate((selector) => {
    const children = [...document.body.children]
    const ours = children.filter((child) => child.matches(selector))
    return ours.map((child) => ({
      tag: child.tagName.toLowerCase(),
      at: children.indexOf(child) < children.length / 2 ? 'open' : 'close',
    }))
  }, tag)
  expect(placement).toEqual([
    { tag: 'script', at: 'open' },
    { tag: 'noscript', at: 'open' },
    { tag: 'script', at: 'close' },
  ])
  await expect
    .poll(() => page.evaluate(() => [window.__bodyOpen, window.__bodyClose]))
    .toEqual([1, 1])
  // The noscript pixel is inert text with scripting on: never requested.
  expect(standIn.requests.filter((path) => path.startsWith('/pixel.gif'))).toEqual([])
  expect(await pageViews(page)).toEqual([{ type: 'home-page', loggedIn: false }])

  // A client-side navigation: the data layer gets the new page, the sport's own tag (seed tag 2)
  // is placed, and the tags already on the page are not placed again.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
    ).__reactRouterDataRouter.navigate('/sports/football'),
  )
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      { type: 'home-page', loggedIn: false },
      { type: 'sport-home', loggedIn: false },
    ])
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { demoSport?: boolean }).demoSport))
    .toBe(true)
  await expect(page.locator(`script${tag}`)).toHaveCount(3)
  expect(await page.evaluate(() => [window.__bodyOpen, window.__bodyClose])).toEqual([1, 1])
  expect(await standInOrder(page)).toEqual(['consent', 'tag', 'gtag', 'gtm'])
})

test.describe('query flags turn parts off', () => {
  const cases: [string, string[]][] = [
    ['?disable_gtm=true', ['consent', 'tag']],
    ['?disable_gtm=product', ['consent', 'tag']],
    ['?disable_gtm=client', ['consent', 'tag', 'gtm', 'gtag']],
    ['?disable_airgap=true', ['tag', 'gtm', 'gtag']],
    ['?transcend_test_bundle=true', ['consent-test', 'tag', 'gtm', 'gtag']],
    ['?tracking_tags_enabled=false', ['consent', 'gtm', 'gtag']],
    ['?disable_gtm=true&disable_airgap=true&tracking_tags_enabled=false', []],
  ]
  for (const [search, expected] of cases) {
    test(`${search} loads ${expected.join(', ') || 'nothing third-party'}`, async ({ page }) => {
      await gotoHydrated(page, `${SITE}/${search}`)
      await measured(page)
      expect(await pageViews(page)).toHaveLength(1)
      // Every script measurement asked the stand-in for is on the page by now, in order ...
      const asked = await page
        .locator(`script[src^="${STAND_IN}"]`)
        .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))
      expect(asked.map(toStandInName)).toEqual(expected)
      // ... and they run in that order.
      await expect.poll(() => standInOrder(page)).toEqual(inTurn(expected))
      // The flags reach the browser as they were asked, outside the page's cache key.
      expect(new URL(page.url()).search).toBe(search)
    })
  }
})

// GET /Google's 360 property (the demo's UA-10000-1) is configured on the analytics tag with the
// Analytics settings' id: one gtag.js, two configs; the product's flag turns both off.
function analyticsConfigs(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Array.isArray(entry) && entry[0] === 'config')
      .map((entry) => (entry as unknown[])[1]),
  )
}

test('configured: the Google 360 property rides on the analytics tag, off with the product flag', async ({
  page,
}) => {
  await gotoHydrated(page, `${SITE}/`)
  await measured(page)
  expect(await analyticsConfigs(page)).toEqual(['G-DEMO0001', 'UA-10000-1'])
  await expect(page.locator(`script[src^="${STAND_IN}/gtag/js"]`)).toHaveCount(1)
  await gotoHydrated(page, `${SITE}/?disable_gtm=product`)
  await measured(page)
  expect(await analyticsConfigs(page)).toEqual([])
})

test('configured: axe finds nothing with the tags on the page, at 390 and 1366 px', async ({
  page,
}) => {
  test.slow()
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, `${SITE}/`)
    await expect.poll(() => standInOrder(page)).toContain('gtag')
    await expectNoAxeViolations(page)
  }
})

test('a 404 thrown by a matched screen is measured as the not-found page, also after a client-side navigation', async ({
  page,
}) => {
  const response = await page.goto(`${SITE}/sports/football/roster/nobody/999999`)
  expect(response?.status()).toBe(404)
  await measured(page)
  expect(await pageViews(page)).toEqual([{ type: 'error-404', loggedIn: false }])
  const navigate = (to: string) =>
    page.evaluate(
      (path) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
        ).__reactRouterDataRouter.navigate(path),
      to,
    )
  await navigate('/sports/football')
  await expect.poll(async () => (await pageViews(page)).at(-1)?.type).toBe('sport-home')
  await navigate('/sports/football/roster/someone-else/999998')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i)
  await expect.poll(async () => (await pageViews(page)).at(-1)?.type).toBe('error-404')
  expect(await pageViews(page)).toHaveLength(3)
})

test('nothing configured (the suite site): no request leaves the origin, the data layer is pushed', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:3100').origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== origin && url.protocol !== 'data:') elsewhere.push(request.url())
  })
  const response = await gotoHydrated(page, `${origin}/`)
  expect(response?.headers()['content-security-policy']).toMatch(
    /script-src 'self'( 'sha256-[^']+')*;/,
  )
  await expect.poll(() => pageViews(page)).toHaveLength(1)
  // The seed's own inline tags still run, as files of the site.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { homeMarker?: boolean }).homeMarker))
    .toBe(true)
  for (const path of ['/sports/football', '/archives', '/staff-directory']) {
    await page.evaluate(
      (to) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
        ).__reactRouterDataRouter.navigate(to),
      path,
    )
    await expect(page).toHaveURL(`${origin}${path}`)
  }
  await expect.poll(async () => (await pageViews(page)).length).toBe(4)
  await measured(page)
  expect(elsewhere).toEqual([])
})

declare global {
  interface Window {
    __bodyOpen?: number
    __bodyClose?: number
  }
}
