// Failed attempts counted per key in a sliding window (sign-in: per client address and per
// account, docs/decisions/019). In memory, per process: several web processes each count their
// own share, which still bounds guessing to a small multiple of the limit.

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

export function createAttemptLimit(options: {
  max: number
  windowMs: number
  /** Keys kept at most; the least recent go first, so a flood of made-up keys stays bounded. */
  maxKeys?: number
}): AttemptLimit {
  const { max, windowMs, maxKeys = 10_000 } = options
  const failures = new Map<string, number[]>()

  const recent = (key: string, now: number) => {
    const times = failures.get(key)?.filter((time) => now - time < windowMs) ?? []
    if (times.length > 0) failures.set(key, times)
    else failures.delete(key)
    return times
  }

  return {
    allows: (key, now = Date.now()) => recent(key, now).length < max,
    fail(key, now = Date.now()) {
      const times = recent(key, now)
      failures.delete(key)
      if (failures.size >= maxKeys) failures.delete(failures.keys().next().value ?? '')
      failures.set(key, [...times, now].slice(-max))
    },
    clear: (key) => void failures.delete(key),
    retryAfterMs(key, now = Date.now()) {
      const times = recent(key, now)
      return times.length < max ? 0 : windowMs - (now - (times[0] ?? now))
    },
  }
}
