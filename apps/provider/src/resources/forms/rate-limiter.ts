// A sliding-window limit on form posts (own design): at most `limit` attempts per `windowMs` per
// key (tenant, form and client address). Kept in memory per app; keys whose window has passed
// are dropped once the map grows past `maxKeys`, so hostile traffic cannot grow it for good.

export type RateLimiter = {
  // null: allowed (and counted); else the seconds until the next attempt is allowed.
  take: (key: string, nowMs: number) => number | null
}

export function createRateLimiter({
  limit = 5,
  windowMs = 60_000,
  maxKeys = 10_000,
} = {}): RateLimiter {
  const hits = new Map<string, number[]>()
  return {
    take(key, nowMs) {
      const recent = (hits.get(key) ?? []).filter((at) => at > nowMs - windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        return Math.max(1, Math.ceil(((recent[0] ?? nowMs) + windowMs - nowMs) / 1000))
      }
      recent.push(nowMs)
      hits.set(key, recent)
      if (hits.size > maxKeys) {
        for (const [k, times] of hits) {
          if (times.every((at) => at <= nowMs - windowMs)) hits.delete(k)
        }
        // Still over: the oldest keys go (a Map iterates in insertion order).
        for (const k of hits.keys()) {
          if (hits.size <= maxKeys) break
          hits.delete(k)
        }
      }
      return null
    },
  }
}
