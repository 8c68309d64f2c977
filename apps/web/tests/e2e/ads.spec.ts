import type { Page } from '@playwright/test'

import { getAdSectionCode } from '@fieldhouse/domain/ad-section'

// @ts-expect-error: a plain ES module of the repository's scripts, no types
import { startMeasuredWebsite, stopAll } from '../../../../scripts/processes.mjs'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './hydrated'
import { layoutShift, watchLayoutShifts } from './layout-shift'
// @ts-expect-error: a plain ES module, no types
import { startStandInAds } from './stand-in-ads.mjs'

// Adverts end to end (issue 21 "Ads"): a website of its own (FEATURE_ADS on, the lakeside
// tenant, whose site config names htlbid and nativo) against the suite's provider, with the ad
// networks' scripts pointed at a loopback stand-in (stand-in-ads.mjs) that the CSP admits. The
// suite's default site (demo, ads off) shows that nothing of it reaches a site without ads.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const PROVIDER_PORT = 4100 + offset
const ADS_WEB_PORT = 3114 + offset
const STAND_IN_PORT = 4114 + offset
const ADS_SITE = `http://127.0.0.1:${ADS_WEB_PORT}`

type StandIn = { origin: string; requests: string[]; close: () => Promise<void> }
let standIn: StandIn

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  standIn = (await startStandInAds({ port: STAND_IN_PORT })) as StandIn
  await startMeasuredWebsite({
    port: ADS_WEB_PORT,
    providerPort: PROVIDER_PORT,
    env: {
      TENANT: 'lakeside',
      FEATURE_ADS: '1',
      PAGE_CACHE_TTL_S: '0',
      ADS_HTLBID_SCRIPT_URL: `${standIn.origin}/htlbid/{siteId}.js`,
      ADS_NATIVO_SCRIPT_URL: `${standIn.origin}/nativo.js`,
      CSP_SCRIPT_ORIGINS: standIn.origin,
      CSP_FRAME_ORIGINS: standIn.origin,
    },
  })
})

test.afterAll(async () => {
  stopAll()
  await standIn?.close()
})

type Refresh = Record<string, string>
const refreshes = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { htlbid?: { refreshes?: Refresh[] } }).htlbid?.refreshes ?? [],
  )

test('configured: the scripts load after the page, slots fill, a page change refreshes with its targeting, nothing shifts', async ({
  page,
}) => {
  await watchLayoutShifts(page)
  await gotoHydrated(page, `${ADS_SITE}/?adtest=e2e`)
  // Every slot of the page is reserved in the server's markup: top, header, seven dropdowns at
  // most and the home page's in-content slot; skip ad is offered.
  await expect(page.getByRole('link', { name: 'Skip ad' })).toHaveCount(1)
  const dropdowns = await page.locator('[data-ad-slot^="navigation_dropdown"]').count()
  expect(dropdowns).toBeGreaterThan(0)
  expect(dropdowns).toBeLessThanOrEqual(7)
  await expect(page.locator('[data-ad-slot="top"] iframe')).toHaveCount(1)
  await expect(page.locator('[data-ad-slot="home_in_content"] iframe')).toHaveCount(1)
  await expect(page.locator('[data-ad-slot="mobile_header"] iframe')).toHaveCount(1)
  expect(await refreshes(page)).toEqual([
    { is_testing: 'yes', page_type: 'home', section: 'frontpage', adtest: 'e2e' },
  ])
  // Loaded only after the page had loaded (the load event), native script too.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const started = (part: string) =>
      performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))
        ?.startTime ?? -1
    return {
      loaded: navigation.loadEventEnd,
      htlbid: started('/htlbid/lakeside.js'),
      nativo: started('/nativo.js'),
    }
  })
  expect(timing.htlbid).toBeGreaterThanOrEqual(timing.loaded)
  expect(timing.nativo).toBeGreaterThanOrEqual(timing.loaded)
  expect(await page.evaluate(() => (window as { ntv?: { loaded: boolean } }).ntv)).toEqual({
    loaded: true,
  })
  // The filled top slot kept its reserved height.
  expect(
    await page
      .locator('[data-ad-slot="top"]')
      .evaluate((slot) => (slot as HTMLElement).offsetHeight),
  ).toBe(90)

  // A client-side page change: a story (full screen, its own in-content slot).
  const story = page.locator('main a[href^="/news/"]').first()
  await story.click()
  await page.waitForURL(/\/news\//)
  await expect(page.locator('[data-ad-slot="story_in_content"] iframe')).toHaveCount(1)
  const afterStory = await refreshes(page)
  expect(afterStory).toHaveLength(2)
  // A story sets its own sport (SPEC.md 2.2): its adverts target that sport's section.
  const storySport = await page.locator('article').first().getAttribute('data-ad-sport')
  expect(afterStory[1]).toMatchObject({
    page_type: 'stories',
    section: getAdSectionCode(storySport),
    is_testing: 'yes',
  })
  // adtest belongs to the address it was given on, read in the browser only.
  expect(afterStory[1]).not.toHaveProperty('adtest')

  // And back to the home page: its shell's slots are refilled with home's targeting.
  await page.goBack()
  await page.waitForURL(`${ADS_SITE}/?adtest=e2e`)
  await expect.poll(async () => (await refreshes(page)).length).toBe(3)
  expect((await refreshes(page))[2]).toEqual({
    is_testing: 'yes',
    page_type: 'home',
    section: 'frontpage',
    adtest: 'e2e',
  })
  expect(await layoutShift(page)).toBe(0)
})

