export type ResponseCacheOptions = {
  now?: () => number
  maxEntries?: number
  freshMs?: number
  staleWhileRevalidateMs?: number
  staleIfErrorMs?: number
}

/**
 * What to do with a loaded value: keep it, treat it as a failure (a stale value may be served
 * instead), or pass it through and forget any stored value (e.g. a 404: the item is gone).
 */
export type CacheDecision = 'store' | 'failure' | 'pass'

export type ResponseCache = {
  resolve<V>(key: string, load: () => Promise<V>, decide: (value: V) => CacheDecision): Promise<V>
}

export const CACHE_DEFAULTS = {
  maxEntries: 500,
  freshMs: 30_000,
  staleWhileRevalidateMs: 5 * 60_000,
  staleIfErrorMs: 24 * 60 * 60_000,
} as const

type Entry = { value: unknown; storedAt: number }

/**
 * In-process LRU with fresh / stale-while-revalidate / stale-if-error lifetimes, both windows
 * counted from the end of freshness. One load per key runs at a time: concurrent misses and
 * concurrent revalidations share it.
 */
export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const now = options.now ?? Date.now
  const maxEntries = Math.max(1, options.maxEntries ?? CACHE_DEFAULTS.maxEntries)
  const freshMs = options.freshMs ?? CACHE_DEFAULTS.freshMs
  const swrMs = options.staleWhileRevalidateMs ?? CACHE_DEFAULTS.staleWhileRevalidateMs
  const sieMs = options.staleIfErrorMs ?? CACHE_DEFAULTS.staleIfErrorMs
  const entries = new Map<string, Entry>()
  const inflight = new Map<string, Promise<unknown>>()

  function store(key: string, value: unknown): void {
    entries.delete(key)
    entries.set(key, { value, storedAt: now() })
    // Map iteration follows insertion order, so the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break
      entries.delete(oldest)
    }
  }

  function touch(key: string, entry: Entry): void {
    entries.delete(key)
    entries.set(key, entry)
  }

  function staleIfErrorValue(key: string): Entry | undefined {
    const entry = entries.get(key)
    return entry && now() - entry.storedAt <= freshMs + sieMs ? entry : undefined
  }

  function refresh<V>(
    key: string,
    load: () => Promise<V>,
    decide: (value: V) => CacheDecision,
  ): Promise<V> {
    const running = inflight.get(key)
    // A key only ever holds values produced by its own loader (the key encodes the request),
    // so the shared promise has this caller's value type.
    if (running) return running as Promise<V>
    const next = (async () => {
      try {
        const value = await load()
        const decision = decide(value)
        if (decision === 'store') store(key, value)
        if (decision === 'pass') entries.delete(key)
        if (decision !== 'failure') return value
        const stale = staleIfErrorValue(key)
        return stale ? (stale.value as V) : value
      } finally {
        inflight.delete(key)
      }
    })()
    inflight.set(key, next)
    return next
  }

  async function resolve<V>(
    key: string,
    load: () => Promise<V>,
    decide: (value: V) => CacheDecision,
  ): Promise<V> {
    const entry = entries.get(key)
    if (entry) {
      const age = now() - entry.storedAt
      if (age > freshMs + Math.max(swrMs, sieMs)) entries.delete(key)
      else touch(key, entry)
      // Same reasoning as in refresh: the entry was stored by this key's loader.
      if (age <= freshMs) return entry.value as V
      if (age <= freshMs + swrMs) {
        // Background refresh: a failure keeps the stale entry, and nobody awaits it.
        refresh(key, load, decide).catch(() => undefined)
        return entry.value as V
      }
    }
    return refresh(key, load, decide)
  }

  return { resolve }
}
