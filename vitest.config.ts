import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const setupFiles = [
  fileURLToPath(new URL('./test-support/fail-on-console-error.ts', import.meta.url)),
]

// Unit, contract and client-against-provider tests. Browser journeys run in Playwright
// (apps/web/playwright.config.ts) after a production build.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/provider/src/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
            'apps/web/app/**/*.test.ts',
          ],
          setupFiles,
        },
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
      },
      {
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['apps/web/app/**/*.test.tsx'],
          setupFiles,
        },
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
