import type { Page } from '@playwright/test'

import { expect } from './fixtures'
import { gotoHydrated } from './hydrated'

// Journey steps several specs take the same way, each with the assertions it always makes.

/** Every same-site link in main answers 200 (after redirects), and the page has at least one. */
export async function expectSiteLinksAnswer(page: Page) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const paths = [...new Set(hrefs)]
  expect(paths.length).toBeGreaterThan(0)
  for (const path of paths) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
  }
}

/**
 * On a season page at `path`, picks the oldest season of the Season menu and shows it: the
 * address ends in that season and the h1 names it. Returns the season.
 */
export async function showOldestSeason(page: Page, path: string, atLeast = 1) {
  const select = page.getByLabel('Season')
  const options = await select.locator('option').allInnerTexts()
  expect(options.length).toBeGreaterThanOrEqual(atLeast)
  const older = options.at(-1) ?? ''
  await select.selectOption({ label: older })
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}/${older}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(older))
  return older
}

/** Opens a page of an accessibility sweep: hydrated, one h1 and a description. */
export async function gotoSweptPage(page: Page, path: string) {
  await gotoHydrated(page, path)
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\w/)
}
