// `npm run lighthouse [-- /path ...]`: build, start the provider (fresh temporary database) and
// the production website on free ports, then run Lighthouse (mobile, its default simulated
// throttling) in Debian's Chromium on each page and print the four category scores and
// LCP/TBT/CLS. Scores move from run to run, so every figure is the median of LIGHTHOUSE_RUNS
// runs (3); the LCP element is that of the run with the median performance score.
// LIGHTHOUSE_REPORT_DIR keeps every run's JSON report for reading the audits;
// LIGHTHOUSE_{PROVIDER,WEB,CHROME}_PORT pin the ports instead of taking free ones.
// LIGHTHOUSE_ADS=1 audits every page a second time, as '{path} (ads+tags)', on a second website
// with adverts and tracking tags configured against the browser specs' loopback stand-ins
// (apps/web/tests/e2e/stand-in-site.mjs; the same demo data with htlbid, nativo and a tag), on
// free ports. Every row weighs the scripts the browser fetched (transfer bytes, the site's own
// and third-party apart, from the run's network-requests audit).
// Figures only: a low score never fails the script.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs'
import { startAdsAndTagsProvider } from '../apps/web/tests/e2e/stand-in-site.mjs'
import {
  children,
  runToEnd,
  startMeasuredProvider,
  startMeasuredWebsite,
  stopAll,
} from './processes.mjs'

const PAGES =
  process.argv.length > 2 ? process.argv.slice(2) : ['/', '/sports/football', '/facilities']
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR
// A trace now and then lacks its navigation start (NO_NAVSTART); such a run is repeated.
const ATTEMPTS_PER_RUN = 3
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const WITH_ADS = process.env.LIGHTHOUSE_ADS === '1'

let isDone = false
const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-lighthouse-'))
const adsDataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-lighthouse-ads-'))
try {
  await runToEnd('npm', ['run', 'build', '--workspace', '@fieldhouse/web'])
  const providerPort = await getPort(process.env.LIGHTHOUSE_PROVIDER_PORT)
  const webPort = await getPort(process.env.LIGHTHOUSE_WEB_PORT)
  const provider = await startMeasuredProvider({ port: providerPort, dataDir })
  const site = await startMeasuredWebsite({ port: webPort, providerPort })
  const web = `http://127.0.0.1:${webPort}`
  for (const [name, child] of [
    ['provider', provider],
    ['website', site],
  ]) {
    child.on('exit', (code, signal) => {
      if (!isDone) console.error(`The ${name} stopped (${signal ?? `exit code ${code}`})`)
    })
  }
  const sites = [{ label: '', origin: web }]
  if (WITH_ADS) {
    const adsSite = await startAdsAndTagsProvider({
      providerPort: await getPort(),
      adsPort: await getPort(),
      tagsPort: await getPort(),
      dataDir: adsDataDir,
    })
    const adsWebPort = await getPort()
    await startMeasuredWebsite({
      port: adsWebPort,
      providerPort: adsSite.providerPort,
      env: adsSite.env,
    })
    sites.push({ label: ' (ads+tags)', origin: `http://127.0.0.1:${adsWebPort}` })
  }
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true })

  const rows = []
  const notes = []
  // Each page on each site in turn (with LIGHTHOUSE_ADS, the two versions of a page minutes
  // apart, so a busy machine weighs on both alike).
  for (const path of PAGES) {
    for (const { label, origin } of sites) {
      const name = path + label
      // A first, discarded run renders the page into the page cache and has the provider resize
      // every image it loads, including those only the browser asks for (the splash): the
      // measured runs then see what a visitor after the first one sees.
      await audit(origin + path)
      const results = []
      for (let index = 0; index < RUNS; index++) {
        const { lhr, report } = await audit(origin + path)
        results.push(lhr)
        if (REPORT_DIR)
          writeFileSync(
            join(REPORT_DIR, `${slug(path)}${label ? '-ads-tags' : ''}-${index + 1}.json`),
            report,
          )
      }
      rows.push(toRow(name, origin, results))
      notes.push(describe(name, results))
    }
  }

  console.log(
    `\nLighthouse ${rows[0]?.version ?? ''} in ${CHROME_PATH}: mobile, simulated throttling,` +
      ` median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page`,
  )
  console.table(rows.map(({ version: _version, ...row }) => row))
  console.log(notes.join('\n'))
} finally {
  isDone = true
  stopAll()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(adsDataDir, { recursive: true, force: true })
}
process.exit(0)

