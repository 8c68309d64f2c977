import { fileURLToPath } from 'node:url'

import type { APIRequestContext, Page } from '@playwright/test'

import {
  run,
  startMeasuredWebsite,
  stopAll,
  waitForHealth,
  // @ts-expect-error: a plain ES module of the repository's scripts, no types
} from '../../../../scripts/processes.mjs'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// The department's settings in use (issue 33 part 2.6): the mobile settings' App Store id as
// Safari's smart app banner in every page's head, the school's address, phone and mascot in the
// footer, on the staff directory and in the home page's structured data. The demo (the suite's
// site) has an app and lakeside, on a website of its own here, has none. A third website talks
// to the provider through a fault proxy of its own that breaks only these settings' endpoints:
// every page still renders, with our defaults, never a 500.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const PROVIDER_PORT = 4100 + offset
const LAKESIDE = `http://127.0.0.1:${3123 + offset}`
const PROXY_PORT = 4124 + offset
const FAULTY = `http://127.0.0.1:${3124 + offset}`
// The settings this work reads for every page or visit.
const NEW_SETTINGS_PATHS = ['/api/v2/Google', '/api/v2/mobile/settings']

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const proxy = run(process.execPath, [
    fileURLToPath(new URL('./fault-proxy.mjs', import.meta.url)),
    String(PROXY_PORT),
    `http://127.0.0.1:${PROVIDER_PORT}`,
  ])
  await waitForHealth(`http://127.0.0.1:${PROXY_PORT}/health`, { child: proxy })
  // Broken before the website first asks: nothing good of these is ever in its response cache.
  await setFault('garbage', NEW_SETTINGS_PATHS)
  await Promise.all([
    startMeasuredWebsite({
      port: 3123 + offset,
      providerPort: PROVIDER_PORT,
      env: { TENANT: 'lakeside', PAGE_CACHE_TTL_S: '0' },
    }),
    startMeasuredWebsite({
      port: 3124 + offset,
      providerPort: PROXY_PORT,
      env: {
        TENANT: 'demo',
        PAGE_CACHE_TTL_S: '0',
        // Every page asks the provider again, and no good copy stands in for a broken answer.
        PROVIDER_CACHE_FRESH_MS: '0',
        PROVIDER_CACHE_SWR_MS: '0',
        PROVIDER_CACHE_SIE_MS: '0',
        // Without the tenant's settings the takeover default (on) would take the home page.
        FEATURE_TAKEOVERS: 'false',
      },
    }),
  ])
})

test.afterAll(() => {
  stopAll()
})

async function setFault(mode: 'garbage' | 'down', paths: string[]) {
  const response = await fetch(`http://127.0.0.1:${PROXY_PORT}/__fault`, {
    method: 'POST',
    body: [mode, ...paths].join(' '),
  })
  expect(response.status).toBe(200)
}

const appBanner = (page: Page) => page.locator('head meta[name="apple-itunes-app"]')

async function department(page: Page): Promise<Record<string, unknown> | undefined> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  const graph = texts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>
    return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data]
  })
  return graph.find((item) => item['@type'] === 'SportsOrganization')
}

test('the demo: the smart app banner on every page, its app id, and no hydration complaint', async ({
  page,
}) => {
  const complaints: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') complaints.push(message.text())
  })
  for (const path of ['/', '/staff-directory', '/sports/football/roster']) {
    await gotoHydrated(page, path)
    await expect(appBanner(page)).toHaveCount(1)
    await expect(appBanner(page)).toHaveAttribute('content', 'app-id=1000000001')
  }
  // A page the site does not have carries it too (the shell's head, not a page's meta).
  const missing = await page.goto('/no-such-page-at-all')
  expect(missing?.status()).toBe(404)
  await expect(appBanner(page)).toHaveAttribute('content', 'app-id=1000000001')
  expect(complaints.filter((text) => /hydrat|did not match/i.test(text))).toEqual([])
})

test("the demo's footer: mascot, postal address and a phone to call, with no JavaScript too", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('Home of the Owls')).toBeVisible()
  const address = footer.locator('address')
  await expect(address).toContainText('Northfield State Athletics')
  await expect(address).toContainText('1200 College Avenue, Northfield, MN 55000')
  await expect(address.getByRole('link', { name: '(555) 010-2040' })).toHaveAttribute(
    'href',
    'tel:5550102040',
  )
  await context.close()
})

