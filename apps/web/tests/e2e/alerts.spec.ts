import { WEB_PORT } from '../../playwright.config'

import { expect, test } from './fixtures'

import { gotoHydrated } from './hydrated'

test('a dismissed alert stays dismissed after a reload', async ({ page }) => {
  await gotoHydrated(page, '/')
  const alerts = page.getByRole('region', { name: 'Site alerts' })
  await expect(alerts).toBeVisible()
  // The banner hides as soon as the dismissal is sent; the cookie arrives with the answer, so
  // the reload waits for it (a reload before that would cancel the dismissal).
  const dismissed = page.waitForResponse((response) => response.url().includes('/alerts/dismiss'))
  await alerts.getByRole('button', { name: /^Dismiss alert/ }).click()
  await expect(alerts).toBeHidden()
  expect(await (await dismissed).headerValue('set-cookie')).toContain('alerts_dismissed=')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Site alerts' })).toBeHidden()
})

test('without JavaScript the dismiss button still works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${WEB_PORT}/sports/football`)
  await page.getByRole('region', { name: 'Site alerts' }).getByRole('button').click()
  await expect(page).toHaveURL(/\/sports\/football$/)
  await expect(page.getByRole('region', { name: 'Site alerts' })).toBeHidden()
  await context.close()
})
