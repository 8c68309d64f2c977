// Shared by the scale proofs (scripts/scale-*.mjs, scripts/soak.mjs; docs/scaling.md): start
// `npm run deploy:local` and wait for it, find the web workers, read their memory and open
// handles, and drive load while counting every answer by status. Figures only.
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { Agent, request } from 'node:http'

const ROOT = new URL('..', import.meta.url).pathname

/** `deploy:local` on the given ports; resolves with its ready line's addresses and a stop(). */
export function startDeploy({
  port,
  webPort,
  providerPort,
  processes = 2,
  build = false,
  env = {},
}) {
  const args = ['scripts/deploy-local.mjs', '--port', String(port), '--web-port', String(webPort)]
  args.push('--provider-port', String(providerPort), '--processes', String(processes))
  if (!build) args.push('--no-build')
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk.toString()
      const line = out.split('\n').find((l) => l.startsWith('deploy:local ready '))
      if (line) {
        const ready = JSON.parse(line.slice('deploy:local ready '.length))
        resolve({
          ...ready,
          child,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done()
              child.on('exit', done)
              child.kill('SIGTERM')
            }),
        })
      }
    })
    child.on('exit', (code) => reject(new Error(`deploy:local exited with ${code}`)))
  })
}

/** The pids of a process's children (the cluster's workers). */
export function childPids(pid) {
  const found = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      if (parent === pid && command.includes('start.ts')) found.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return found
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

export function openFds(pid) {
  return readdirSync(`/proc/${pid}/fd`).length
}

/**
 * Requests from `concurrency` loops until `until()` is true (or `durationMs` passed), each
 * taking its next request from `next(i)` ({ path, method?, body?, headers? }). Counts answers
 * by status and failures (no answer) by error code.
 */
export async function drive(
  base,
  { concurrency = 10, durationMs, until, next, timeoutMs = 10_000 },
) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const url = new URL(base)
  const counts = { total: 0, statuses: {}, errors: {}, failed: [] }
  const latencies = []
  const deadline = durationMs ? Date.now() + durationMs : Infinity
  let i = 0
  const one = (spec) =>
    new Promise((resolve) => {
      const started = performance.now()
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: spec.path,
          method: spec.method ?? 'GET',
          agent,
          timeout: timeoutMs,
          headers: { 'accept-encoding': 'gzip, br', ...(spec.headers ?? {}) },
        },
        (res) => {
          res.resume()
          res.on('end', () => {
            latencies.push(performance.now() - started)
            counts.statuses[res.statusCode] = (counts.statuses[res.statusCode] ?? 0) + 1
            if (res.statusCode >= 500 && counts.failed.length < 10) {
              counts.failed.push(`${spec.method ?? 'GET'} ${spec.path} ${res.statusCode}`)
            }
            resolve()
          })
        },
      )
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })))
      req.on('error', (error) => {
        counts.errors[error.code ?? error.message] =
          (counts.errors[error.code ?? error.message] ?? 0) + 1
        resolve()
      })
      req.end(spec.body)
    })
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline && !(until?.() ?? false)) {
        const spec = next(i++)
        counts.total += 1
        await one(spec)
      }
    }),
  )
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pick = (q) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0)
  return { ...counts, p50: pick(0.5), p99: pick(0.99) }
}

export const failures = (counts) =>
  Object.values(counts.errors).reduce((a, b) => a + b, 0) +
  Object.entries(counts.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((a, [, n]) => a + n, 0)
