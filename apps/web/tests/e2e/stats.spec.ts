import type { Locator, Page } from '@playwright/test'

import { WEB_PORT } from '../../playwright.config'

import { expect, test } from './fixtures'
import { expectUnavailableWhileDown } from './answers'

// Cumulative season statistics and the stats PDF (issue 8). The reference provider keeps stats
// for the seeded seasons with games; a season still to start (baseball's current one in the
// demo's December) answers "no statistics yet".

/** The texts of one column of a table's body, found by its header's visible start. */
async function columnOf(table: Locator, header: string): Promise<string[]> {
  const headers = await table.locator('thead th').allInnerTexts()
  const index = headers.findIndex((text) => text.trim().startsWith(header))
  expect(index, header).toBeGreaterThanOrEqual(0)
  return table
    .locator('tbody tr')
    .evaluateAll(
      (rows, column) => rows.map((row) => row.children[column]?.textContent?.trim() ?? ''),
      index,
    )
}

const toNumber = (text: string) => (text === '-' || text === '' ? null : Number(text))

function expectOrdered(values: string[], direction: 'asc' | 'desc') {
  const numbers = values.map(toNumber)
  const recorded = numbers.filter((value): value is number => value !== null)
  expect(recorded.length).toBeGreaterThan(3)
  expect(recorded).toEqual([...recorded].sort((a, b) => (direction === 'asc' ? a - b : b - a)))
  // Blanks come last in both directions.
  expect(numbers.slice(recorded.length).every((value) => value === null)).toBe(true)
}

const table = (page: Page, name: RegExp) => page.getByRole('table', { name })

test('the default season shows the record, scoring and one table per group', async ({ page }) => {
  const response = await page.goto('/sports/baseball/stats')
  expect(response?.status()).toBe(200)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(/^\d{4} Baseball Statistics$/i)
  // The selected season is the one shown.
  const season = ((await h1.textContent()) ?? '').slice(0, 4)
  await expect(page.getByLabel('Season')).toHaveValue(`/sports/baseball/stats/${season}`)
  await expect(page.getByRole('term').filter({ hasText: 'Overall' })).toBeVisible()
  for (const group of ['Hitting', 'Pitching', 'Fielding']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible()
  }
  const hitting = table(page, /Baseball hitting statistics/)
  await expect(hitting.getByRole('row', { name: /^Totals/ })).toHaveCount(1)
  await expect(hitting.getByRole('row', { name: /^Opponents/ })).toHaveCount(1)
  // Abbreviations with their meaning; players link to their bios.
  await expect(hitting.getByRole('columnheader', { name: /RBI\W+Runs batted in/ })).toBeVisible()
  const bio = hitting.getByRole('rowheader').first().getByRole('link')
  await expect(bio).toHaveAttribute('href', /^\/sports\/baseball\/roster\/[a-z0-9-]+\/\d+$/)
  // The wide table scrolls in its own labelled, focusable region.
  const region = page.getByRole('region', { name: /Baseball hitting statistics/ })
  await expect(region).toHaveAttribute('tabindex', '0')
})

