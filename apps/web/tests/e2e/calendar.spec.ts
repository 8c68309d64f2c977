import type { Page } from '@playwright/test'

import { DOWN_WEB_PORT, WEB_PORT } from '../../playwright.config'

import { expect, test } from './fixtures'

// The calendar screens and their print versions (decision 018). September 2026 is a busy month
// of the demo tenant: football, soccer, volleyball, field hockey and water polo.

const grid = (page: Page) => page.getByRole('table')

test('the calendar shows the current month as a grid with full weekday names', async ({ page }) => {
  const response = await page.goto('/calendar')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Athletics Calendar')
  const caption = (await grid(page).locator('caption').innerText()).trim()
  expect(caption).toMatch(/^[A-Z]+ \d{4}$/i)
  await expect(page.getByRole('columnheader')).toHaveText([
    'SunSunday',
    'MonMonday',
    'TueTuesday',
    'WedWednesday',
    'ThuThursday',
    'FriFriday',
    'SatSaturday',
  ])
  // Today is marked, and this month has no link to itself.
  await expect(page.locator('td[aria-current="date"]')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'This month' })).toHaveCount(0)
})

test('a month lists each day’s games with links and structured data', async ({ page }) => {
  await page.goto('/calendar?month=2026-09')
  await expect(grid(page).locator('caption')).toHaveText('September 2026')
  await expect(page).toHaveTitle(/Athletics Calendar: September 2026/)
  const days = page.getByRole('table').getByRole('heading', { level: 3 })
  expect(await days.count()).toBeGreaterThan(15)
  await expect(page.getByRole('link', { name: /^Box score\b.*September/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /^Game center\b/ }).first()).toBeVisible()
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { '@graph'?: { '@type': string; sport: string }[] }
  expect(structured['@graph']?.length).toBeGreaterThan(30)
  expect(structured['@graph']?.[0]?.['@type']).toBe('SportsEvent')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/calendar\?month=2026-09$/,
  )
  // The box score link goes to a real box score.
  await page
    .getByRole('link', { name: /^Box score\b/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/boxscore\/\d+$/)
})

test('month navigation, filters and the list view work with JavaScript', async ({ page }) => {
  await page.goto('/calendar?month=2026-09')
  await page.getByRole('link', { name: 'October 2026 (next month)' }).click()
  await expect(page).toHaveURL(/month=2026-10/)
  await expect(grid(page).locator('caption')).toHaveText('October 2026')
  await page.getByRole('link', { name: 'September 2026 (previous month)' }).click()
  await expect(grid(page).locator('caption')).toHaveText('September 2026')

  await page.getByLabel('Sport').selectOption({ label: 'Football' })
  await page.getByLabel('Location').selectOption({ label: 'Home' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/sport=football/)
  await expect(page).toHaveURL(/location=home/)
  await expect(page).toHaveURL(/month=2026-09/)
  const games = page.getByRole('table').locator('td > ul > li')
  expect(await games.count()).toBeGreaterThan(0)
  for (const text of await games.allInnerTexts()) {
    expect(text).toMatch(/^FOOTBALL\b/i)
    expect(text).toMatch(/\bHome\b/)
  }

  await page.getByRole('link', { name: 'list', exact: true }).click()
  await expect(page).toHaveURL(/view=list/)
  await expect(page).toHaveURL(/sport=football/)
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(
    /^\w+day, September \d+$/,
  )

  await page.getByRole('link', { name: 'This month' }).click()
  await expect(page).not.toHaveURL(/month=/)
  await expect(page).toHaveURL(/view=list/)
})

test('month navigation and filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/calendar?month=2026-10`)
  await page.getByRole('link', { name: 'September 2026 (previous month)' }).click()
  await expect(page).toHaveURL(/month=2026-09/)
  await page.getByLabel('Location').selectOption({ label: 'Away' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/location=away/)
  await expect(page).toHaveURL(/month=2026-09/)
  const games = page.getByRole('table').locator('td > ul > li')
  expect(await games.count()).toBeGreaterThan(0)
  for (const text of await games.allInnerTexts()) expect(text).toMatch(/\bAway\b/)
  await page.getByRole('link', { name: 'list', exact: true }).click()
  await expect(page).toHaveURL(/view=list/)
  await expect(page).toHaveURL(/location=away/)
  await context.close()
})

test('a sport’s calendar keeps to its sport and links its feed and print version', async ({
  page,
}) => {
  const response = await page.goto('/sports/football/calendar?month=2026-09')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football Calendar')
  await expect(page.getByLabel('Sport')).toHaveCount(0)
  for (const text of await page.getByRole('table').locator('td > ul > li').allInnerTexts()) {
    expect(text).toMatch(/^FOOTBALL\b/i)
  }
  await expect(page.getByRole('link', { name: /Subscribe/ })).toHaveAttribute(
    'href',
    '/sports/football/schedule.ics',
  )
  // A month without games still shows its grid, and says so.
  await page.goto('/sports/football/calendar?month=2026-06')
  await expect(page.getByText('No games are scheduled in June 2026.')).toBeVisible()
  await expect(grid(page).locator('caption')).toHaveText('June 2026')
  await page.goto('/sports/football/calendar?month=2026-09')
  await page.getByRole('link', { name: 'Print September 2026' }).click()
  await expect(page).toHaveURL(
    '/sports/football/calendar/print/month/football/2026-09-01/2026-09-30/all',
  )
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Football Calendar: Sep 1, 2026 to Sep 30, 2026',
  )
  // Under the sheet's h1 the days with games are h2s, no level skipped (valid HTML, issue 33).
  const days = page.getByRole('table').getByRole('heading')
  expect(await days.count()).toBeGreaterThan(0)
  expect(await page.getByRole('table').getByRole('heading', { level: 2 }).count()).toBe(
    await days.count(),
  )
})

