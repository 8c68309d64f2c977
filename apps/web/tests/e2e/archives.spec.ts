import { WEB_PORT } from '../../playwright.config'

import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { expectMoves, expectNotFound } from './answers'

test('page through archives filtered by sport', async ({ page }) => {
  await gotoHydrated(page, '/archives')
  await expect(page.getByRole('heading', { level: 1, name: 'News Archives' })).toBeVisible()
  const filters = page.getByRole('search', { name: 'Filter stories' })
  await filters.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Football' })
  await filters.getByRole('button', { name: 'Show stories' }).click()
  // A sport has an archive of its own: the site-wide filter moves there.
  await expect(page).toHaveURL(/\/sports\/football\/archives$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Football News Archives' }),
  ).toBeVisible()
  const results = page.getByRole('region', { name: /stories/ })
  const firstOnPage1 = await results.getByRole('heading', { level: 3 }).first().textContent()

  const pages = page.getByRole('navigation', { name: 'Archive pages' })
  await pages.getByRole('link', { name: /Next/ }).click()
  await expect(page).toHaveURL(/\/sports\/football\/archives\?page=2$/)
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(results.getByRole('heading', { level: 3 }).first()).not.toHaveText(
    firstOnPage1 ?? '',
  )
  // Every story on the page is football's and links its story page.
  const sports = await results.locator('li p.order-first').allTextContents()
  expect(sports.length).toBeGreaterThan(0)
  for (const text of sports) expect(text).toContain('Football')
  await expect(results.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[^/]+$/,
  )

  // The season filter is kept by the page links.
  const form = page.getByRole('search', { name: 'Filter stories' })
  await form.getByRole('combobox', { name: 'Season' }).selectOption('2025-26')
  await form.getByRole('button', { name: 'Show stories' }).click()
  await expect(page).toHaveURL(/\/sports\/football\/archives\?season=2025-26$/)
  await expect(
    page.getByRole('heading', { level: 1, name: '2025-26 Football News Archives' }),
  ).toBeVisible()
  await pages.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\?page=2&season=2025-26$/)
})

test('the archive filters and search work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/archives`)
  const form = page.getByRole('search', { name: 'Filter stories' })
  await form.getByRole('combobox', { name: 'Season' }).selectOption('2025-26')
  await form.getByRole('searchbox', { name: 'Search words' }).fill('  Football  ')
  await form.getByRole('button', { name: 'Show stories' }).click()
  await expect(page).toHaveURL(/\/archives\?q=Football&season=2025-26$/)
  await expect(
    page.getByRole('heading', { level: 2, name: /stories? matching “Football”/ }),
  ).toBeVisible()
  await expect(form.getByRole('searchbox', { name: 'Search words' })).toHaveValue('Football')
  await page
    .getByRole('navigation', { name: 'Archive pages' })
    .getByRole('link', { name: /Next/ })
    .click()
  await expect(page).toHaveURL(/\/archives\?page=2&q=Football&season=2025-26$/)

  await form.getByRole('searchbox', { name: 'Search words' }).fill('no story says zzqx')
  await form.getByRole('button', { name: 'Show stories' }).click()
  await expect(page.getByText('No stories match these filters.')).toBeVisible()
  await page.getByRole('link', { name: 'Show every story' }).click()
  await expect(page).toHaveURL(/\/archives$/)
  await context.close()
})

test('archive addresses: one spelling each, bad input a 404 or a cut search, never a 5xx', async ({
  request,
}) => {
  const moves: [string, string][] = [
    ['/archives?page=1', '/archives'],
    ['/archives?q=&season=&sport=', '/archives'],
    ['/archives?season=2025', '/archives?season=2025-26'],
    ['/archives?season=2025-26&sport=football', '/sports/football/archives?season=2025-26'],
    ['/sports/FOOTBALL/archives?page=2', '/sports/football/archives?page=2'],
    [`/archives?q=${'a'.repeat(500)}`, `/archives?q=${'a'.repeat(100)}`],
  ]
  await expectMoves(request, moves)
  await expectNotFound(request, [
    '/archives?season=abc',
    '/archives?season=1901-02',
    '/archives?page=0',
    '/archives?page=x',
    '/archives?page=99999',
    '/archives?sport=no-such-sport',
    '/sports/no-such-sport/archives',
  ])
  const hostile = await request.get('/archives?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  expect(hostile.status()).toBe(200)
  const html = await hostile.text()
  expect(html).not.toContain('<script>alert(1)</script>')
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toMatch(/<meta name="robots" content="noindex"/)
})

test('the archive page names itself for search engines', async ({ page }) => {
  await page.goto('/sports/football/archives?season=2025-26&page=2')
  await expect(page).toHaveTitle(/^2025-26 Football News Archives, page 2 \| /)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/sports\/football\/archives\?page=2&season=2025-26$/,
  )
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@type'?: string; mainEntity?: { itemListElement?: { position: number }[] } }
  expect(structured['@type']).toBe('CollectionPage')
  expect(structured.mainEntity?.itemListElement?.[0]?.position).toBe(11)
})

for (const width of [390, 1366]) {
  test(`archives have no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/archives', '/sports/football/archives?season=2025-26']) {
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page)
    }
  })
}
