// Proof (issue 23, docs/scaling.md): throughput, in one run.
// 1) Through nginx (deploy:local): a page from nginx's cache against nginx sending the very
//    same gzip bytes as a static file (the ceiling for this machine).
// 2) Full renders (page cache off) straight at the website with 1, 2 and N processes
//    (WEB_PROCESSES; N = the machine's cores unless --processes), same provider.
// Figures only. `node scripts/scale-throughput.mjs [--seconds 10] [--processes N]`; ports 5350-5353.
import { once } from 'node:events'
import { rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { startMeasuredWebsite } from './processes.mjs'
import { startDeploy } from './scale-lib.mjs'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    processes: { type: 'string', default: String(availableParallelism()) },
    connections: { type: 'string', default: '20' },
  },
})
const duration = Number(values.seconds)
const connections = Number(values.connections)
const PAGE = '/sports/football'
const ASSETS = new URL('../apps/web/build/client/assets/', import.meta.url).pathname

const bench = async (url, headers = {}) => {
  const result = await autocannon({ url, connections, duration, headers })
  const non2xx = result.non2xx + result.errors + result.timeouts
  return `${Math.round(result.requests.average)} req/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${non2xx ? `, ${non2xx} not 2xx` : ''})`
}

const deploy = await startDeploy({ port: 5350, webPort: 5351, providerPort: 5352, processes: 2 })
const ceilingFile = join(ASSETS, 'scale-ceiling.html')
try {
  const gzip = { 'accept-encoding': 'gzip' }
  await fetch(`${deploy.site}${PAGE}`, { headers: gzip })
  const cached = await fetch(`${deploy.site}${PAGE}`, { headers: gzip })
  const body = Buffer.from(await cached.arrayBuffer())
  console.log(`${PAGE} from nginx: ${cached.headers.get('x-cache-status')}, ${body.length} bytes`)
  // fetch decodes gzip: store the page itself and its gzip copy, as gzip_static expects.
  const raw = await (await fetch(`${deploy.site}${PAGE}`)).arrayBuffer()
  writeFileSync(ceilingFile, Buffer.from(raw))
  writeFileSync(`${ceilingFile}.gz`, gzipSync(Buffer.from(raw), { level: 9 }))
  console.log(`nginx cache hit, ${PAGE}: ${await bench(`${deploy.site}${PAGE}`, gzip)}`)
  console.log(
    `nginx static file, same page gzip (ceiling): ${await bench(`${deploy.site}/assets/scale-ceiling.html`, gzip)}`,
  )
  console.log(
    `website page cache hit, no nginx, ${PAGE}: ${await bench(`${deploy.web}${PAGE}`, gzip)}`,
  )

  const counts = [...new Set([1, 2, Number(values.processes)])]
  for (const processes of counts) {
    const site = await startMeasuredWebsite({
      port: 5353,
      providerPort: 5352,
      env: { PAGE_CACHE_TTL_S: '0', WEB_PROCESSES: String(processes) },
    })
    await autocannon({ url: 'http://127.0.0.1:5353/', connections, duration: 3, headers: gzip })
    console.log(
      `full render of /, ${processes} process${processes === 1 ? '' : 'es'}: ${await bench('http://127.0.0.1:5353/', gzip)}`,
    )
    const exited = once(site, 'exit')
    site.kill('SIGTERM')
    await exited
  }
} finally {
  rmSync(ceilingFile, { force: true })
  rmSync(`${ceilingFile}.gz`, { force: true })
  await deploy.stop()
}
