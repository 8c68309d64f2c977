// `npm run bench`: build, start the provider and the website in production mode, warm them,
// then print throughput and latency per page (autocannon, 10 s each) from the page cache and
// as a full render (page cache bypassed), the same for a bare
// node:http server sending the same bytes (the ceiling), and the gzip size of the JavaScript
// each page loads. Figures only: nothing here passes or fails.
import { createServer } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { run, runToEnd, stopAll, waitForHealth } from './processes.mjs'

const PROVIDER_PORT = 4200
const WEB_PORT = 3200
const CEILING_PORT = 3299
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const web = `http://127.0.0.1:${WEB_PORT}`
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'sport home', path: '/sports/football' },
  { name: 'facilities list', path: '/facilities' },
  // The first seeded facility's address, read from the provider once it is up.
  { name: 'facility page', path: null },
  { name: '404', path: '/404' },
]

const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-bench-'))
try {
  await runToEnd('npm', ['run', 'build', '--workspace', '@fieldhouse/web'])
  const provider = run(process.execPath, ['--import', 'tsx', 'apps/provider/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(PROVIDER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  })
  await waitForHealth(`http://127.0.0.1:${PROVIDER_PORT}/health`, { child: provider })
  const facilities = await (
    await fetch(`http://127.0.0.1:${PROVIDER_PORT}/api/v2/Facilities?$pageSize=1`, {
      headers: { tenant: 'demo' },
    })
  ).json()
  for (const page of PAGES) page.path ??= facilities.items[0].url
  const site = run(process.execPath, ['--import', 'tsx', 'apps/web/server/start.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(WEB_PORT),
      HOST: '127.0.0.1',
      PROVIDER_URL: `http://127.0.0.1:${PROVIDER_PORT}`,
      LOG_LEVEL: 'warn',
    },
  })
  await waitForHealth(`${web}/health`, { child: site })

  const rows = []
  for (const page of PAGES) {
    const html = await (await fetch(web + page.path)).text()
    await load(web + page.path, 2) // warm-up: caches filled, JIT warm
    const cached = await load(web + page.path, DURATION_S)
    // The alert-dismissal cookie bypasses the page cache: every request is a full render.
    const rendered = await load(web + page.path, DURATION_S, { cookie: 'alerts_dismissed=' })
    const ceiling = await measureCeiling(html)
    rows.push({
      page: page.name,
      'req/s': round(cached.requests.average),
      'p50 ms': cached.latency.p50,
      'p99 ms': cached.latency.p99,
      'render req/s': round(rendered.requests.average),
      'render p50': rendered.latency.p50,
      'render p99': rendered.latency.p99,
      'ceiling req/s': round(ceiling.requests.average),
      'ceiling p50': ceiling.latency.p50,
      'ceiling p99': ceiling.latency.p99,
      status: cached.non2xx > 0 ? 'non-2xx (expected for 404)' : '2xx',
      'HTML KB': Math.round(Buffer.byteLength(html) / 100) / 10,
      'JS gzip KB': (await javascriptGzipBytes(html)) / 1000,
    })
  }
  console.log(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per row, Node ${process.version}`,
  )
  console.table(rows)
} finally {
  stopAll()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)

function load(url, duration, headers = {}) {
  return autocannon({
    url,
    duration,
    connections: CONNECTIONS,
    headers: { 'accept-encoding': 'gzip', ...headers },
  })
}

// The ceiling: the same HTML, gzipped once, from a bare node:http server.
async function measureCeiling(html) {
  const body = gzipSync(html)
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
    })
    response.end(body)
  })
  await new Promise((resolve) => server.listen(CEILING_PORT, '127.0.0.1', resolve))
  try {
    await load(`http://127.0.0.1:${CEILING_PORT}/`, 1)
    return await load(`http://127.0.0.1:${CEILING_PORT}/`, DURATION_S)
  } finally {
    server.close()
  }
}

// Every script and module preload the page asks for, gzipped as a CDN would send it.
async function javascriptGzipBytes(html) {
  const urls = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  )
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(match[1])
  let total = 0
  for (const url of urls) {
    const source = Buffer.from(await (await fetch(web + url)).arrayBuffer())
    total += gzipSync(source, { level: 9 }).length
  }
  return total
}

function round(value) {
  return Math.round(value)
}
