import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { ChildProcess } from 'node:child_process'
import type { Page } from '@playwright/test'

// @ts-expect-error: a plain ES module of the repository's scripts, no types
import { runToEnd, startMeasuredWebsite } from '../../../../scripts/processes.mjs'
import { expect, test } from './fixtures'
import { gotoHydrated } from './hydrated'

// Stadium mode across a deploy (issue 34, docs/decisions/039): a page saved under one build
// still loads its own scripts offline after the next build took over, and no page loads files
// of two builds. Two real builds of the same source: the one the other specs serve (copied), and
// the same built again with BUILD_MARK, which changes every browser file's name as a deploy does.
// Both are served in turn on one address, so the phone sees one site deploy.
test.use({ serviceWorkers: 'allow' })
test.describe.configure({ mode: 'serial' })

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const PROVIDER_PORT = 4100 + offset
const PORT = 3122 + offset
const SITE = `http://127.0.0.1:${PORT}`
const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url))
const ROSTER = '/sports/football/roster'

let dir: string
let site: ChildProcess | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // Beside the site, so the server builds find the repository's node_modules (ignored by git).
  dir = await mkdtemp(join(WEB_DIR, '.stadium-builds-'))
  await cp(join(WEB_DIR, 'build'), join(dir, 'a'), { recursive: true })
  await runToEnd('npx', ['react-router', 'build'], {
    cwd: WEB_DIR,
    stdio: 'ignore',
    env: { ...process.env, BUILD_DIR: join(dir, 'b'), BUILD_MARK: 'next-deploy' },
  })
})

test.afterAll(async () => {
  site?.kill()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function serve(build: 'a' | 'b') {
  if (site) {
    const stopped = new Promise((resolve) => site?.once('exit', resolve))
    site.kill()
    await stopped
  }
  site = (await startMeasuredWebsite({
    port: PORT,
    providerPort: PROVIDER_PORT,
    env: { TENANT: 'demo', BUILD_DIR: join(dir, build) },
  })) as ChildProcess
}

/**
 * A build's scripts: its folder's. B was built into an empty folder with its mark in every
 * name, so none of its files can be an earlier build's (A's folder may also hold those).
 */
async function scriptsOf(build: 'a' | 'b'): Promise<Set<string>> {
  const files = await readdir(join(dir, build, 'client/assets'))
  return new Set(files.filter((file) => file.endsWith('.js')).map((file) => `/assets/${file}`))
}

/** The scripts this document loaded (the page's own and those it imported). */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/.+\.js$/.test(path)),
  )

test('after a new build, a page saved under the old one opens offline with its own scripts, and no page mixes two builds', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const [a, b] = await Promise.all([scriptsOf('a'), scriptsOf('b')])
  expect(
    [...a].filter((file) => b.has(file)),
    'the two builds share no script',
  ).toEqual([])

  await serve('a')
  const context = await browser.newContext({ baseURL: SITE, serviceWorkers: 'allow' })
  await context.addCookies([{ name: 'splash_1', value: 'permanent', url: SITE }])
  const page = await context.newPage()
  await gotoHydrated(page, ROSTER)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/sports/football/roster'))))
    .toBe(true)
  const underA = await loadedScripts(page)
  expect(underA.filter((file) => !a.has(file))).toEqual([])

  // The deploy: the same address now serves build B. The next navigation brings B's worker.
  await serve('b')
  await gotoHydrated(page, '/')
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await caches.keys()).filter((name) => name.includes(':shell:')).length,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(2)
  await gotoHydrated(page, '/sports/football/schedule')
  const underB = await loadedScripts(page)
  expect(underB.length).toBeGreaterThan(0)
  expect(
    underB.filter((file) => !b.has(file)),
    'a page of build B loads only B',
  ).toEqual([])

  // No signal: the roster saved under A opens, hydrates and runs A's scripts, from the phone.
  await context.setOffline(true)
  await context.route('**/*', (route) =>
    route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
  )
  const answer = await gotoHydrated(page, ROSTER)
  expect(answer?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('2026 Football Roster')
  const savedUnderA = await loadedScripts(page)
  expect(savedUnderA.length).toBeGreaterThan(0)
  expect(
    savedUnderA.filter((file) => !a.has(file)),
    'the saved page loads only A',
  ).toEqual([])
  await context.close()
})
