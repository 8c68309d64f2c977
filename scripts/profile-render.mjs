// `npm run profile -- [path ...] [--duration 10] [--connections 10] [--no-build] [--keep]`:
// where a full render's CPU time goes. Builds the website (unless --no-build), starts the
// reference provider and the production website with the page cache off and V8's CPU profiler
// on, warms each path, loads it with autocannon, stops the website so the profile is written,
// then prints req/s, the share of the well-known stages of a render, the top functions by self
// and by inclusive time and self time by package, counting only the samples taken while the
// measured load ran (start-up and warm-up are left out). docs/performance.md reads them.
// Ports: PROFILE_PROVIDER_PORT (4300) and PROFILE_WEB_PORT (3300). Figures only, never a test.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'

import { loadPage } from './page-load.mjs'

import { runToEnd, startMeasuredProvider, startMeasuredWebsite, stopAll } from './processes.mjs'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    top: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
})
const paths = positionals.length > 0 ? positionals : ['/']
const DURATION_S = Number(options.duration)
const CONNECTIONS = Number(options.connections)
const WARMUP_S = Number(options.warmup)
const TOP = Number(options.top)
const PROVIDER_PORT = Number(process.env.PROFILE_PROVIDER_PORT ?? 4300)
const WEB_PORT = Number(process.env.PROFILE_WEB_PORT ?? 3300)
const web = `http://127.0.0.1:${WEB_PORT}`
const root = process.cwd()

// Well-known stages of a full render, by the function that enters them: a first answer to
// "where does the time go" that reads the same from one screen to the next.
// (Turbo-stream's encoder goes on after awaits, where only its own frames are on the stack.)
const LANDMARKS = [
  ['React renders and writes the document', ['performWork'], 'react-dom-server'],
  ['React Router runs the loaders', ['callLoaderOrAction'], 'react-router'],
  ['React Router encodes the hydration data', ['encode', 'flatten', 'stringify'], 'react-router'],
  ['<Link> components', ['LinkWithRef'], 'react-router'],
  ['gzip (server compress middleware)', ['ZlibBase._transform'], 'node:zlib'],
  ['garbage collection', ['(garbage collector)'], ''],
]