test('a sport page targets its sport section', async ({ page }) => {
  await gotoHydrated(page, `${ADS_SITE}/sports/womens-volleyball`)
  await expect(page.locator('[data-ad-slot="top"] iframe')).toHaveCount(1)
  expect(await refreshes(page)).toEqual([
    { is_testing: 'yes', page_type: 'sport-home', section: 'wvolley' },
  ])
})

test("a story targets its own sport's section, whatever the address", async ({ page }) => {
  // The first basketball story of the sport's page, opened by its address: the address names no
  // sport, the story does.
  await gotoHydrated(page, `${ADS_SITE}/sports/mens-basketball`)
  const href = await page.locator('main a[href^="/news/"]').first().getAttribute('href')
  await gotoHydrated(page, `${ADS_SITE}${href}`)
  await expect(page.locator('[data-ad-slot="story_in_content"] iframe')).toHaveCount(1)
  await expect(page.locator('article[data-ad-sport="mbasket"]')).toHaveCount(1)
  expect(await refreshes(page)).toEqual([
    { is_testing: 'yes', page_type: 'stories', section: 'mbasket' },
  ])
})

test('a full-screen story offers its own "Skip ad" just before its slot, leading past it', async ({
  page,
}) => {
  await gotoHydrated(page, `${ADS_SITE}/sports/mens-basketball`)
  const href = await page.locator('main a[href^="/news/"]').first().getAttribute('href')
  await gotoHydrated(page, `${ADS_SITE}${href}`)
  await expect(page.locator('[data-ad-slot="story_in_content"] iframe')).toHaveCount(1)
  // No shell on a story, so no top ad and no shell skip links: only the story's own.
  await expect(page.locator('[data-ad-slot="top"]')).toHaveCount(0)
  const skip = page.getByRole('link', { name: 'Skip ad' })
  await expect(skip).toHaveCount(1)
  await skip.focus()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#after-story-ad$/)
  await expect(page.locator('#after-story-ad')).toBeFocused()
  // The next stop is past the advert's frame.
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => {
      const slot = document.querySelector('[data-ad-slot="story_in_content"]')
      const active = document.activeElement
      return Boolean(slot && active && !slot.contains(active) && active.tagName !== 'IFRAME')
    }),
  ).toBe(true)
})

test('a 404 thrown by a matched screen targets the not-found page type', async ({ page }) => {
  const response = await page.goto(`${ADS_SITE}/sports/mens-basketball/roster/nobody/999999`)
  expect(response?.status()).toBe(404)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.locator('[data-ad-slot="top"] iframe')).toHaveCount(1)
  expect(await refreshes(page)).toEqual([expect.objectContaining({ page_type: 'error-404' })])
})

