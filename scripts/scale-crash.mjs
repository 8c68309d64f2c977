// Proof (issue 23, docs/scaling.md): web processes killed and restarted under load.
// deploy:local with WEB_PROCESSES (default 2), load through nginx and straight at the web port
// at once (five connections each, a mix of cached pages and pages nginx passes to the website),
// then: 1) SIGKILL one worker 3 s into an 8 s run: failures counted (only requests that worker
// held at that instant may fail; nginx retries a GET a dead process dropped); 2) SIGHUP, the
// rolling restart, under load until every worker has been replaced: failures counted (zero
// expected). Figures only. `node scripts/scale-crash.mjs [--processes 2]`; ports 5340-5342.
import { parseArgs } from 'node:util'

import { childPids, drive, failures, startDeploy } from './scale-lib.mjs'

const { values } = parseArgs({ options: { processes: { type: 'string', default: '2' } } })
const deploy = await startDeploy({
  port: 5340,
  webPort: 5341,
  providerPort: 5342,
  processes: Number(values.processes),
})
const paths = [
  '/',
  '/sports/football',
  '/sports/football/roster',
  '/facilities',
  '/sports/baseball/schedule',
]
const next = (i) => ({
  // Every third request has a query string: nginx passes it, the website's cache answers.
  path: i % 3 === 0 ? `${paths[i % paths.length]}?utm_source=${i}` : paths[i % paths.length],
})
const load = (options) =>
  Promise.all([
    drive(deploy.site, { concurrency: 5, next, ...options }),
    drive(deploy.web, { concurrency: 5, next, ...options }),
  ])
const report = (name, [viaNginx, direct]) => {
  for (const [lane, counts] of [
    ['through nginx', viaNginx],
    ['straight to the web port', direct],
  ]) {
    console.log(
      `${name}, ${lane}: ${counts.total} requests, ${failures(counts)} failed; statuses ${JSON.stringify(counts.statuses)}, errors ${JSON.stringify(counts.errors)}, p50 ${counts.p50} ms, p99 ${counts.p99} ms`,
    )
  }
}

try {
  // Warm: every page once through each lane.
  await load({ durationMs: 2_000 })
  const before = childPids(deploy.primaryPid)
  console.log(`workers: ${before.join(', ')}`)

  const killed = before[0]
  setTimeout(() => process.kill(killed, 'SIGKILL'), 3_000)
  report(`SIGKILL worker ${killed} at 3 s of 8 s`, await load({ durationMs: 8_000 }))

  const current = childPids(deploy.primaryPid)
  let done = false
  const started = Date.now()
  const watch = setInterval(() => {
    const now = childPids(deploy.primaryPid)
    if (now.length >= current.length && now.every((pid) => !current.includes(pid))) {
      done = true
      clearInterval(watch)
    }
  }, 200)
  process.kill(deploy.primaryPid, 'SIGHUP')
  const rolling = await load({ until: () => done && Date.now() - started > 1_000 })
  report(`SIGHUP rolling restart (${((Date.now() - started) / 1000).toFixed(1)} s)`, rolling)
} finally {
  await deploy.stop()
}
