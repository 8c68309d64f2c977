// `npm run soak` (issue 23, docs/scaling.md): mixed traffic for --seconds (600 by default; CI
// runs 30) through nginx in front of WEB_PROCESSES workers (deploy:local): cached pages, pages
// nginx passes on (query strings), unknown paths and 404s, searches, sign-in posts with a wrong
// password, a private page with a made-up session, form posts, images at several sizes. Runs of
// 5 minutes or more first fill each worker's page cache (see below). Prints the answers by
// status, and for each worker after the warm-up (a fifth of the run, at most 2 minutes) and at
// checkpoints up to the end: resident memory, the heap kept after a full garbage collection
// (MEMORY_REPORT_DIR, apps/web/server/memory-report.ts), the page cache's size and the open file
// descriptors; resident memory is also sampled every 2 s. Exits 1 on any 5xx or failed request
// after the warm-up, and, for runs of 5 minutes or more, on resident memory whose mean over the
// soak's last minute is more than 15 % above its mean over the first minute after warm-up.
// MEMORY_REPORT_HEAP_SNAPSHOT=1 also writes a heap snapshot at each checkpoint (and keeps them).
// Ports 5360-5362 (--port moves them).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { childPids, drive, failures, openFds, rssMb, startDeploy } from './scale-lib.mjs'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    processes: { type: 'string', default: '2' },
    connections: { type: 'string', default: '8' },
    port: { type: 'string', default: '5360' },
  },
})
const seconds = Number(values.seconds)
// Each worker answers SIGUSR2 with its memory after a full garbage collection and its page
// cache's size (apps/web/server/memory-report.ts).
const reportDir = mkdtempSync(join(tmpdir(), 'fieldhouse-soak-memory-'))
const deploy = await startDeploy({
  port: Number(values.port),
  webPort: Number(values.port) + 1,
  providerPort: Number(values.port) + 2,
  processes: Number(values.processes),
  env: {
    MEMORY_REPORT_DIR: reportDir,
    MEMORY_REPORT_HEAP_SNAPSHOT: process.env.MEMORY_REPORT_HEAP_SNAPSHOT ?? '',
  },
})
const reports = new Map()
async function measure(pid) {
  const n = (reports.get(pid) ?? 0) + 1
  reports.set(pid, n)
  const rss = rssMb(pid)
  process.kill(pid, 'SIGUSR2')
  const file = join(reportDir, `${pid}-${n}.json`)
  const deadline = Date.now() + 120_000
  while (!existsSync(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
  const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
  return { pid, rss, fds: openFds(pid), report }
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const percent = (from, to) => {
  const growth = ((to - from) / from) * 100
  return `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`
}
const form = { 'content-type': 'application/x-www-form-urlencoded', origin: deploy.site }

let exitCode = 0
try {
  const home = await (await fetch(`${deploy.site}/`)).text()
  const image = /\/images\/[^"'\s?]+/.exec(home)?.[0]
  const mix = [
    () => ({ path: '/' }),
    () => ({ path: '/sports/football' }),
    () => ({ path: '/sports/football/roster' }),
    () => ({ path: '/sports/baseball/schedule' }),
    () => ({ path: '/facilities' }),
    (i) => ({ path: `/sports/football?utm_source=soak${i}` }),
    (i) => ({ path: `/no-such-page-${i}` }),
    (i) => ({ path: `/404?path=%2Fmissing-${i}` }),
    (i) => ({ path: `/sports/no-such-sport-${i % 50}` }),
    (i) => ({ path: `/search?q=${['football', 'coach', 'owls', `x${i}`][i % 4]}` }),
    () => ({ path: '/login' }),
    (i) => ({
      path: '/login',
      method: 'POST',
      headers: form,
      body: `email=soak${i % 20}%40example.com&password=wrong&returnTo=%2F`,
    }),
    () => ({ path: '/hidden/sports/football/roster', headers: { cookie: 'fh_session=madeup' } }),
    () => ({ path: '/subscribe', method: 'POST', headers: form, body: 'email=' }),
    (i) => (image ? { path: `${image}?width=${[160, 320, 640, 1280][i % 4]}` } : { path: '/' }),
  ]
  const next = (i) => mix[i % mix.length](i)
  const workers = childPids(deploy.primaryPid)
  // Runs that judge memory (5 minutes or more) first fill what is bounded but fills by unique
  // address: each worker's page cache (500 pages) and provider client cache (500 calls), with
  // new searches straight at the web port (nginx's limit_req would refuse them), until every
  // worker holds its 500 pages. Filling them is not growth; what the soak judges is what comes
  // after. Then the mixed warm-up: a fifth of the run, at most 2 minutes (in the first minutes
  // of load the heap and the allocator grow to their working size: docs/scaling.md).
  if (seconds >= 300) {
    const fillStarted = Date.now()
    let filled = []
    for (let round = 0; round < 10; round += 1) {
      await drive(deploy.web, {
        concurrency: 4,
        durationMs: 20_000,
        next: (i) => ({ path: `/search?q=fill${round}x${i}` }),
      })
      filled = []
      for (const pid of workers) filled.push(await measure(pid))
      if (filled.every((m) => (m.report?.caches.pages.entries ?? 0) >= 500)) break
    }
    console.log(
      `filled in ${Math.round((Date.now() - fillStarted) / 1000)} s: page caches ${filled.map((m) => m.report?.caches.pages.entries).join(', ')} pages`,
    )
  }
  const warmUpMs = Math.min(120_000, (seconds * 1000) / 5)
  const warm = await drive(deploy.site, { concurrency: 8, durationMs: warmUpMs, next })
  const line = (label, m) =>
    console.log(
      `${label} worker ${m.pid}: RSS ${m.rss.toFixed(1)} MB, after GC heapUsed ${m.report ? mb(m.report.memory.heapUsed) : '?'} of heapTotal ${m.report ? mb(m.report.memory.heapTotal) : '?'}, external ${m.report ? mb(m.report.memory.external) : '?'} (arrayBuffers ${m.report ? mb(m.report.memory.arrayBuffers) : '?'}), page cache ${m.report ? `${m.report.caches.pages.entries} pages ${mb(m.report.caches.pages.bytes)}` : '?'}, fds ${m.fds}`,
    )
  // Resident memory swings by a hundred MB from minute to minute under this load (V8's heap
  // grows and shrinks with the allocation rate, compression buffers come and go), so besides
  // the values at the checkpoints it is sampled every 2 s: growth is judged on the mean of the
  // soak's last fifth against the mean of its first fifth (at least a minute each, at most
  // half the soak in short runs).
  const samples = new Map(workers.map((pid) => [pid, []]))
  const soakStarted = Date.now()
  const sampler = setInterval(() => {
    for (const pid of workers)
      samples.get(pid).push({ at: Date.now() - soakStarted, rss: rssMb(pid) })
  }, 2_000)
  const after = []
  for (const pid of workers) after.push(await measure(pid))
  for (const m of after) line('after warm-up', m)
  // The soak in checkpoints (a fifth of it each, at most a minute apart), memory read at each.
  const soakMs = seconds * 1000 - warmUpMs
  const checkpointMs = Math.min(60_000, soakMs / 4)
  const parts = []
  let end = after
  for (let done = 0; done < soakMs; done += checkpointMs) {
    parts.push(
      await drive(deploy.site, {
        concurrency: Number(values.connections),
        durationMs: Math.min(checkpointMs, soakMs - done),
        next,
      }),
    )
    end = []
    for (const pid of workers) end.push(await measure(pid))
    for (const m of end) line(`at ${Math.round((warmUpMs + done + checkpointMs) / 1000)} s`, m)
  }
  const rest = { total: 0, statuses: {}, errors: {}, failed: [] }
  for (const part of parts) {
    rest.total += part.total
    for (const [k, v] of Object.entries(part.statuses))
      rest.statuses[k] = (rest.statuses[k] ?? 0) + v
    for (const [k, v] of Object.entries(part.errors)) rest.errors[k] = (rest.errors[k] ?? 0) + v
    rest.failed.push(...part.failed)
  }
  rest.p50 = Math.max(...parts.map((part) => part.p50))
  rest.p99 = Math.max(...parts.map((part) => part.p99))

  for (const [name, counts] of [
    ['warm-up', warm],
    ['soak', rest],
  ]) {
    console.log(
      `${name}: ${counts.total} requests, statuses ${JSON.stringify(counts.statuses)}, errors ${JSON.stringify(counts.errors)}, p50 ${counts.p50} ms, p99 ${counts.p99} ms${name === 'soak' ? ' (the highest of its checkpoints)' : ''}`,
    )
  }
  clearInterval(sampler)
  const soakLasted = Date.now() - soakStarted
  const windowMs = Math.min(Math.max(60_000, soakLasted / 5), soakLasted / 2)
  const mean = (list) => list.reduce((a, b) => a + b.rss, 0) / Math.max(1, list.length)
  for (const [i, first] of after.entries()) {
    const last = end[i]
    const heap = first.report && last.report
    const taken = samples.get(first.pid)
    const early = mean(taken.filter((x) => x.at <= windowMs))
    const late = mean(taken.filter((x) => x.at >= soakLasted - windowMs))
    const peak = Math.max(...taken.map((x) => x.rss))
    console.log(
      `worker ${first.pid}: RSS mean of the first ${Math.round(windowMs / 1000)} s ${early.toFixed(1)} MB, of the last ${Math.round(windowMs / 1000)} s ${late.toFixed(1)} MB (${percent(early, late)}), peak ${peak.toFixed(1)} MB, ${taken.length} samples; at the checkpoints after warm-up ${first.rss.toFixed(1)} -> at the end ${last.rss.toFixed(1)} MB (${percent(first.rss, last.rss)}); heapUsed after GC ${heap ? `${mb(first.report.memory.heapUsed)} -> ${mb(last.report.memory.heapUsed)} (${percent(first.report.memory.heapUsed, last.report.memory.heapUsed)})` : '?'}; open fds ${first.fds} -> ${last.fds}`,
    )
    if (seconds >= 300 && (late - early) / early > 0.15) exitCode = 1
  }
  // The warm-up meets cold caches (a provider call may time out into a 503 page, as SPEC.md 8
  // says): printed, but only the soak after it decides the exit code.
  console.log(`warm-up 5xx or failed: ${failures(warm)} ${JSON.stringify(warm.failed)}`)
  console.log(`soak 5xx or failed: ${failures(rest)} ${JSON.stringify(rest.failed)}`)
  if (failures(rest) > 0) exitCode = 1
} finally {
  await deploy.stop()
  if (process.env.MEMORY_REPORT_HEAP_SNAPSHOT !== '1')
    rmSync(reportDir, { recursive: true, force: true })
  else console.log(`heap snapshots in ${reportDir}`)
}
process.exit(exitCode)