// One run in a Chromium of its own, as the lighthouse command line does: a fresh profile means
// a first visit (no cookies), and no state leaks from one run into the next.
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      port: Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 0),
      logLevel: 'silent',
    })
    // chrome-launcher attaches to a browser already on a given port instead of starting one.
    if (!chrome.process) throw new Error(`another browser listens on port ${chrome.port}`)
    // Stopped with the servers if this script is interrupted.
    children.add(chrome.process)
    let problem
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      })
      if (result && (!result.lhr.runtimeError || attempt === ATTEMPTS_PER_RUN)) return result
      problem = result?.lhr.runtimeError?.code ?? 'no result'
    } catch (error) {
      if (attempt === ATTEMPTS_PER_RUN) throw error
      problem = error instanceof Error ? error.message : String(error)
    } finally {
      // The next run may reuse the debugging port: wait until this browser has gone.
      const { process: browser } = chrome
      const closed = new Promise((resolve) => browser.once('close', resolve))
      chrome.kill()
      if (browser.exitCode === null && browser.signalCode === null) await closed
      children.delete(browser)
    }
    console.warn(`${url}: ${problem}; running it again`)
  }
}

// A free port from the system unless one is given.
async function getPort(given) {
  if (given) return Number(given)
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function toRow(path, origin, results) {
  const score = (id) => Math.round(median(results.map((lhr) => lhr.categories[id].score)) * 100)
  const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue))
  const scripts = (own) => median(results.map((lhr) => scriptBytes(lhr, origin, own)))
  return {
    version: results[0].lighthouseVersion,
    page: path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'LCP s': round(metric('largest-contentful-paint') / 1000, 2),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: round(metric('cumulative-layout-shift'), 3),
    'FCP s': round(metric('first-contentful-paint') / 1000, 2),
    'own JS KB': round(scripts(true) / 1000, 1),
    '3rd-party JS KB': round(scripts(false) / 1000, 1),
  }
}

// The bytes of every script the browser fetched during the run, as sent (compressed), the
// site's own (its origin) or everyone else's.
function scriptBytes(lhr, origin, own) {
  const items = lhr.audits['network-requests']?.details?.items
  if (!items) return Number.NaN
  let total = 0
  for (const item of items) {
    if (item.resourceType !== 'Script') continue
    if (item.url.startsWith(`${origin}/`) === own) total += item.transferSize ?? 0
  }
  return total
}

function describe(path, results) {
  const byScore = [...results].sort(
    (a, b) => (a.categories.performance.score ?? -1) - (b.categories.performance.score ?? -1),
  )
  const middle = byScore[Math.floor((byScore.length - 1) / 2)]
  const tables = middle.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = tables[0]?.items?.[0]?.node
  const perRun = results.map((lhr) =>
    lhr.runtimeError ? lhr.runtimeError.code : Math.round(lhr.categories.performance.score * 100),
  )
  // Lighthouse's own measure of the machine's speed: a busy machine scores lower, and its
  // longer tasks show up as Total Blocking Time.
  const benchmark = median(results.map((lhr) => lhr.environment.benchmarkIndex))
  return [
    `${path}: performance per run ${perRun.join(', ')}; CPU benchmark index ${Math.round(benchmark)}`,
    `  LCP element: ${node ? `${node.selector} ${node.snippet}` : 'none reported'}`,
  ].join('\n')
}

// A run that failed every attempt has null scores and metrics: it is left out.
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function round(value, digits) {
  return Math.round(value * 10 ** digits) / 10 ** digits
}

function slug(path) {
  return path.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'home'
}
