import { expect, test } from './fixtures'

import { gotoHydrated } from './hydrated'

test.use({ viewport: { width: 390, height: 844 } })

test('the mobile menu opens, expands one panel at a time, and closes on navigation', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()

  const panels = menu.getByRole('button', { expanded: false })
  const first = panels.nth(0)
  const firstName = await first.textContent()
  await first.click()
  const expanded = menu.getByRole('button', { name: firstName ?? '' })
  await expect(expanded).toHaveAttribute('aria-expanded', 'true')
  const second = menu.getByRole('button', { expanded: false }).first()
  await second.click()
  await expect(expanded).toHaveAttribute('aria-expanded', 'false')

  await menu.getByRole('button', { name: 'Sports' }).click()
  await menu.getByRole('link', { name: 'Football', exact: true }).click()
  await expect(page).toHaveURL(/\/sports\/football$/)
  await expect(menu).toBeHidden()
})

test('Escape closes the mobile menu', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
})

test('the mobile header links to the calendar, or to the sport schedule on a sport page', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await expect(page.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar')
  await gotoHydrated(page, '/sports/football')
  await expect(page.getByRole('link', { name: 'Schedule', exact: true }).first()).toHaveAttribute(
    'href',
    '/sports/football/schedule',
  )
})

// The page behind the modal menu is inert: Tab cycles through the menu and the browser's own
// controls, never the page behind.
test('keyboard focus never reaches the page behind the menu and returns to Menu on close', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const toggle = page.getByRole('button', { name: 'Menu' })
  await toggle.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab')
    const isOnPage = await menu.evaluate((element) => {
      const active = document.activeElement
      return active !== null && active !== document.body && !element.contains(active)
    })
    expect(isOnPage).toBe(false)
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
})
