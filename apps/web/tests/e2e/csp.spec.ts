import { getDemoFacilities } from './provider-data'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// The fixture fails any test whose page logs a Content-Security-Policy violation; these visit
// every kind of page with every part of the shell open.

test('every page type renders and hydrates under the policy', async ({ page, request }) => {
  const [facility] = await getDemoFacilities(request)
  const paths = ['/', '/sports/football', '/facilities', facility?.url ?? '/', '/search?q=ball']
  for (const path of [...paths, '/404?path=%2Fmissing', '/splash']) {
    const response = await gotoHydrated(page, path)
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'")
  }
})

test('the desktop menus and the search overlay work under the policy', async ({ page }) => {
  await gotoHydrated(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Sports' }).click()
  await expect(nav.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Site search' })
  await dialog.getByRole('searchbox', { name: 'Enter search query' }).fill('soccer')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=soccer$/)
  // A client-side navigation to a result loads its data and code under the same policy.
  await page.getByRole('main').getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the mobile menu opens and navigates under the policy', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.getByRole('button', { expanded: false }).first().click()
    await menu.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
