import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll } from 'vitest'

// @ts-expect-error plain JavaScript helpers shared with the bench and start scripts
import { startMeasuredProvider, startMeasuredWebsite, stopAll } from '../../scripts/processes.mjs'

// The tests that crawl the production build (seo-crawl, link-crawl). It needs `npm run build`
// first: inside `npm test` on a fresh clone (no build yet) they skip saying so; .ci/run runs
// them again after the build with FIELDHOUSE_REQUIRE_BUILD=1, where a missing build fails.

const BUILT = existsSync(
  fileURLToPath(new URL('../../apps/web/build/server/index.js', import.meta.url)),
)
const REQUIRED = process.env.FIELDHOUSE_REQUIRE_BUILD === '1'

/** Whether `testFile` runs here; says so when it skips. */
export function hasBuiltSite(testFile: string): boolean {
  if (!BUILT && !REQUIRED) console.warn(`${testFile} skipped: the website is not built`)
  return BUILT || REQUIRED
}

/**
 * The built website on 127.0.0.1:`sitePort` (plus E2E_PORT_OFFSET, so it runs beside the browser
 * tests) against a reference provider on `sitePort + 1000` with a fresh database, no page cache:
 * started before the file's tests, stopped after them. Answers both origins, and a way to stop
 * the provider early (the site's 503 pages). `settings` are the website's own, beside those.
 */
export function openBuiltSite(
  sitePort: number,
  settings: Record<string, string> = {},
): {
  site: string
  provider: string
  stopProvider: () => Promise<void>
} {
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
  const port = sitePort + offset
  const site = `http://127.0.0.1:${port}`
  const provider = `http://127.0.0.1:${port + 1000}`
  let providerProcess: ChildProcess | null = null
  beforeAll(async () => {
    providerProcess = await startMeasuredProvider({
      port: port + 1000,
      dataDir: mkdtempSync(join(tmpdir(), 'fieldhouse-built-')),
    })
    await startMeasuredWebsite({
      port,
      providerPort: port + 1000,
      env: { PAGE_CACHE_TTL_S: '0', SITE_URL: site, ...settings },
    })
  }, 180_000)
  afterAll(() => {
    stopAll()
  })
  const stopProvider = async () => {
    const child = providerProcess
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return { site, provider, stopProvider }
}
