import type { Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// Search engines and sharing (issue 22): the provider's title templates, Open Graph and Twitter
// cards with a 1600 px JPEG share image, the site's JSON-LD (SportsOrganization and WebSite with its
// search on the home page, BreadcrumbList inside), noindex where it belongs; after hydration
// and a client-side navigation the title still follows the provider's template, and axe stays
// clean.

const meta = (page: Page, attribute: 'property' | 'name', key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`).getAttribute('content')

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test('home: provider title, share cards and SportsOrganization + WebSite with a search action', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const title = await page.title()
  // The seed's seo_title_homepage: "{site} | Official Athletics Website".
  expect(title).toMatch(/ \| Official Athletics Website$/)
  expect(await meta(page, 'property', 'og:title')).toBe(title)
  expect(await meta(page, 'property', 'og:type')).toBe('website')
  expect(await meta(page, 'property', 'og:url')).toMatch(/\/$/)
  const image = await meta(page, 'property', 'og:image')
  expect(image).toContain('/images/resize?')
  expect(image).toContain('width=1600')
  expect(image).toContain('type=jpeg')
  expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image')
  expect(await meta(page, 'name', 'twitter:image')).toBe(image)
  expect(await page.locator('head meta[name="robots"]').count()).toBe(0)
  // The share image answers, as a JPEG.
  const shared = await page.request.get(new URL(image ?? '').pathname + new URL(image ?? '').search)
  expect(shared.status()).toBe(200)
  expect(shared.headers()['content-type']).toContain('image/jpeg')

  const graph = (await jsonLd(page)).flatMap(
    (data) => (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data],
  )
  expect(graph.find((item) => item['@type'] === 'SportsOrganization')).toBeTruthy()
  const website = graph.find((item) => item['@type'] === 'WebSite')
  expect(JSON.stringify(website)).toContain('/search?q={search_term_string}')
})

test('a roster: the provider template with season and sport', async ({ page }) => {
  await gotoHydrated(page, '/sports/womens-soccer/roster')
  const title = await page.title()
  expect(title).toMatch(/^\d{4}(-\d{2})? Women's Soccer Roster \| /)
  expect(title).not.toContain('{')
  expect(await meta(page, 'property', 'og:title')).toBe(title)
  // The roster's own JSON-LD (its SportsTeam) first, then the site's breadcrumbs.
  const data = await jsonLd(page)
  expect(data.map((item) => item['@type'])).toEqual(['SportsTeam', 'BreadcrumbList'])
  const crumbs = data[1]?.itemListElement as { item: string }[]
  expect(crumbs.map((crumb) => new URL(crumb.item).pathname)).toEqual([
    '/',
    '/sports/womens-soccer',
    '/sports/womens-soccer/roster',
  ])
  await expectNoAxeViolations(page)

  // A client-side navigation to the sport's schedule: its template, filled in the browser.
  await page
    .getByRole('link', { name: /^schedule$/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/sports\/womens-soccer\/schedule$/)
  await expect(page).toHaveTitle(/^\d{4}(-\d{2})? Women's Soccer Schedule \| /)
  // The crawler tags are the server's only (seo/crawler-tags.ts): the roster's are gone, none
  // describes a page no longer shown.
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(0)
  await expect(page.locator('head meta[name="description"]')).toHaveCount(0)
})

test('a story: og:type article, a 1600 px JPEG share image', async ({ page }) => {
  await gotoHydrated(page, '/archives')
  const story = await page.locator('main a[href^="/news/"]').first().getAttribute('href')
  expect(story).toBeTruthy()
  await gotoHydrated(page, story ?? '/')
  expect(await page.locator('head meta[property="og:type"]').count()).toBe(1)
  expect(await meta(page, 'property', 'og:type')).toBe('article')
  expect(await meta(page, 'property', 'og:image')).toContain('width=1600')
  expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image')
  expect((await jsonLd(page)).map((data) => data['@type'])).toEqual([
    'NewsArticle',
    'BreadcrumbList',
  ])
})

test('a page without JSON-LD of its own gets breadcrumbs: home, the sport, the page', async ({
  page,
}) => {
  await gotoHydrated(page, '/sports/womens-soccer/results')
  const all = await jsonLd(page)
  expect(all).toHaveLength(1)
  expect(all[0]?.['@type']).toBe('BreadcrumbList')
  const items = all[0]?.itemListElement as { position: number; name: string; item: string }[]
  expect(items.map((item) => new URL(item.item).pathname)).toEqual([
    '/',
    '/sports/womens-soccer',
    '/sports/womens-soccer/results',
  ])
  expect(items.map((item) => item.position)).toEqual([1, 2, 3])
  expect(items[2]?.name).toBe(await page.locator('h1').first().textContent())
  for (const item of items) {
    expect((await page.request.get(new URL(item.item).pathname)).status()).toBe(200)
  }
  await expectNoAxeViolations(page)
})

test('a print page is noindex', async ({ page }) => {
  const response = await page.goto('/sports/womens-soccer/roster/print')
  expect(response?.status()).toBe(200)
  expect(await meta(page, 'name', 'robots')).toBe('noindex')
})

test("a facility keeps its own description through the provider's {page_description}", async ({
  page,
}) => {
  await gotoHydrated(page, '/facilities')
  const facility = await page.locator('main a[href^="/facilities/"]').first().getAttribute('href')
  expect(facility).toBeTruthy()
  await gotoHydrated(page, facility ?? '/')
  const description = await meta(page, 'name', 'description')
  // The seed's template is '{page_description}': the facility's own words, not a generic line.
  expect(description).toMatch(/\w/)
  expect(description).not.toContain('from the official athletics website')
  // A list page keeps the seed's generic template.
  await gotoHydrated(page, '/facilities')
  expect(await meta(page, 'name', 'description')).toContain('from the official athletics website')
})
