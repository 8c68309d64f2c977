// Proof (issue 23, docs/scaling.md): the provider down under load. deploy:local (ports
// 5370-5372, --port moves them), four pages visited, then the reference provider stopped for
// --seconds (60 by default) while load runs on the visited pages (through nginx, and straight at the website
// with a query string nginx would pass on anyway) and on pages never visited; /health read
// through nginx. Then the provider is started again on the same database and the script
// measures how long until /health is ok and a never-visited page answers 200. Figures only.
import { parseArgs } from 'node:util'

import { startMeasuredProvider, stopAll } from './processes.mjs'
import { drive, startDeploy } from './scale-lib.mjs'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    port: { type: 'string', default: '5370' },
  },
})
const seconds = Number(values.seconds)
const [port, webPort, providerPort] = [0, 1, 2].map((i) => Number(values.port) + i)
const deploy = await startDeploy({ port, webPort, providerPort, processes: 2 })
const visited = ['/', '/sports/football', '/sports/football/roster', '/facilities']
const never = ['/sports/baseball/roster', '/sports/mens-basketball/schedule', '/sports/mens-golf']
const health = async () => {
  const response = await fetch(`${deploy.site}/health`)
  return `${response.status} ${await response.text()}`
}

try {
  // Visited: through nginx with the encoding the load asks for (part of nginx's key), and by
  // every web worker (each keeps its own page cache), over several connections for a while.
  const warmUp = { concurrency: 4, durationMs: 3_000 }
  await drive(deploy.site, { ...warmUp, next: (i) => ({ path: visited[i % 4] }) })
  await drive(deploy.web, { ...warmUp, next: (i) => ({ path: visited[i % 4] }) })
  console.log(`before: /health ${await health()}`)
  process.kill(deploy.providerPid, 'SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  console.log(`provider stopped: /health ${await health()}`)

  const durationMs = seconds * 1000
  const [viaNginx, direct, unvisited] = await Promise.all([
    drive(deploy.site, { concurrency: 4, durationMs, next: (i) => ({ path: visited[i % 4] }) }),
    drive(deploy.web, {
      concurrency: 2,
      durationMs,
      next: (i) => ({ path: `${visited[i % 4]}?utm_source=outage${i}` }),
    }),
    drive(deploy.site, {
      concurrency: 2,
      durationMs,
      next: (i) => ({ path: never[i % never.length] }),
    }),
  ])
  const line = (name, counts) =>
    console.log(
      `${name}: ${counts.total} requests, statuses ${JSON.stringify(counts.statuses)}, errors ${JSON.stringify(counts.errors)}, p50 ${counts.p50} ms, p99 ${counts.p99} ms${counts.failed.length ? `; first 5xx: ${counts.failed.slice(0, 4).join(', ')}` : ''}`,
    )
  line(`provider down ${seconds} s, visited pages through nginx`, viaNginx)
  line(`provider down ${seconds} s, visited pages straight at the website`, direct)
  line(`provider down ${seconds} s, pages never visited`, unvisited)
  const page = await fetch(`${deploy.site}${never[0]}`)
  console.log(
    `a never-visited page: ${page.status}, Retry-After ${page.headers.get('retry-after')}, Cache-Control ${page.headers.get('cache-control')}`,
  )
  console.log(`at the end of the outage: /health ${await health()}`)

  const back = Date.now()
  await startMeasuredProvider({ port: providerPort, dataDir: deploy.dataDir })
  console.log(`provider back after ${Date.now() - back} ms of start-up`)
  const since = Date.now()
  let healthyAt = null
  let freshAt = null
  while ((healthyAt === null || freshAt === null) && Date.now() - since < 120_000) {
    if (healthyAt === null && (await health()).startsWith('200')) healthyAt = Date.now() - since
    if (freshAt === null && (await fetch(`${deploy.site}${never[1]}`)).status === 200) {
      freshAt = Date.now() - since
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  console.log(
    `after the provider is back: /health ok in ${healthyAt} ms, a never-visited page 200 in ${freshAt} ms`,
  )
} finally {
  stopAll()
  await deploy.stop()
}
