import type { Page } from '@playwright/test'

import { gotoHydrated } from './hydrated'

// The demo tenant's editor, published on purpose by the reference provider
// (apps/provider/README.md), and the sign-in every preview spec starts with.
export const EDITOR = { email: 'editor@northfield-state.example', password: 'owls-preview-2026' }

export async function signIn(page: Page, returnTo: string) {
  await gotoHydrated(page, `/login?returnTo=${encodeURIComponent(returnTo)}`)
  await page.getByLabel('E-mail').fill(EDITOR.email)
  await page.getByLabel('Password').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