const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-profile-data-'))
const profileDir = mkdtempSync(join(tmpdir(), 'fieldhouse-profile-'))
try {
  if (!options['no-build'])
    await runToEnd('npm', ['run', 'build', '--workspace', '@fieldhouse/web'])
  await startMeasuredProvider({ port: PROVIDER_PORT, dataDir })
  const site = await startMeasuredWebsite({
    port: WEB_PORT,
    providerPort: PROVIDER_PORT,
    env: { PAGE_CACHE_TTL_S: '0' },
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  })

  const windows = []
  for (const path of paths) {
    await loadPage(web + path, { duration: WARMUP_S }, CONNECTIONS) // provider cache filled, JIT warm
    // V8's profile timestamps and process.hrtime read the same monotonic clock (microseconds).
    const start = microseconds()
    const result = await loadPage(web + path, { duration: DURATION_S }, CONNECTIONS)
    windows.push({ path, start, end: microseconds(), result })
  }

  // SIGTERM makes the server close and exit normally, which is when --cpu-prof writes its file.
  const exited = new Promise((resolve) => site.on('exit', resolve))
  site.kill('SIGTERM')
  await exited
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
  if (!file) throw new Error(`no .cpuprofile written in ${profileDir}`)
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'))

  console.log(
    `\nNode ${process.version}, ${CONNECTIONS} connections, ${DURATION_S} s per path, page cache off`,
  )
  for (const { path, start, end, result } of windows) {
    const failed = result.non2xx + result.errors
    console.log(`\n=== ${path}`)
    console.log(
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.requests.total} requests${failed ? `, ${failed} NOT 2xx/errored` : ''}`,
    )
    printProfile(summarise(profile, start, end))
  }
  if (options.keep)
    console.log(`\nprofile kept: ${join(profileDir, file)} (open it in Chrome DevTools)`)
} finally {
  stopAll()
  rmSync(dataDir, { recursive: true, force: true })
  if (!options.keep) rmSync(profileDir, { recursive: true, force: true })
}
process.exit(0)

function microseconds() {
  return Number(process.hrtime.bigint() / 1000n)
}

// Self time: the function on top of the stack when a sample was taken. Inclusive time: every
// function on that stack that was entered from another file (once per sample, so recursion is
// not counted twice): the ways into React, React Router, the app or Node, such as performWork
// (React rendering), encodeViaTurboStream (hydration data) or a component, rather than the
// renderer's own recursion, which would fill the table.
// Functions are grouped by name and file, so the same function reached by different paths adds
// up. Percentages are of the busy (non-idle) samples in the window.
function summarise(profile, start, end) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map()
  const inclusive = new Map()
  const areas = new Map()
  const landmarks = new Map(LANDMARKS.map(([label]) => [label, 0]))
  let busy = 0
  let idle = 0
  let time = profile.startTime
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0
    if (time < start || time > end) return
    const node = byId.get(id)
    if (node.callFrame.functionName === '(idle)') {
      idle += 1
      return
    }
    busy += 1
    bump(self, keyOf(node.callFrame))
    bump(areas, areaOf(node.callFrame.url, node.callFrame.functionName))
    const seen = new Set()
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at).callFrame
      const caller = byId.get(parent.get(at))?.callFrame
      if (!isPlumbing(frame) && caller?.url !== frame.url) seen.add(keyOf(frame))
    }
    for (const key of seen) bump(inclusive, key)
    for (const [label, functionNames, file] of LANDMARKS) {
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at).callFrame
        if (functionNames.includes(frame.functionName) && frame.url.includes(file)) {
          bump(landmarks, label)
          break
        }
      }
    }
  })
  return { busy, idle, self, inclusive, areas, landmarks }
}

// Frames on nearly every stack (the event loop's task queues, async-context bookkeeping) say
// nothing about where the time goes, so the inclusive table leaves them out.
function isPlumbing({ functionName, url }) {
  if (!url) return ['(root)', '(program)', 'runMicrotasks'].includes(functionName)
  return url === 'node:internal/process/task_queues' || url === 'node:async_hooks'
}

function keyOf({ functionName, url, lineNumber }) {
  if (!url) return functionName || '(anonymous)'
  const file = url.startsWith('file://') ? relative(root, new URL(url).pathname) : url
  return `${functionName || '(anonymous)'}  ${file.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`
}

// Self time summed by where the code lives: a package, the app's server build, Node itself.
function areaOf(url, functionName) {
  if (!url) return functionName // (garbage collector), (program): V8's own work
  if (url.startsWith('node:')) return 'node internals'
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (inPackage) return inPackage[1]
  const file = url.startsWith('file://') ? relative(root, new URL(url).pathname) : url
  return file.startsWith('apps/web/build/') ? 'app (apps/web/build)' : file
}

function bump(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1)
}

function printProfile({ busy, idle, self, inclusive, areas, landmarks }) {
  const total = busy + idle
  console.log(
    `${total} samples in the window, ${busy} busy (${percent(busy, total)} of the time), ${idle} idle`,
  )
  console.log('-- stages (inclusive, % of busy samples)')
  for (const [label, count] of landmarks)
    console.log(`${percent(count, busy).padStart(6)}  ${label}`)
  for (const [title, map] of [
    ['top self time', self],
    ['top inclusive time', inclusive],
    ['self time by area', areas],
  ]) {
    console.log(`-- ${title} (% of busy samples)`)
    const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)
    for (const [key, count] of rows) console.log(`${percent(count, busy).padStart(6)}  ${key}`)
  }
}

function percent(part, whole) {
  return whole === 0 ? '0%' : `${((100 * part) / whole).toFixed(1)}%`
}
