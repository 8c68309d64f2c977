import { test as base, expect } from '@playwright/test'

// Every browser test runs with this `page`: a page that logs a Content-Security-Policy violation
// fails its test, whatever the test itself checks (server/content-security-policy.ts).
export const test = base.extend<{ cspViolations: string[] }>({
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
})

export { expect }
