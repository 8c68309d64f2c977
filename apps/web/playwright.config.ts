import { fileURLToPath } from 'node:url'

import { defineConfig, devices } from '@playwright/test'

// @ts-expect-error: a plain ES module of the repository's scripts, no types
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

// Ports of their own so a developer's `npm start` on 3000/4000 can keep running.
// E2E_PORT_OFFSET moves them all, so two checkouts can run their browser tests side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const PROVIDER_PORT = 4100 + offset
export const WEB_PORT = 3100 + offset
// A second website whose provider is down from the start (SPEC.md 8 degradation).
export const DOWN_WEB_PORT = 3101 + offset
// A third, behind a provider that fails on demand (tests/e2e/fault-proxy.mjs), with no page
// cache and no fresh window, so every page load asks the provider and falls back on the
// response cache's stale-if-error copy.
export const FAULT_PROXY_PORT = 4101 + offset
export const FAULT_WEB_PORT = 3102 + offset

const webEnv = (port: number, providerUrl: string) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PROVIDER_URL: providerUrl,
  TENANT: 'demo',
  LOG_LEVEL: 'warn',
  SUPPORT_EMAIL: 'webmaster@northfield-state.example',
})

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI only: a test that passes on retry is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: 'off',
    // Stadium mode's service worker answers a page's requests before Playwright's routing sees
    // them: the specs that stand in for a server keep working on the network as they were
    // written; stadium-mode.spec.ts (and any spec about the worker) allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: [
    {
      // A fresh, migrated and seeded database in a temporary directory for every run.
      command: 'node apps/web/tests/e2e/start-provider.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${PROVIDER_PORT}/health`,
      env: { PORT: String(PROVIDER_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx apps/web/server/start.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${WEB_PORT}/health`,
      env: webEnv(WEB_PORT, `http://127.0.0.1:${PROVIDER_PORT}`),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx apps/web/server/start.ts',
      cwd: repoRoot,
      port: DOWN_WEB_PORT,
      // Port 9 (discard) refuses connections: the provider is down for this whole server's life.
      env: { ...webEnv(DOWN_WEB_PORT, 'http://127.0.0.1:9'), PROVIDER_TIMEOUT_MS: '1000' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node apps/web/tests/e2e/fault-proxy.mjs ${FAULT_PROXY_PORT} http://127.0.0.1:${PROVIDER_PORT}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${FAULT_PROXY_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node --import tsx apps/web/server/start.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${FAULT_WEB_PORT}/health`,
      env: {
        ...webEnv(FAULT_WEB_PORT, `http://127.0.0.1:${FAULT_PROXY_PORT}`),
        PROVIDER_TIMEOUT_MS: '1000',
        PAGE_CACHE_TTL_S: '0',
        PROVIDER_CACHE_FRESH_MS: '0',
        PROVIDER_CACHE_SWR_MS: '0',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
