// `npm run compare-render -- --before DIR [--after DIR] [path ...]`: the CPU time of one full
// render in two builds of the website, measured at the same time. Each tree (a checkout with
// node_modules and a build, e.g. `git worktree add /tmp/before <commit>` then `npm install` or a
// copy of node_modules, and `npm run build`) starts its own reference provider and its own
// website (page cache off) from its own scripts/processes.mjs. For each path both sites are
// warmed, then loaded at once, ROUNDS times, with N requests each; the figure is the website
// process's CPU time (/proc, user + system) divided by the requests it answered.
//
// Why CPU time of both at once: on this 2-core machine req/s of one build after the other moves
// by 10 % from run to run (the A/A of the same build shows it), far more than the 5 % a change
// must be judged by. Whatever the machine does meanwhile falls on both sites alike, and "slower
// in k of n rounds" says whether a difference is more than noise (docs/performance.md).
// Ports: COMPARE_PORT (4185; the providers take it and +1, the sites +1000 and +1001).
// `--cached`: the sites keep their page caches on, so after the warm-up each request is a cached
// answer: the figure is then what the front door costs a page before any render.
// Figures only, never a test.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { loadPage } from './page-load.mjs'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: process.cwd() },
    rounds: { type: 'string', default: '8' },
    requests: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '2' },
    cached: { type: 'boolean', default: false },
  },
})
if (!options.before) {
  console.error('usage: npm run compare-render -- --before DIR [--after DIR] [path ...]')
  process.exit(2)
}
const ROUNDS = Number(options.rounds)
const REQUESTS = Number(options.requests)
const CONNECTIONS = Number(options.connections)
const PORT = Number(process.env.COMPARE_PORT ?? 4185)
const paths = positionals.length > 0 ? positionals : ['/']

const sites = [
  { name: 'before', dir: resolve(options.before), providerPort: PORT },
  { name: 'after', dir: resolve(options.after), providerPort: PORT + 1 },
]
const modules = []
const dataDirs = []
try {
  for (const site of sites) {
    const processes = await import(join(site.dir, 'scripts/processes.mjs'))
    modules.push(processes)
    const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-compare-'))
    dataDirs.push(dataDir)
    // Each tree's scripts start its own files (tsx, the build) from its own directory.
    process.chdir(site.dir)
    await processes.startMeasuredProvider({ port: site.providerPort, dataDir })
    const child = await processes.startMeasuredWebsite({
      port: site.providerPort + 1000,
      providerPort: site.providerPort,
      env: { PAGE_CACHE_TTL_S: options.cached ? '3600' : '0' },
    })
    site.pid = child.pid
    site.url = `http://127.0.0.1:${site.providerPort + 1000}`
  }

  console.log(
    `CPU ms per ${options.cached ? 'cached answer' : 'full render'}, both builds at once: ${ROUNDS} rounds of ${REQUESTS} requests, ${CONNECTIONS} connections each`,
  )
  for (const path of paths) {
    await Promise.all(
      sites.map((site) =>
        loadPage(site.url + path, { amount: Math.ceil(REQUESTS / 2) }, CONNECTIONS),
      ),
    )
    const figures = sites.map(() => [])
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = sites.map((site) => cpuMs(site.pid))
      const results = await Promise.all(
        sites.map((site) => loadPage(site.url + path, { amount: REQUESTS }, CONNECTIONS)),
      )
      sites.forEach((site, i) => {
        figures[i].push((cpuMs(site.pid) - before[i]) / results[i].requests.total)
      })
      const failed = results.find((result) => result.non2xx > 0 || result.errors > 0)
      if (failed) console.log(`  ${path}: ${failed.non2xx} non-2xx, ${failed.errors} errors`)
    }
    const [a, b] = figures.map(mean)
    const slower = figures[1].filter((after, i) => after > figures[0][i]).length
    console.log(
      `${path}\tbefore ${a.toFixed(2)}\tafter ${b.toFixed(2)}\t${signed((b / a - 1) * 100)} %\tafter slower in ${slower} of ${ROUNDS} rounds`,
    )
  }
} finally {
  for (const processes of modules) processes.stopAll()
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
}
process.exit(0)

/** The process's CPU time so far (user + system), in ms. */
function cpuMs(pid) {
  // After the last ')': the command name before it may itself hold ') '.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10 // clock ticks of 10 ms
}

function mean(values) {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

function signed(value) {
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)}`
}
