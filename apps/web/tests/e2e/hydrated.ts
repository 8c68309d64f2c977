import type { Page } from '@playwright/test'

// Navigate and wait until React has hydrated the page (root.tsx sets data-hydrated).
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return response
}
