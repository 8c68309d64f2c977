import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const setupFiles = [
  fileURLToPath(new URL('./test-support/fail-on-console-error.ts', import.meta.url)),
]

// Unit tests share one module cache per worker thread instead of importing React, React Router
// and Zod afresh for each of ~180 files: the run took 245 s, 62 s with this. A test that leaves
// global state behind (a stubbed global, fake timers) must undo it in its own afterEach.
// The 15 s limit is for a loaded machine (a browser run beside it, CI's two cores): image
// transforms and fresh seeds take 1 s when quiet and went past the default 5 s under load.
const shared = { pool: 'threads', isolate: false, testTimeout: 15_000 } as const

// Unit, contract and client-against-provider tests. Browser journeys run in Playwright
// (apps/web/playwright.config.ts) after a production build.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          ...shared,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/provider/src/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
            'apps/web/*.test.ts',
            'apps/web/lint/**/*.test.ts',
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
          ...shared,
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
        // The website's loaders, driven against a provider process, import with '~'.
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
      },
    ],
  },
})