test('desktop: the top ad hides when scrolled past its height and returns on scroll up', async ({
  page,
}) => {
  await gotoHydrated(page, ADS_SITE)
  await expect(page.locator('[data-ad-slot="top"] iframe')).toHaveCount(1)
  const pin = page.locator('[data-ad-pin]')
  const top = page.locator('[data-ad-slot="top"]')
  await page.mouse.wheel(0, 600)
  await expect(pin).toHaveAttribute('data-ad-hidden', '')
  await expect.poll(async () => (await top.boundingBox())?.y).toBeLessThanOrEqual(-90)
  // The header stays pinned at the top of the window.
  await expect.poll(async () => (await page.locator('header').boundingBox())?.y).toBe(0)
  await page.mouse.wheel(0, -200)
  await expect(pin).not.toHaveAttribute('data-ad-hidden')
  await expect.poll(async () => (await top.boundingBox())?.y).toBe(0)
  // No close button on desktop.
  await expect(page.getByRole('button', { name: 'Close advertisement' })).toBeHidden()
})

test('phones: the header ad closes with its button, which marks the page root', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await watchLayoutShifts(page)
  await gotoHydrated(page, ADS_SITE)
  await expect(page.locator('[data-ad-slot="mobile_header"] iframe')).toHaveCount(1)
  await expect(page.locator('[data-ad-slot="top"]')).toBeHidden()
  const wrapper = page.locator('[data-ad-slot="mobile_header"]')
  const height = await wrapper.evaluate((slot) => slot.parentElement?.offsetHeight ?? 0)
  expect(height).toBeGreaterThanOrEqual(50)
  expect(height).toBeLessThanOrEqual(132)
  expect(await layoutShift(page)).toBe(0)
  await page.getByRole('button', { name: 'Close advertisement' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-mobile-ad-closed', '')
  await expect(wrapper).toBeHidden()
  // Closed for the rest of the visit, page changes included.
  await page.locator('main a[href^="/news/"]').first().click()
  await page.waitForURL(/\/news\//)
  await page.goBack()
  await expect(page.locator('[data-ad-slot="mobile_header"]')).toBeHidden()
})

test('with ads on, every slot filled: no axe violations at 390 and 1366', async ({ page }) => {
  test.slow()
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, ADS_SITE)
    await expect(page.locator('[data-ad-slot="home_in_content"] iframe')).toHaveCount(1)
    await expectNoAxeViolations(page)
  }
})

test('an ad script that fails leaves the slots reserved and empty, logs "htlbid not available" on a page change, and the page works', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.route('**/htlbid/**', (route) => route.abort())
  await gotoHydrated(page, ADS_SITE)
  await expect.poll(() => warnings).toContain('htlbid not available')
  await page.locator('main a[href^="/news/"]').first().click()
  await page.waitForURL(/\/news\//)
  await expect.poll(() => warnings.filter((text) => text === 'htlbid not available').length).toBe(2)
  await expect(page.locator('[data-ad-slot="story_in_content"]')).toHaveCount(1)
  await expect(page.locator('[data-ad-slot] iframe')).toHaveCount(0)
  expect(
    await page
      .locator('[data-ad-slot="story_in_content"]')
      .evaluate((slot) => (slot as HTMLElement).offsetHeight),
  ).toBe(250)
})

test('an ad script that never answers: slots stay reserved and the page stays interactive', async ({
  page,
}) => {
  await page.route('**/htlbid/**', () => {
    // never answered
  })
  await gotoHydrated(page, ADS_SITE)
  await page
    .getByRole('button', { name: /^Sports/ })
    .first()
    .click()
  await expect(page.locator('[data-ad-slot="navigation_dropdown1"]')).toBeVisible()
  await expect(page.locator('[data-ad-slot] iframe')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.locator('main a[href^="/news/"]').first().click()
  await page.waitForURL(/\/news\//)
  await expect(page.locator('[data-ad-slot="story_in_content"]')).toHaveCount(1)
})

test('the default site (ads off) reserves no slot, offers no skip ad and asks no ad server', async ({
  page,
}) => {
  const outside: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1:3')) outside.push(request.url())
  })
  const before = standIn.requests.length
  await gotoHydrated(page, '/')
  await page.locator('main a[href^="/news/"]').first().click()
  await page.waitForURL(/\/news\//)
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0)
  await page.goBack()
  await expect(page.locator('[data-ad-slot], [data-ad-pin]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Skip ad' })).toHaveCount(0)
  expect(await page.evaluate(() => 'htlbid' in window)).toBe(false)
  expect(standIn.requests.length).toBe(before)
  expect(outside).toEqual([])
})
