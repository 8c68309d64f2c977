import { expect, test } from '@playwright/test'

import { gotoHydrated } from './hydrated'

test('a dismissed alert stays dismissed after a reload', async ({ page }) => {
  await gotoHydrated(page, '/')
  const alerts = page.getByRole('region', { name: 'Site alerts' })
  await expect(alerts).toBeVisible()
  await alerts.getByRole('button', { name: /^Dismiss alert/ }).click()
  await expect(alerts).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Site alerts' })).toBeHidden()
})

test('without JavaScript the dismiss button still works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('http://127.0.0.1:3100/sports/football')
  await page.getByRole('region', { name: 'Site alerts' }).getByRole('button').click()
  await expect(page).toHaveURL(/\/sports\/football$/)
  await expect(page.getByRole('region', { name: 'Site alerts' })).toBeHidden()
  await context.close()
})
