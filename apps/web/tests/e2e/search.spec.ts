import type { APIRequestContext } from '@playwright/test'

import { PROVIDER_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// The site search page (SPEC.md 2.1 /search?q=, 5): the provider's ranked full-text hits,
// grouped by kind, each linking its page.

type StoryItem = { title: string }

// A word of a real story's headline, so the search finds it.
async function aStoryHeadline(request: APIRequestContext) {
  const response = await request.get(
    `http://127.0.0.1:${PROVIDER_PORT}/api/v2/Stories?$pageSize=20`,
    { headers: { tenant: 'demo' } },
  )
  const { items } = (await response.json()) as { items: StoryItem[] }
  const story = items.find((item) => item.title.split(' ').length >= 4) ?? items[0]
  if (!story) throw new Error('the demo has no stories')
  return story.title
}

test('a story found through the search overlay opens', async ({ page, request }) => {
  const headline = await aStoryHeadline(request)
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Site search' })
  await dialog.getByRole('searchbox').fill(headline)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=/)
  const stories = page.getByRole('region', { name: /^Stories/ })
  const link = stories.getByRole('link', { name: headline, exact: true }).first()
  await expect(link).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(/\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
})

test('without JavaScript: grouped results with marked words, a kind paged, every link a page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/search?q=football')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['x-robots-tag'] ?? '').not.toContain('private')
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
    'results for “football”',
  )
  for (const group of ['Stories', 'Players', 'Games']) {
    await expect(page.getByRole('region', { name: new RegExp(`^${group}`) })).toBeVisible()
  }
  await expect(page.locator('mark').first()).toHaveText(/football/i)
  // Every result and "All" link leads to a page (a redirect to its canonical address at most).
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  for (const href of new Set(hrefs.filter((value) => value.startsWith('/')))) {
    const answer = await page.request.get(href)
    expect(answer.status(), href).toBe(200)
  }
  await page.getByRole('link', { name: /^All \d+ games/ }).click()
  await expect(page).toHaveURL(/type=game/)
  await expect(page.getByRole('navigation', { name: 'Result types' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Result pages' })
    .getByRole('link', { name: 'Page 2' })
    .click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
  await context.close()
})

test('an empty query shows the form; hostile ones are words, shown as text', async ({ page }) => {
  for (const query of ['', '%20%20%20']) {
    const response = await page.goto(`/search?q=${query}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('searchbox')).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(0)
  }
  for (const query of ['"<script>alert(1)</script>', "' OR 1=1 --", 'NEAR(owls', '*']) {
    const response = await page.goto(`/search?q=${encodeURIComponent(query)}`)
    expect(response?.status(), query).toBe(200)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
      query.trim(),
    )
  }
})

test('the Go control is disabled while the query is empty', async ({ page }) => {
  await gotoHydrated(page, '/search')
  const go = page.getByRole('main').getByRole('button', { name: 'Go' })
  await expect(go).toBeDisabled()
  await page.getByRole('searchbox', { name: 'Enter search query' }).fill('owls')
  await expect(page.getByRole('searchbox', { name: 'Search site' })).toBeVisible()
  await expect(go).toBeEnabled()
})

for (const width of [390, 1366]) {
  test(`search results at ${width} px have no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/search?q=football')
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
  })
}
