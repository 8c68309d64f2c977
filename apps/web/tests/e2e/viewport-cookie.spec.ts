import type { BrowserContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// No viewport size class cookie (docs/decisions/031): nothing reads it, so none is written, and
// one an earlier build left is expired.

const viewportCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'viewport')

test('no viewport cookie at a phone or a desktop width, on resize or navigation', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/')
  // The browser module that once wrote it runs after the page is interactive.
  await page.waitForFunction(() => performance.now() > 1500)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.waitForTimeout(500)
  await gotoHydrated(page, '/sports/football')
  await page.waitForTimeout(500)
  expect(await viewportCookie(context)).toBeUndefined()
})

test('a viewport cookie an earlier build left is expired', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'viewport', value: 'md', url: baseURL ?? '' }])
  await gotoHydrated(page, '/')
  await expect.poll(() => viewportCookie(context)).toBeUndefined()
})
