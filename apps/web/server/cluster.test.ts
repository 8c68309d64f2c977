import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

import { afterEach, expect, test } from 'vitest'

// The real cluster primary (server/cluster.ts) over small stand-in workers
// (server/cluster-fixture.ts): N processes answer, a killed one is replaced, SIGHUP restarts them
// one by one without a failed request, SIGTERM lets a request in flight finish, and sign-in
// failures count across processes.
const FIXTURE = fileURLToPath(new URL('./cluster-fixture.ts', import.meta.url))

let primary: ChildProcess | undefined
afterEach(() => {
  if (primary?.exitCode === null) primary.kill('SIGKILL')
})

// Workers that listen on port 0 in a cluster share the one port the primary picked.
let port = 0

function startCluster(processes: number) {
  port = 0
  primary = spawn(process.execPath, ['--import', 'tsx', FIXTURE, String(processes)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines: { message: string; pid?: number }[] = []
  primary.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const parsed = JSON.parse(line) as { message: string; pid?: number; port?: number }
      if (parsed.port) port = parsed.port
      lines.push(parsed)
    }
  })
  return { primary, lines }
}

async function get(path: string): Promise<{ pid: number; allows: boolean }> {
  if (!port) throw new Error('not listening yet')
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { connection: 'close' },
    signal: AbortSignal.timeout(5_000),
  })
  return (await response.json()) as { pid: number; allows: boolean }
}

async function pidsAnswering(times = 40): Promise<Set<number>> {
  const answers = await Promise.all(Array.from({ length: times }, () => get('/')))
  return new Set(answers.map((answer) => answer.pid))
}

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value !== undefined && ok(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting; last: ${String(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('N workers answer; one killed is replaced; SIGHUP restarts all with no failed request', async () => {
  startCluster(2)
  const first = await until(pidsAnswering, (pids) => pids.size === 2)

  const [victim] = first
  process.kill(victim ?? 0, 'SIGKILL')
  const replaced = await until(pidsAnswering, (pids) => pids.size === 2 && !pids.has(victim ?? 0))
  expect([...replaced].filter((pid) => first.has(pid))).toHaveLength(1)

  // Each failure by its cause, so a failure in CI says which race it was.
  const failures: string[] = []
  let answered = 0
  let restarting = true
  const load = (async () => {
    while (restarting) {
      await get('/').then(
        () => (answered += 1),
        (error: Error) => failures.push(`${error.message} ${String(error.cause ?? '')}`),
      )
    }
  })()
  primary?.kill('SIGHUP')
  const fresh = await until(
    pidsAnswering,
    (pids) => pids.size === 2 && [...pids].every((pid) => !replaced.has(pid)),
  )
  restarting = false
  await load
  expect(fresh.size).toBe(2)
  expect(answered).toBeGreaterThan(0)
  expect(failures).toEqual([])
}, 60_000)

test('sign-in failures count in every process, and SIGTERM finishes a request in flight', async () => {
  startCluster(2)
  await until(pidsAnswering, (pids) => pids.size === 2)
  // The limit allows 3 failures; connections alternate between the two processes.
  for (let i = 0; i < 3; i += 1) await get('/fail?key=someone')
  await new Promise((resolve) => setTimeout(resolve, 100))
  const answers = await Promise.all(Array.from({ length: 10 }, () => get('/?key=someone')))
  expect(new Set(answers.map((answer) => answer.pid)).size).toBe(2)
  expect(answers.every((answer) => !answer.allows)).toBe(true)

  const inFlight = get('/?ms=500')
  await new Promise((resolve) => setTimeout(resolve, 100))
  const exited = once(primary as ChildProcess, 'exit')
  primary?.kill('SIGTERM')
  await expect(inFlight).resolves.toMatchObject({ allows: true })
  const [code] = await exited
  expect(code).toBe(0)
}, 60_000)
