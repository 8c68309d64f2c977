import { WEB_PORT } from '../../playwright.config'

import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'
import { showOldestSeason } from './steps'
import { expectMoves } from './answers'

// The demo tenant has three seasons of games for every sport that plays them (issue 8):
// results, upcoming games, conference and non-conference, home, away and neutral sites.

test('the schedule lists the season by month with its record and links', async ({ page }) => {
  const response = await page.goto('/sports/mens-basketball/schedule')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /\d{4}-\d{2} Men's Basketball Schedule/i,
  )
  await expect(page.getByRole('term').filter({ hasText: 'Overall' })).toBeVisible()
  const months = page.getByRole('region', { name: /^[A-Z][a-z]+ \d{4}$/ })
  expect(await months.count()).toBeGreaterThan(2)
  await expect(page.getByRole('link', { name: /^Box score\b/ }).first()).toBeVisible()
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@graph'?: { '@type': string; eventStatus: string }[] }
  expect(structured['@graph']?.length).toBeGreaterThan(20)
  expect(structured['@graph']?.[0]?.['@type']).toBe('SportsEvent')
})

test('changing the season and filtering work with JavaScript', async ({ page }) => {
  await page.goto('/sports/baseball/schedule')
  await showOldestSeason(page, '/sports/baseball/schedule', 3)
  // A full season of baseball: 40 games and more.
  const all = Number(/\((\d+)\)/.exec(await page.locator('#games-heading').innerText())?.[1])
  expect(all).toBeGreaterThanOrEqual(40)

  await page.getByLabel('Show').selectOption({ label: 'Away' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/filter=away/)
  await expect(page.locator('#games-heading')).toContainText(`of ${all}`)
  const opponents = await page
    .locator('main ol > li')
    .filter({ hasText: /^\w{3}, / })
    .allInnerTexts()
  expect(opponents.length).toBeGreaterThan(0)
  for (const row of opponents) expect(row).toMatch(/\bat\b/)
})

test('filters and the table view work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/sports/football/schedule`)
  await page.getByLabel('Show').selectOption({ label: 'Home' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/filter=home/)
  await page.getByRole('link', { name: 'table' }).click()
  await expect(page).toHaveURL(/view=table/)
  await expect(page).toHaveURL(/filter=home/)
  const rows = page.getByRole('table').locator('tbody tr')
  expect(await rows.count()).toBeGreaterThan(0)
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/\bvs\b/)
  await context.close()
})

test('the text and print schedules have no site chrome', async ({ page }) => {
  for (const path of ['/sports/football/schedule/text', '/sports/football/schedule/print']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Football Schedule')
  }
  await page.goto('/sports/football/schedule/text')
  await expect(page.locator('pre')).toContainText(/Date\s+Time\s+Opponent/)
})

test('unknown sports and seasons are 404s; another spelling of a season is a 301', async ({
  request,
}) => {
  expect((await request.get('/sports/no-such-sport/schedule')).status()).toBe(404)
  expect((await request.get('/sports/football/schedule/1999')).status()).toBe(404)
  expect((await request.get('/sports/football/schedule/print/20x5')).status()).toBe(404)
  await expectMoves(request, [
    ['/sports/mens-basketball/schedule/2025', '/sports/mens-basketball/schedule/2025-26'],
  ])
})

test('results list played games newest first and print by season and filter', async ({ page }) => {
  await page.goto('/sports/football/results')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\d{4} Football Results/)
  // Month sections newest first.
  const months = await page
    .getByRole('region', { name: /^[A-Z][a-z]+ \d{4}$/ })
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label') ?? ''))
  expect(months.length).toBeGreaterThan(1)
  const times = months.map((month) => new Date(`1 ${month}`).getTime())
  expect(times).toEqual([...times].sort((a, b) => b - a))
  await expect(page.getByRole('link', { name: /^Box score\b/ }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Print results' }).click()
  await expect(page).toHaveURL(/\/sports\/football\/results\/print\/\d{4}\/all$/)
  await expect(page.getByRole('banner')).toHaveCount(0)
  expect(await page.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(3)
})

test("a spring sport before its season shows last season's results", async ({ page }) => {
  await page.goto('/sports/baseball/results')
  const heading = await page.getByRole('heading', { level: 1 }).innerText()
  const shown = Number(/\d{4}/.exec(heading)?.[0])
  expect(await page.locator('main ol > li').count()).toBeGreaterThan(20)
  await page.goto('/sports/baseball/schedule')
  const current = Number(
    /\d{4}/.exec(await page.getByRole('heading', { level: 1 }).innerText())?.[0],
  )
  expect(shown).toBe(current - 1)
})

// The schedule's JSON-LD is built on the server only (seo/page-meta.ts, BUILT_ON_SERVER): the
// document keeps it through hydration, and React reports no mismatch.
test('structured data built on the server survives hydration', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await gotoHydrated(page, '/sports/baseball/schedule')
  const graph = async () =>
    (
      JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ) as { '@graph'?: unknown[] }
    )['@graph']?.length ?? 0
  expect(await graph()).toBeGreaterThan(40)
  // A while after hydration, once React has settled every update.
  await page.waitForTimeout(500)
  expect(await graph()).toBeGreaterThan(40)
  expect(errors).toEqual([])
})
