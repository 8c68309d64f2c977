import Parser from 'rss-parser'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'

// The news feeds (SPEC.md 2.1 /rss_feeds): every feed the page lists is RSS 2.0 a real feed
// parser reads, and every story it names is a page of the site.

test('the feeds page lists all news and the sports; each feed parses and links real stories', async ({
  page,
}) => {
  const response = await page.goto('/rss_feeds')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'RSS Feeds' })).toBeVisible()
  const feeds = page.getByRole('main').getByRole('link')
  await expect(feeds.first()).toHaveText('All news')
  await expect(feeds.filter({ hasText: 'Football news' })).toHaveCount(1)
  const hrefs = await feeds.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )
  const parser = new Parser()
  // All news and the first two sports' feeds, in full.
  for (const href of hrefs.slice(0, 3)) {
    const feed = await page.request.get(href)
    expect(feed.status(), href).toBe(200)
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const parsed = await parser.parseString(await feed.text())
    expect(parsed.items.length, href).toBeGreaterThan(0)
    for (const item of parsed.items.slice(0, 5)) {
      const path = new URL(item.link ?? '').pathname
      expect(path).toMatch(/^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[\w-]+$/)
      expect((await page.request.get(path)).status(), path).toBe(200)
    }
  }
})

test('a feed for no sport is a 404; an older site’s short name still finds its sport', async ({
  request,
}) => {
  expect((await request.get('/rss.aspx?path=curling')).status()).toBe(404)
  const football = await request.get('/rss.aspx?path=football')
  expect(football.status()).toBe(200)
  expect(await football.text()).toContain('Football news')
})

for (const width of [390, 1366]) {
  test(`the feeds page at ${width} px has no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/rss_feeds')
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
  })
}