test("the demo's home page: the department's JSON-LD carries the address and phone", async ({
  page,
}) => {
  await page.goto('/')
  expect(await department(page)).toMatchObject({
    address: {
      '@type': 'PostalAddress',
      streetAddress: '1200 College Avenue',
      addressLocality: 'Northfield',
      addressRegion: 'MN',
      postalCode: '55000',
    },
    telephone: '(555) 010-2040',
  })
})

test("the staff directory: the department's address under its heading, once", async ({ page }) => {
  // axe over a few hundred people takes its time on a shared machine.
  test.slow()
  // Lakeside's own intro names no office: the site settings' address and phone stand there.
  await gotoHydrated(page, `${LAKESIDE}/staff-directory`)
  const address = page.getByRole('main').locator('header address')
  await expect(address).toContainText('75 Harbor Road, Lakeside, ME 04000')
  await expect(address.getByRole('link', { name: '(555) 013-7788' })).toHaveAttribute(
    'href',
    'tel:5550137788',
  )
  await expectNoAxeViolations(page)
  // The demo's intro gives its office already: the address is not said twice.
  await gotoHydrated(page, '/staff-directory')
  const header = page.getByRole('main').locator('header').first()
  await expect(header).toContainText('1200 College Avenue, Northfield, MN 55000')
  await expect(header.locator('address')).toHaveCount(0)
  expect((await header.innerText()).split('1200 College Avenue')).toHaveLength(2)
})

test('lakeside: no app, so no banner; its own footer and structured data', async ({ page }) => {
  test.slow()
  for (const path of ['/', '/staff-directory']) {
    await gotoHydrated(page, `${LAKESIDE}${path}`)
    await expect(appBanner(page)).toHaveCount(0)
  }
  await page.goto(`${LAKESIDE}/`)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('Home of the Herons')).toBeVisible()
  await expect(footer.locator('address')).toContainText('75 Harbor Road, Lakeside, ME 04000')
  await expect(footer.getByRole('link', { name: '(555) 013-7788' })).toHaveAttribute(
    'href',
    'tel:5550137788',
  )
  expect(await department(page)).toMatchObject({
    address: { postalCode: '04000', addressRegion: 'ME' },
    telephone: '(555) 013-7788',
  })
  await expectNoAxeViolations(page)
})

// Every page still answers, with our defaults: no banner, no 360 property from /Google (the site
// config's copy stands in), and the school's facts only while the site settings are readable.
async function expectDefaults(page: Page, request: APIRequestContext, settingsRead: boolean) {
  for (const path of ['/', '/staff-directory', '/sports/football']) {
    const response = await page.goto(`${FAULTY}${path}`)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(appBanner(page)).toHaveCount(0)
    const footer = page.getByRole('contentinfo')
    await expect(footer).toBeVisible()
    await expect(footer.locator('address')).toHaveCount(settingsRead ? 1 : 0)
    if (!settingsRead) await expect(footer).not.toContainText('Home of the')
  }
  await page.goto(`${FAULTY}/`)
  const home = await department(page)
  if (settingsRead) expect(home).toMatchObject({ telephone: '(555) 010-2040' })
  else expect(home && ('address' in home || 'telephone' in home)).toBe(false)
  const setup = await request.get(`${FAULTY}/tracking/setup.json`)
  expect(setup.status()).toBe(200)
  expect(await setup.json()).toMatchObject({
    google360PropertyId: settingsRead ? 'UA-10000-1' : null,
  })
}

test('the new settings answered with garbage: every page renders with our defaults', async ({
  page,
  request,
}) => {
  await expectDefaults(page, request, true)
})

test('the new settings not answered at all: the same', async ({ page, request }) => {
  await setFault('down', NEW_SETTINGS_PATHS)
  await expectDefaults(page, request, true)
})

test('the site settings broken too: no school facts anywhere, still no error', async ({
  page,
  request,
}) => {
  await setFault('garbage', [...NEW_SETTINGS_PATHS, '/api/v2/common/settings'])
  await expectDefaults(page, request, false)
})
