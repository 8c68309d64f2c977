import { WEB_PORT } from '../../playwright.config'

import { expect, test } from './fixtures'

import { gotoHydrated } from './hydrated'

test('keyboard opens a dropdown, Escape closes it and returns focus to its button', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const sportsButton = nav.getByRole('button', { name: 'Sports' })
  await sportsButton.focus()
  await page.keyboard.press('Enter')
  await expect(sportsButton).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`#${await sportsButton.getAttribute('aria-controls')}`)
  await expect(panel).toBeVisible()
  await expect(page.locator('[data-menu-open]')).toHaveCount(1)

  await page.keyboard.press('Tab')
  await expect(panel.getByRole('link').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(sportsButton).toBeFocused()
  await expect(sportsButton).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('[data-menu-open]')).toHaveCount(0)
})

test('one dropdown at a time; the same button toggles it closed', async ({ page }) => {
  await gotoHydrated(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const buttons = nav.getByRole('button')
  expect(await buttons.count()).toBeGreaterThan(1)
  const first = buttons.nth(0)
  const second = buttons.nth(1)
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'false')
})

test('a route change closes the open dropdown', async ({ page }) => {
  await gotoHydrated(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const sportsButton = nav.getByRole('button', { name: 'Sports' })
  await sportsButton.click()
  const panel = page.locator(`#${await sportsButton.getAttribute('aria-controls')}`)
  await panel.getByRole('link', { name: 'Football', exact: true }).click()
  await expect(page).toHaveURL(/\/sports\/football$/)
  await expect(panel).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football')
})

test('the footer links group (id 9) is not in the desktop bar; its links are in the footer', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const bar = page.getByRole('navigation', { name: 'Main' })
  await expect(bar.getByText('Footer Links')).toHaveCount(0)
  await expect(bar.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0)
  const footerNav = page.getByRole('navigation', { name: 'Footer' })
  await expect(footerNav.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await expect(footerNav.getByRole('link', { name: 'Staff Directory' })).toBeVisible()
})

test('without JavaScript a dropdown opens on hover', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/`)
  const sportsButton = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Sports' })
  await sportsButton.hover()
  await expect(page.getByRole('link', { name: 'Football', exact: true }).first()).toBeVisible()
  await context.close()
})
