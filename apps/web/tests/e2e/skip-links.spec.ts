import { expect, test } from './fixtures'

import { gotoHydrated } from './hydrated'

test('the first Tab reaches "Skip to main content", which moves focus to the main landmark', async ({
  page,
}) => {
  await gotoHydrated(page, '/404')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main-content')).toBeFocused()
})

test('a page with a rotator offers the page-wide pause, which announces the change', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  // SPEC.md 4: the page is checked for rotators 2 s after the route changes.
  const toggle = page.getByRole('button', { name: 'Pause all rotators' })
  await expect(toggle).toBeAttached({ timeout: 4000 })
  await toggle.focus()
  await expect(toggle).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Rotators paused' })).toBeAttached()
  await expect(page.getByRole('button', { name: 'Play all rotators' })).toBeAttached()
})

test('a page without a rotator has no rotator control', async ({ page }) => {
  await gotoHydrated(page, '/search?q=golf')
  await page.waitForTimeout(2500)
  await expect(page.getByRole('button', { name: /all rotators/ })).toHaveCount(0)
})
