import { expect, test } from './fixtures'

test('an unknown path lands on /404 with status 404 and names the path', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveURL(/\/404\?path=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('/no/such/page?x=1')).toBeVisible()
})

test('an unknown sport answers 404 inside the page shell', async ({ page }) => {
  const response = await page.goto('/sports/underwater-chess')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
})

test('a page that answers 404 for its query hydrates without a mismatch', async ({ page }) => {
  // 30 February: the query is read in an order of its own on the server (the page's canonical
  // query), so the 404 page names the path alone; any mismatch fails the test (fixtures.ts).
  const response = await page.goto('/on-this-day?month=2&day=30')
  expect(response?.status()).toBe(404)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(page.getByText('There is no page at /on-this-day.')).toBeVisible()
})
