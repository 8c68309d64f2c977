import { WEB_PORT } from '../../playwright.config'

import { expect, test } from './fixtures'
import { expectMoves, expectNotFound } from './answers'

test('the historical roster searches by name and by initial, a page at a time', async ({
  page,
}) => {
  const response = await page.goto('/historical-roster')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Historical Roster' })).toBeVisible()

  const initials = page.getByRole('navigation', { name: 'Last name initial' })
  await initials.getByRole('link', { name: 'B', exact: true }).click()
  await expect(page).toHaveURL(/letter=B/)
  await expect(initials.getByRole('link', { name: 'B', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(
    page.getByRole('heading', { level: 2, name: /players with last names starting B/ }),
  ).toBeVisible()

  const pages = page.getByRole('navigation', { name: 'Result pages' })
  if ((await pages.count()) > 0) {
    await pages.getByRole('link', { name: /Next/ }).click()
    await expect(page).toHaveURL(/page=2/)
  }

  await page.getByRole('searchbox', { name: 'Name' }).fill('son')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=son/)
  const first = page
    .getByRole('region')
    .or(page.locator('main'))
    .getByRole('link', { name: /son/i })
  await expect(first.first()).toBeVisible()
})

test('a sport historical roster opens a bio, and works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(`http://127.0.0.1:${WEB_PORT}/sports/football/historical-roster`)
  expect(response?.status()).toBe(200)
  await page.getByRole('searchbox', { name: 'Name' }).fill('a')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/q=a/)
  const bio = page.locator('main a[href^="/sports/football/roster/"]').first()
  await bio.click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveURL(/\/sports\/football\/roster\/[a-z0-9-]+\/\d+$/)
  await context.close()
})

test('historical roster addresses: old spellings 301, an unknown sport or page is a 404', async ({
  request,
}) => {
  await expectMoves(request, [
    ['/historicalroster', '/historical-roster'],
    ['/sports/football/historicalroster?letter=B', '/sports/football/historical-roster?letter=B'],
  ])
  await expectNotFound(request, [
    '/sports/no-such-sport/historical-roster',
    '/historical-roster?page=9999',
  ])
  for (const path of ['/historical-roster?letter=%3Cscript%3E', '/historical-roster?page=abc']) {
    expect((await request.get(path)).status(), path).toBe(200)
  }
})