test('the print calendar lists a span of days without site chrome', async ({ page }) => {
  const response = await page.goto('/calendar/print/list/all/2026-09-01/2026-10-31/home')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Athletics Calendar (Home): Sep 1, 2026 to Oct 31, 2026',
  )
  const rows = page.getByRole('table').locator('tbody tr')
  expect(await rows.count()).toBeGreaterThan(20)
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/\bvs\b/)
  await page.getByRole('link', { name: 'Back to the calendar' }).click()
  await expect(page).toHaveURL('/calendar?location=home&month=2026-09&view=list')
})

test('unknown sports, malformed or far months and bad print addresses are 404s', async ({
  request,
}) => {
  for (const path of [
    '/sports/no-such-sport/calendar',
    '/calendar?sport=no-such-sport',
    '/calendar?month=2026-9',
    '/calendar?month=2026-13',
    '/calendar?month=1899-12',
    '/calendar?month=2099-01',
    '/calendar/print/week/all/2026-09-01/2026-09-30/all',
    '/calendar/print/month/all/2026-09-01/2026-09-30/upstairs',
    '/calendar/print/month/no-such-sport/2026-09-01/2026-09-30/all',
    '/calendar/print/month/all/2026-02-30/2026-03-31/all',
    '/calendar/print/month/all/20260901/2026-09-30/all',
    '/calendar/print/list/all/2026-01-01/2027-01-02/all',
    '/calendar/print/list/all/1899-12-01/1899-12-31/all',
    '/sports/football/calendar/print/month/all/2026-09-01/2026-09-30/all',
    '/sports/football/calendar/print/month/baseball/2026-09-01/2026-09-30/all',
    '/sports/no-such-sport/calendar/print/month/all/2026-09-01/2026-09-30/all',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
  // Ends the other way round: the same span, in order.
  const swapped = await request.get('/calendar/print/list/football/2026-09-30/2026-09-01/away', {
    maxRedirects: 0,
  })
  expect(swapped.status()).toBe(301)
  expect(swapped.headers().location).toBe(
    '/calendar/print/list/football/2026-09-01/2026-09-30/away',
  )
})

test('with the provider down the calendars are 503s, never 404s', async ({ request }) => {
  const base = `http://127.0.0.1:${DOWN_WEB_PORT}`
  for (const path of [
    '/calendar',
    '/calendar?month=2026-09&view=list',
    '/sports/football/calendar',
    '/calendar/print/month/all/2026-09-01/2026-09-30/all',
    '/sports/football/calendar/print/month/football/2026-09-01/2026-09-30/all',
  ]) {
    const response = await request.get(`${base}${path}`)
    expect(response.status(), path).toBe(503)
    expect(response.headers()['retry-after']).toMatch(/^\d+$/)
  }
})
