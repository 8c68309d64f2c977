import cluster, { type Worker } from 'node:cluster'
import { once } from 'node:events'

import { ATTEMPT_CHANNEL } from '../app/utils/attempt-limit.server'

export type PrimaryOptions = {
  /** How many web processes to keep running (WEB_PROCESSES). */
  processes: number
  /** How long a worker may take to finish its requests once told to stop (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number
  log: (message: string, fields?: Record<string, unknown>) => void
  /** Added to each worker's environment (MALLOC_ARENA_MAX: env.server.ts). */
  workerEnv?: Record<string, string>
  /** The workers' script, when it is not this one (tests). */
  exec?: string
}

// Unexpected deaths closer together than this are a crash loop: the next fork waits.
const CRASH_WINDOW_MS = 10_000
const CRASHES_BEFORE_BACKOFF = 5
const BACKOFF_MS = 2_000

// A worker whose server has closed asks the primary on this channel before it exits; see
// `leaveCluster`.
const LEAVING_CHANNEL = 'fieldhouse:leaving'
const LEAVING_TIMEOUT_MS = 1_000

/**
 * The primary of `WEB_PROCESSES=N npm start` (docs/decisions/027): a small process that serves
 * nothing itself. It forks N workers (this same script; each is a whole website process on the
 * one shared port, connections handed out round-robin), forks a new one when one dies
 * unexpectedly, restarts them one at a time on SIGHUP (the new one listens before the old one
 * is told to stop, so no request is refused), and on SIGTERM or SIGINT tells every worker to
 * finish what it serves and exits when they have. It also relays failed sign-in attempts
 * between the workers, so their limits count across processes (utils/attempt-limit.server.ts).
 */
export function runPrimary({
  processes,
  shutdownTimeoutMs,
  log,
  exec,
  workerEnv,
}: PrimaryOptions): void {
  if (exec) cluster.setupPrimary({ exec })
  const retiring = new WeakSet<Worker>()
  const crashes: number[] = []
  let stopping = false
  let restarting: Promise<void> | null = null

  const fork = () => {
    const worker = cluster.fork(workerEnv)
    worker.on('error', (error) => log('worker error', { pid: worker.process.pid, error }))
    return worker
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping || retiring.has(worker)) return
    log('web process died; starting another', { pid: worker.process.pid, code, signal })
    const now = Date.now()
    crashes.push(now)
    while (crashes.length > 0 && now - (crashes[0] ?? now) > CRASH_WINDOW_MS) crashes.shift()
    if (crashes.length >= CRASHES_BEFORE_BACKOFF) setTimeout(fork, BACKOFF_MS)
    else fork()
  })

  cluster.on('message', (from, message: unknown) => {
    if (isOnChannel(message, LEAVING_CHANNEL)) {
      if (from.isConnected()) from.send({ type: LEAVING_CHANNEL })
      return
    }
    if (!isOnChannel(message, ATTEMPT_CHANNEL)) return
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message)
    }
  })

  async function stopWorker(worker: Worker): Promise<void> {
    retiring.add(worker)
    if (worker.isDead()) return
    const exited = once(worker, 'exit')
    worker.process.kill('SIGTERM')
    const timer = setTimeout(() => worker.process.kill('SIGKILL'), shutdownTimeoutMs + 2_000)
    await exited
    clearTimeout(timer)
  }

  async function rollingRestart(): Promise<void> {
    const old = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
    log('rolling restart', { processes: old.length })
    for (const worker of old) {
      if (stopping) return
      const fresh = fork()
      await Promise.race([once(fresh, 'listening'), once(fresh, 'exit')])
      if (fresh.isDead()) {
        log('a new web process failed to start; the rolling restart stops here')
        return
      }
      await stopWorker(worker)
    }
    log('rolling restart done')
  }

  process.on('SIGHUP', () => {
    restarting ??= rollingRestart().finally(() => (restarting = null))
  })

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      log('stopping web processes', { signal })
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
      void Promise.all(workers.map(stopWorker)).then(() => process.exit(0))
    })
  }

  for (let i = 0; i < processes; i += 1) fork()
  log('web primary started', { pid: process.pid, processes })
}

/**
 * For a worker whose server has closed (server/shutdown.ts), before it exits: resolves once the
 * primary has answered a message sent after the close. Node's primary may have handed this
 * worker a connection just before it learned of the close; the worker gives such a connection
 * back (and the primary passes it to another) only while it is alive, and a worker that exited
 * at once lost it, leaving the visitor waiting on a socket nobody serves (a likely cause of the
 * one failed request cluster.test.ts saw once; never reproduced, so this rests on Node's cluster
 * code). The IPC channel keeps order both ways, so the primary's answer arrives after any such
 * connection. Outside a cluster, or if the primary does not answer within a second, it resolves
 * anyway.
 */
export function leaveCluster(): Promise<void> {
  if (!cluster.isWorker || !process.connected || !process.send) return Promise.resolve()
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (isOnChannel(message, LEAVING_CHANNEL)) done()
    }
    const timer = setTimeout(done, LEAVING_TIMEOUT_MS)
    function done() {
      clearTimeout(timer)
      process.off('message', onMessage)
      resolve()
    }
    process.on('message', onMessage)
    process.send?.({ type: LEAVING_CHANNEL })
  })
}

/** Whether an IPC message is one of ours on `channel` (every one carries its channel as type). */
function isOnChannel(message: unknown, channel: string): message is { type: string } {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === channel
  )
}