test('a season without statistics is a 200 with the message and the selector', async ({ page }) => {
  await page.goto('/sports/baseball/stats')
  // The newest season of the menu is the current one, still to start in the demo.
  const current = (await page.getByLabel('Season').locator('option').first().textContent()) ?? ''
  const response = await page.goto(`/sports/baseball/stats/${current}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByText(`No statistics for ${current} yet.`)).toBeVisible()
  await expect(page.getByLabel('Season')).toBeVisible()
  await expect(page.getByRole('link', { name: /Statistics as PDF/ })).toHaveCount(0)
})

test('a column sorts by its header link with JavaScript, best first, with aria-sort', async ({
  page,
}) => {
  await page.goto('/sports/mens-basketball/stats')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const points = page.getByRole('link', { name: /^PTS\W+Points\W+sort descending/ })
  await points.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?dir=desc&sort=basketball\.pts#basketball-heading$/)
  const sheet = table(page, /basketball statistics/)
  await expect(sheet.getByRole('columnheader', { name: /^PTS/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(sheet.getByRole('columnheader', { name: /^#/ })).not.toHaveAttribute(
    'aria-sort',
    /./,
  )
  expectOrdered(await columnOf(sheet, 'PTS'), 'desc')
  // Again: the other way.
  await sheet.getByRole('link', { name: /^PTS\W+Points\W+sort ascending/ }).click()
  await expect(page).toHaveURL(/dir=asc&sort=basketball\.pts/)
  await expect(sheet.getByRole('columnheader', { name: /^PTS/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  expectOrdered(await columnOf(sheet, 'PTS'), 'asc')
})

test('sorting works without JavaScript, and less-is-better stats sort up first', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/sports/baseball/stats`)
  const pitching = table(page, /Baseball pitching statistics/)
  await pitching.getByRole('link', { name: /^ERA\W+Earned run average\W+sort ascending/ }).click()
  await expect(page).toHaveURL(/dir=asc&sort=pitching\.era/)
  await expect(pitching.getByRole('columnheader', { name: /^ERA/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  expectOrdered(await columnOf(pitching, 'ERA'), 'asc')
  // Only that table moved: hitting is still by number.
  await expect(
    table(page, /Baseball hitting statistics/).getByRole('columnheader', { name: /^#/ }),
  ).toHaveAttribute('aria-sort', 'ascending')
  await context.close()
})

test('switching seasons shows that season, with and without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto('/sports/mens-basketball/stats')
  const select = page.getByLabel('Season')
  const older = (await select.locator('option').last().textContent()) ?? ''
  await select.selectOption({ label: older })
  await page.getByRole('button', { name: /Show/ }).click()
  await expect(page).toHaveURL(new RegExp(`/sports/mens-basketball/stats/${older}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${older} `))

  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto(`http://127.0.0.1:${WEB_PORT}/sports/mens-basketball/stats`)
  await noScript.getByLabel('Season').selectOption({ label: older })
  await noScript.getByRole('button', { name: /Show/ }).click()
  await expect(noScript).toHaveURL(new RegExp(`/sports/mens-basketball/stats/${older}$`))
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${older} `))
  await context.close()
})

test('the PDF is a real PDF, named for the sport and season', async ({ page, request }) => {
  await page.goto('/sports/baseball/stats')
  const href =
    (await page.getByRole('link', { name: /Statistics as PDF/ }).getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/sports\/baseball\/stats\/\d{4}\/pdf$/)
  const response = await request.get(href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const season = href.split('/')[4]
  expect(response.headers()['content-disposition']).toBe(
    `inline; filename="baseball-${season}-stats.pdf"`,
  )
  const body = await response.body()
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(body.length).toBeGreaterThan(1000)
})

test('addresses: unknown sport or season is a 404, another spelling of a season a 301', async ({
  request,
}) => {
  for (const path of [
    '/sports/no-such-sport/stats',
    '/sports/baseball/stats/1901',
    '/sports/baseball/stats/2025-27',
    '/sports/baseball/stats/not-a-season',
    '/sports/no-such-sport/stats/2026/pdf',
    '/sports/baseball/stats/1901/pdf',
    '/sports/mens-basketball/stats/2025/pdf',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
  const moved = await request.get('/sports/mens-basketball/stats/2025', { maxRedirects: 0 })
  expect(moved.status()).toBe(301)
  expect(moved.headers().location).toMatch(/\/sports\/mens-basketball\/stats\/2025-26$/)
  // Nonsense sorting is the default order, not an error.
  const bogus = await request.get('/sports/baseball/stats?sort=nonsense.x&dir=sideways')
  expect(bogus.status()).toBe(200)
})

test('a season without statistics has no PDF: 404', async ({ page, request }) => {
  await page.goto('/sports/baseball/stats')
  const current = (await page.getByLabel('Season').locator('option').first().textContent()) ?? ''
  expect((await request.get(`/sports/baseball/stats/${current}/pdf`)).status()).toBe(404)
})

test('with the provider down the page and the PDF are 503s with Retry-After', async ({
  request,
}) => {
  await expectUnavailableWhileDown(request, [
    '/sports/baseball/stats',
    '/sports/baseball/stats/2026/pdf',
  ])
})

test('the sport home and a box score link to the season statistics', async ({ page }) => {
  await page.goto('/sports/mens-basketball')
  await page.getByRole('link', { name: 'Season statistics' }).click()
  await expect(page).toHaveURL(/\/sports\/mens-basketball\/stats$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Statistics$/i)

  await page.goto('/sports/mens-basketball/schedule')
  await page
    .getByRole('link', { name: /^Box score\b/ })
    .first()
    .click()
  await page.getByRole('link', { name: 'Season statistics' }).click()
  await expect(page).toHaveURL(/\/sports\/mens-basketball\/stats\/\d{4}-\d{2}$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Statistics$/i)
})
