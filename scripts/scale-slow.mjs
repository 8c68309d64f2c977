// Proof (issue 23, docs/scaling.md): a slow provider. The reference provider behind a proxy in
// this script that holds every call for --delay-ms (3000) once switched on; one website process
// straight against it (no nginx: its page cache is what must carry the visited pages) with
// PROVIDER_TIMEOUT_MS from --timeout-ms (the default 5000, or lower to make every call time out).
// Four pages visited while the provider is quick, their latency measured; then every call is
// slow while load runs on the visited pages and on new searches, and pages never visited are
// asked for once each. Prints answers by status and latency for each lane, and what each
// never-visited page answered and how fast. Figures only; exits
// 1 on a 500 or an unanswered request. Ports 5390-5392.
import { request as httpRequest, createServer } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { children, startMeasuredProvider, startMeasuredWebsite, stopAll } from './processes.mjs'
import { drive } from './scale-lib.mjs'

const { values } = parseArgs({
  options: {
    'delay-ms': { type: 'string', default: '3000' },
    'timeout-ms': { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '30' },
    port: { type: 'string', default: '5390' },
  },
})
const delayMs = Number(values['delay-ms'])
const seconds = Number(values.seconds)
const [webPort, proxyPort, providerPort] = [0, 1, 2].map((i) => Number(values.port) + i)
const site = `http://127.0.0.1:${webPort}`
const visited = ['/', '/sports/football', '/sports/football/roster', '/facilities']
// Never visited: each asked for once when the provider is slow, all at once.
const never = [
  '/sports/baseball/roster',
  '/sports/mens-basketball/schedule',
  '/sports/softball/schedule',
  '/sports/wrestling/roster',
  '/sports/womens-volleyball',
  '/sports/baseball/coaches',
]

// The delaying proxy: forwards every request to the provider, after delayMs once `slow`.
let slow = false
let held = 0
const proxy = createServer((incoming, outgoing) => {
  const forward = () => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: providerPort,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.destroy())
    outgoing.on('close', () => upstream.destroy())
    incoming.pipe(upstream)
  }
  if (!slow) return forward()
  held += 1
  setTimeout(() => {
    if (!outgoing.destroyed) forward()
  }, delayMs)
})
await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve))

const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-slow-'))
let exitCode = 0
try {
  await startMeasuredProvider({ port: providerPort, dataDir })
  await startMeasuredWebsite({
    port: webPort,
    providerPort: proxyPort,
    env: { PROVIDER_TIMEOUT_MS: values['timeout-ms'] },
  })
  const line = (name, counts) =>
    console.log(
      `${name}: ${counts.total} requests, statuses ${JSON.stringify(counts.statuses)}, errors ${JSON.stringify(counts.errors)}, p50 ${counts.p50} ms, p99 ${counts.p99} ms${counts.failed.length ? `; first 5xx: ${counts.failed.slice(0, 4).join(', ')}` : ''}`,
    )
  const lane = (paths, concurrency, durationMs) =>
    drive(site, { concurrency, durationMs, next: (i) => ({ path: paths[i % paths.length] }) })

  // Visited while the provider is quick: every page rendered once and kept by the page cache.
  for (const path of visited) await fetch(`${site}${path}`)
  const before = await lane(visited, 4, 10_000)
  line('provider quick, visited pages', before)

  slow = true
  console.log(
    `provider now slow: every call held ${delayMs} ms; PROVIDER_TIMEOUT_MS ${values['timeout-ms']}`,
  )
  const firstVisit = async (path) => {
    const started = performance.now()
    const response = await fetch(`${site}${path}`)
    const body = await response.text()
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(body)?.[1] ?? ''
    return `${path}: ${response.status} in ${Math.round(performance.now() - started)} ms, Retry-After ${response.headers.get('retry-after')}, Cache-Control ${response.headers.get('cache-control')}, title "${title}"`
  }
  const durationMs = seconds * 1000
  const [cached, searches, firsts] = await Promise.all([
    lane(visited, 4, durationMs),
    // A search for a new term every time: no cache holds it, so each waits on the provider.
    drive(site, { concurrency: 2, durationMs, next: (i) => ({ path: `/search?q=slow${i}` }) }),
    Promise.all(never.map(firstVisit)),
  ])
  line(`provider slow ${seconds} s, visited pages`, cached)
  line(`provider slow ${seconds} s, a new search each request`, searches)
  for (const first of firsts) console.log(`never visited, first request ${first}`)
  const healthStarted = performance.now()
  const health = await fetch(`${site}/health`)
  console.log(
    `/health: ${health.status} ${await health.text()} in ${Math.round(performance.now() - healthStarted)} ms`,
  )
  console.log(`provider calls held by the proxy: ${held}`)
  for (const counts of [before, cached, searches]) {
    if (counts.statuses[500] || Object.keys(counts.errors).length) exitCode = 1
  }
} finally {
  slow = false
  const exited = [...children].map((child) => new Promise((resolve) => child.on('exit', resolve)))
  stopAll()
  await Promise.all(exited)
  proxy.close()
  proxy.closeAllConnections()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)
