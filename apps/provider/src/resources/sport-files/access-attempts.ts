// A limit on wrong access codes (own design, SPEC 6 leaves the gate unspecified): at most `limit`
// wrong codes per key (tenant, item and client address) in a sliding `windowMs`; past it every
// attempt, the right code included, is refused until the oldest wrong one leaves the window. A
// right code is not counted. Memory only, per app: keys whose window has passed are dropped once
// the map grows past `maxKeys`, then the oldest, so hostile traffic cannot grow it for good.

export type AccessAttempts = {
  // Seconds until `key` may try again, or null when it may now.
  blockedFor: (key: string, nowMs: number) => number | null
  // Counts one wrong code for `key`.
  fail: (key: string, nowMs: number) => void
}

export const ACCESS_CODE_LIMIT = 10
export const ACCESS_CODE_WINDOW_MS = 15 * 60_000

export function createAccessAttempts({
  limit = ACCESS_CODE_LIMIT,
  windowMs = ACCESS_CODE_WINDOW_MS,
  maxKeys = 10_000,
} = {}): AccessAttempts {
  const failures = new Map<string, number[]>()
  const recent = (key: string, nowMs: number) =>
    (failures.get(key) ?? []).filter((at) => at > nowMs - windowMs)
  return {
    blockedFor(key, nowMs) {
      const times = recent(key, nowMs)
      if (times.length === 0) failures.delete(key)
      if (times.length < limit) return null
      const oldest = times[times.length - limit] ?? nowMs
      return Math.max(1, Math.ceil((oldest + windowMs - nowMs) / 1000))
    },
    fail(key, nowMs) {
      const times = recent(key, nowMs)
      times.push(nowMs)
      // Only the last `limit` matter for the answer.
      failures.delete(key)
      failures.set(key, times.slice(-limit))
      if (failures.size <= maxKeys) return
      for (const [k, list] of failures) {
        if (list.every((at) => at <= nowMs - windowMs)) failures.delete(k)
      }
      for (const k of failures.keys()) {
        if (failures.size <= maxKeys) break
        failures.delete(k)
      }
    },
  }
}
