import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** A rendered response, body read whole. */
export type Snapshot = {
  status: number
  headers: [string, string][]
  body: Buffer
}

/** A stored page: its body pre-compressed once, for every visitor after the first. */
export type Entry = Snapshot & {
  gzip: Buffer
  br: Buffer
  etag: string
  storedAt: number
  bytes: number
}

export type PageCacheOptions = {
  /** How long a stored page is served as is. */
  freshMs: number
  /** After that, how long it is still served while one background render replaces it. */
  staleWhileRevalidateMs: number
  maxEntries?: number
  /** The budget for all stored bodies (identity, gzip and brotli together). */
  maxBytes?: number
  now?: () => number
}

export type Render = () => Promise<Snapshot>
export type Lookup = { entry: Entry; state: 'HIT' | 'STALE' }

const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'transfer-encoding'])

// Whole pages, keyed by whatever the caller decides makes a page (server/cache-key.ts), within
// an entry and a byte budget. Concurrent misses of one key share one render, whether or not its
// answer may be stored.
//
// Kept in two segments, least recently used first out of each (a segmented LRU): a page enters
// on probation and is protected once it is asked for again. Room is made on probation first, so
// a flood of addresses each asked for once (a thousand `/search?q=` values, every month of a
// calendar: declared parameters make pages) churns probation and never reaches the pages
// visitors keep asking for (docs/decisions/011). Protected pages take at most PROTECTED_SHARE of
// either budget; past it the least recent goes back on probation, where it is next to leave.
export function createPageCache(options: PageCacheOptions) {
  const { freshMs, staleWhileRevalidateMs, maxEntries = 500, maxBytes = 64 * 1024 * 1024 } = options
  const now = options.now ?? Date.now
  const probation = createSegment()
  const kept = createSegment()
  const inFlight = new Map<string, Promise<Entry | Snapshot>>()

  function remove(key: string) {
    probation.delete(key)
    kept.delete(key)
  }

  function store(key: string, entry: Entry) {
    const segment = kept.entries.has(key) ? kept : probation
    remove(key)
    if (entry.bytes > maxBytes) return
    segment.set(key, entry)
    makeRoom()
  }

  function protect(key: string, entry: Entry) {
    probation.delete(key)
    kept.set(key, entry)
    while (
      kept.entries.size > maxEntries * PROTECTED_SHARE ||
      kept.bytes > maxBytes * PROTECTED_SHARE
    ) {
      const [oldest, demoted] = kept.entries.entries().next().value ?? []
      if (oldest === undefined || demoted === undefined) break
      kept.delete(oldest)
      probation.set(oldest, demoted)
    }
    makeRoom()
  }

  function makeRoom() {
    while (
      probation.entries.size + kept.entries.size > maxEntries ||
      probation.bytes + kept.bytes > maxBytes
    ) {
      const segment = probation.entries.size > 0 ? probation : kept
      const oldest = segment.entries.keys().next().value
      if (oldest === undefined) break
      segment.delete(oldest)
    }
  }

  async function renderOnce(
    key: string,
    render: Render,
    isStorable: (snapshot: Snapshot) => boolean,
  ): Promise<Entry | Snapshot> {
    const snapshot = await render()
    if (!isStorable(snapshot)) {
      // What the page now answers (a 404, a redirect) replaces the stored copy; a failure (5xx,
      // the provider down) does not: the last good copy serves out its stale window.
      if (snapshot.status < 500) remove(key)
      return snapshot
    }
    const entry = await compress(snapshot, now())
    store(key, entry)
    return entry
  }

  function fill(key: string, render: Render, isStorable: (snapshot: Snapshot) => boolean) {
    let pending = inFlight.get(key)
    if (!pending) {
      pending = renderOnce(key, render, isStorable).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }

  return {
    /**
     * The stored page for a key, if it may still be served. A hit makes it the most recent of
     * the protected pages (a page on probation is protected from its first hit).
     */
    get(key: string): Lookup | undefined {
      const entry = kept.entries.get(key) ?? probation.entries.get(key)
      if (!entry) return undefined
      const age = now() - entry.storedAt
      if (age > freshMs + staleWhileRevalidateMs) {
        remove(key)
        return undefined
      }
      protect(key, entry)
      return { entry, state: age <= freshMs ? 'HIT' : 'STALE' }
    },
    fill,
    /** Re-renders a stale page in the background; the stale copy serves until it is done. */
    refresh(key: string, render: Render, isStorable: (snapshot: Snapshot) => boolean) {
      if (inFlight.has(key)) return
      // The renderer logs its own errors; the stale page keeps serving meanwhile.
      fill(key, render, isStorable).catch(() => undefined)
    },
    clear() {
      probation.clear()
      kept.clear()
    },
    get size() {
      return probation.entries.size + kept.entries.size
    },
    get bytes() {
      return probation.bytes + kept.bytes
    },
    /** How many pages are protected (asked for again since stored); the rest are on probation. */
    get protectedSize() {
      return kept.entries.size
    },
  }
}

const PROTECTED_SHARE = 0.8

/** Entries in insertion order (least recent first), with their bytes counted. */
function createSegment() {
  const entries = new Map<string, Entry>()
  let bytes = 0
  return {
    entries,
    get bytes() {
      return bytes
    },
    /** Adds or replaces the entry as the most recent. */
    set(key: string, entry: Entry) {
      const old = entries.get(key)
      if (old) {
        entries.delete(key)
        bytes -= old.bytes
      }
      entries.set(key, entry)
      bytes += entry.bytes
    },
    delete(key: string) {
      const old = entries.get(key)
      if (!old) return
      entries.delete(key)
      bytes -= old.bytes
    },
    clear() {
      entries.clear()
      bytes = 0
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

export async function toSnapshot(response: Response, body?: Buffer): Promise<Snapshot> {
  const headers: [string, string][] = []
  for (const [name, value] of response.headers) {
    if (!DROPPED_HEADERS.has(name)) headers.push([name, value])
  }
  return {
    status: response.status,
    headers,
    body: body ?? Buffer.from(await response.arrayBuffer()),
  }
}

async function compress(snapshot: Snapshot, storedAt: number): Promise<Entry> {
  const [br, gz] = await Promise.all([
    brotli(snapshot.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzipAsync(snapshot.body, { level: 9 }),
  ])
  const etag = `"${createHash('sha1').update(snapshot.body).digest('base64url')}"`
  const bytes = snapshot.body.length + br.length + gz.length
  return { ...snapshot, gzip: gz, br, etag, storedAt, bytes }
}

export function isEntry(value: Entry | Snapshot): value is Entry {
  return 'etag' in value
}

export function getHeader(snapshot: Snapshot, name: string): string | undefined {
  return snapshot.headers.find(([key]) => key === name)?.[1]
}

// A page for every visitor is `public`; one for visitors with a dismissal is `private` (a CDN
// must not share it), yet the same for everyone with that dismissal, which the key says.
export function isStorablePage(snapshot: Snapshot, hasVariant: boolean): boolean {
  if (snapshot.status !== 200 || getHeader(snapshot, 'set-cookie')) return false
  const cacheControl = getHeader(snapshot, 'cache-control') ?? ''
  if (/\bno-store\b/.test(cacheControl)) return false
  return /\bpublic\b/.test(cacheControl) || (hasVariant && /\bprivate\b/.test(cacheControl))
}
