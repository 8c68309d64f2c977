import { test as base, expect } from '@playwright/test'

// Every browser test runs with this `page`: a page that logs a Content-Security-Policy violation,
// or throws an uncaught error (a hydration mismatch is one: React reports it as an error of the
// page), fails its test, whatever the test itself checks (server/content-security-policy.ts).
export const test = base.extend<{ cspViolations: string[]; pageErrors: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
