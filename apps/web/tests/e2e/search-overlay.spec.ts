import { expect, test } from './fixtures'

import { gotoHydrated } from './hydrated'

test('Go stays disabled while the query is empty; Enter with a query opens the results', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Site search' })
  await expect(dialog).toBeVisible()
  const input = dialog.getByRole('searchbox', { name: 'Enter search query' })
  await expect(input).toBeFocused()
  const go = dialog.getByRole('button', { name: 'Go' })
  await expect(go).toBeDisabled()
  await input.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  await expect(dialog).toBeVisible()

  await input.fill('basketball')
  await expect(dialog.getByRole('searchbox', { name: 'Search site' })).toBeVisible()
  await expect(go).toBeEnabled()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=basketball$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: /Basketball/ }).first()).toBeVisible()
})

test('Escape closes the overlay and clears the query', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Site search' })
  await dialog.getByRole('searchbox').fill('soccer')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Search' }).click()
  await expect(dialog.getByRole('searchbox')).toHaveValue('')
})

test('a click on the backdrop closes the overlay', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Site search' })
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 890)
  await expect(dialog).toBeHidden()
})
