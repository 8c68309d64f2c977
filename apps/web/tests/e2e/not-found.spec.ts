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
