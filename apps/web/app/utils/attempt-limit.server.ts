import cluster from 'node:cluster'

// Failed attempts counted per key in a sliding window (sign-in: per client address and per
// account, docs/decisions/019). In memory; with several web processes (WEB_PROCESSES, decision
// 027) every failure and success is also sent to the other processes through the cluster's
// primary (server/cluster.ts), so each process counts them all: the limit holds across
// processes, give or take the attempts in flight at the same millisecond. nginx's limit_req on
// the sign-in posts bounds the rate per address in front of that (deploy/nginx.conf).

export type AttemptLimit = {
  /** Whether `key` may try now: fewer than `max` failures in the last `windowMs`. */
  allows(key: string, now?: number): boolean
  /** A failure of `key`. */
  fail(key: string, now?: number): void
  /** A success: the key starts afresh. */
  clear(key: string): void
  /** Milliseconds until `key` may try again (0 when it may now). */
  retryAfterMs(key: string, now?: number): number
}

/** The message a failure or a success travels in between web processes. */
export const ATTEMPT_CHANNEL = 'fieldhouse:attempt-limit'
export type AttemptMessage = {
  type: typeof ATTEMPT_CHANNEL
  name: string
  op: 'fail' | 'clear'
  key: string
  at: number
}

/** How a limit tells the other processes, and hears from them. */
export type AttemptShare = {
  send(message: AttemptMessage): void
  listen(receive: (message: AttemptMessage) => void): void
}

export function createAttemptLimit(options: {
  max: number
  windowMs: number
  /** Keys kept at most; the least recent go first, so a flood of made-up keys stays bounded. */
  maxKeys?: number
  /**
   * What the limit is called between processes: every process creates the same limits, so the
   * default, its max and window, names it (limits with the same max and window must be named).
   */
  name?: string
  /** Between processes: the cluster's IPC channel in a worker, nothing in a single process. */
  share?: AttemptShare | null
}): AttemptLimit {
  const { max, windowMs, maxKeys = 10_000 } = options
  const name = options.name ?? `${max}/${windowMs}`
  const share = options.share === undefined ? clusterShare : options.share
  const failures = new Map<string, number[]>()

  const recent = (key: string, now: number) => {
    const times = failures.get(key)?.filter((time) => now - time < windowMs) ?? []
    if (times.length > 0) failures.set(key, times)
    else failures.delete(key)
    return times
  }
  const fail = (key: string, now: number) => {
    const times = recent(key, now)
    failures.delete(key)
    if (failures.size >= maxKeys) failures.delete(failures.keys().next().value ?? '')
    failures.set(key, [...times, now].sort((a, b) => a - b).slice(-max))
  }

  share?.listen((message) => {
    if (message.name !== name) return
    if (message.op === 'fail') fail(message.key, message.at)
    else failures.delete(message.key)
  })

  return {
    allows: (key, now = Date.now()) => recent(key, now).length < max,
    fail(key, now = Date.now()) {
      fail(key, now)
      share?.send({ type: ATTEMPT_CHANNEL, name, op: 'fail', key, at: now })
    },
    clear(key) {
      failures.delete(key)
      share?.send({ type: ATTEMPT_CHANNEL, name, op: 'clear', key, at: Date.now() })
    },
    retryAfterMs(key, now = Date.now()) {
      const times = recent(key, now)
      return times.length < max ? 0 : windowMs - (now - (times[0] ?? now))
    },
  }
}

// In a cluster worker, the primary relays each message to the other workers.
const clusterShare: AttemptShare | null = cluster.isWorker
  ? {
      send(message) {
        if (process.connected) process.send?.(message)
      },
      listen(receive) {
        process.on('message', (message: unknown) => {
          if (isAttemptMessage(message)) receive(message)
        })
      },
    }
  : null

function isAttemptMessage(message: unknown): message is AttemptMessage {
  if (typeof message !== 'object' || message === null) return false
  const { type, name, op, key, at } = message as Partial<AttemptMessage>
  return (
    type === ATTEMPT_CHANNEL &&
    typeof name === 'string' &&
    (op === 'fail' || op === 'clear') &&
    typeof key === 'string' &&
    typeof at === 'number'
  )
}
