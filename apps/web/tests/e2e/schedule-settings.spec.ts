import type { Page } from '@playwright/test'

// @ts-expect-error: a plain ES module of the repository's scripts, no types
import { startMeasuredWebsite, stopAll } from '../../../../scripts/processes.mjs'
import { expect, test } from './fixtures'

// The department's Schedule/settings decide how its schedule reads (issue 33 part 2.1). The two
// demo tenants differ: the demo (the suite's site) opens the list, writes "at"/"vs" and links
// opponent history; lakeside, on a website of its own here, opens the table, writes no "at"/"vs"
// (each row says Home or Away), puts the winner's score first and links no opponent history.
// The text and print schedules follow the same at/vs rule as the page.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const PROVIDER_PORT = 4100 + offset
const LAKESIDE = `http://127.0.0.1:${3121 + offset}`
const SCHEDULE = '/sports/mens-basketball/schedule'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  await startMeasuredWebsite({
    port: 3121 + offset,
    providerPort: PROVIDER_PORT,
    env: { TENANT: 'lakeside', PAGE_CACHE_TTL_S: '0' },
  })
})

test.afterAll(() => {
  stopAll()
})

test('the demo department: the list, at/vs, opponent history', async ({ page }) => {
  await page.goto(SCHEDULE)
  await expect(page.locator('[aria-current="true"]', { hasText: 'list' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Opponent history' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Series history/ }).first()).toBeVisible()
  const rows = await page.locator('main ol > li').allInnerTexts()
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) expect(row).toMatch(/\b(at|vs)\b/)
})

test('the lakeside department: the table, Home or Away, winner first, no opponent history', async ({
  page,
}) => {
  await page.goto(`${LAKESIDE}${SCHEDULE}`)
  await expect(page.locator('[aria-current="true"]', { hasText: 'table' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Opponent history' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Series history/ })).toHaveCount(0)
  const rows = page.getByRole('table').locator('tbody tr')
  expect(await rows.count()).toBeGreaterThan(0)
  for (const row of await rows.all()) {
    // The opponent cell reads the name alone; the place says which side.
    await expect(row.getByRole('rowheader')).not.toHaveText(/^(at|vs)\b/)
    await expect(row.getByRole('cell').nth(2)).toHaveText(/\b(Home|Away|Neutral site)\b/)
  }
  // Every decided game's score puts the higher one first, losses included.
  const scores = await page
    .getByRole('table')
    .locator('tbody td')
    .filter({ hasText: /^[WLT]\s*(Won|Lost|Tied)?\s*\d+-\d+$/ })
    .allInnerTexts()
  expect(scores.some((text) => text.startsWith('L'))).toBe(true)
  for (const text of scores) {
    const [first, second] = (/(\d+)-(\d+)/.exec(text) ?? []).slice(1).map(Number)
    expect(first ?? 0).toBeGreaterThanOrEqual(second ?? 0)
  }
  // The list is one link away, and it keeps the department's wording.
  await page.getByRole('link', { name: 'list', exact: true }).click()
  await expect(page).toHaveURL(/view=list/)
  await expect(page.locator('main ol > li').first()).toContainText(/\b(Home|Away)\b/)
})

/** The text schedule's opponent and location cells, read at the header's column offsets. */
async function textColumns(page: Page, url: string) {
  await page.goto(url)
  const [header = '', ...rows] = (await page.locator('main pre').innerText()).split('\n')
  const [opponent, location, result] = ['Opponent', 'Location', 'Result'].map((name) =>
    header.indexOf(name),
  )
  return rows.map((line) => ({
    opponent: line.slice(opponent, location).trim(),
    location: line.slice(location, result).trim(),
  }))
}

test('the text and print schedules write at/vs as the department says', async ({ page }) => {
  const demoText = await textColumns(page, `${SCHEDULE}/text`)
  expect(demoText.length).toBeGreaterThan(0)
  for (const row of demoText) expect(row.opponent).toMatch(/^(at|vs) /)

  const lakesideText = await textColumns(page, `${LAKESIDE}${SCHEDULE}/text`)
  expect(lakesideText.length).toBeGreaterThan(0)
  for (const row of lakesideText) {
    expect(row.opponent).not.toMatch(/^(at|vs) /)
    expect(row.location).toMatch(/\b(Home|Away|Neutral site)\b/)
  }

  await page.goto(`${SCHEDULE}/print`)
  const demoRows = page.getByRole('table').locator('tbody tr')
  expect(await demoRows.count()).toBeGreaterThan(0)
  for (const row of await demoRows.all())
    await expect(row.getByRole('rowheader')).toHaveText(/^(at|vs) /)

  await page.goto(`${LAKESIDE}${SCHEDULE}/print`)
  const rows = page.getByRole('table').locator('tbody tr')
  expect(await rows.count()).toBeGreaterThan(0)
  for (const row of await rows.all()) {
    await expect(row.getByRole('rowheader')).not.toHaveText(/^(at|vs)\b/)
    await expect(row.getByRole('cell').nth(2)).toHaveText(/\b(Home|Away|Neutral site)\b/)
  }
})
