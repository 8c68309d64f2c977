import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

import { gotoHydrated } from './hydrated'
import { getDemoData } from './provider-data'

// Issue 33 2.5 (docs/decisions/033): the provider's route rules come before every page, with
// the demo tenant's rules (apps/provider/src/seed/redirects.ts): an old story whose page still
// answers is sent on to the newest one; a loop through the calendar and rules to other sites
// leave their pages as they are. A /Redirects that fails or answers garbage, and ten thousand
// rules: tests/integration/page-redirects.test.ts.

type Rule = { from: string; to: string }

const ruleFrom = (rules: Rule[], pattern: RegExp) => {
  const rule = rules.find((r) => pattern.test(r.from))
  if (!rule) throw new Error(`no demo rule from ${pattern}`)
  return rule
}

// A link added to the hydrated page's main, followed by a client-side navigation.
async function followLink(page: Page, href: string, name: string) {
  await page.evaluate(
    ([to, text]) => {
      const link = Object.assign(document.createElement('a'), { href: to, textContent: text })
      link.setAttribute('data-discover', 'true')
      document.querySelector('main')?.append(link)
    },
    [href, name],
  )
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }))
  await page.getByRole('link', { name, exact: true }).click()
}

test('a rule on a story that still answers sends its visitors on, in a load or a client navigation', async ({
  page,
  request,
}) => {
  const rule = ruleFrom(await getDemoData<Rule[]>(request, '/Redirects'), /^\/news\//)
  const response = await request.get(rule.from, { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers()['location']).toBe(rule.to)
  expect(response.headers()['cache-control']).toBe('no-store')

  // A client-side navigation: the data request is redirected, the browser's router follows.
  await gotoHydrated(page, '/')
  await followLink(page, rule.from, 'Old story')
  await page.waitForURL((url) => url.pathname === rule.to)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true)
})

test('a loop through a page and rules to other sites leave the pages as they are', async ({
  page,
  request,
}) => {
  const rules = await getDemoData<Rule[]>(request, '/Redirects')
  expect(ruleFrom(rules, /^\/calendar$/).to).toBe('/calendar-old')
  expect(ruleFrom(rules, /^\/facilities$/).to).toMatch(/^https:/)
  for (const path of ['/calendar', '/facilities']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
  }
  // Off-site never: an address whose only rule leaves the site is the 404 page's.
  for (const path of ['/store', '/store.data', '/camps']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(500)
    expect(response.headers()['location'] ?? '', path).not.toMatch(/^(https?:)?\/\//)
    expect(await response.text(), path).not.toContain('.example')
  }

  await gotoHydrated(page, '/')
  await followLink(page, '/facilities', 'Facilities here')
  await page.waitForURL((url) => url.pathname === '/facilities')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await followLink(page, '/calendar', 'Calendar here')
  await page.waitForURL((url) => url.pathname === '/calendar')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
