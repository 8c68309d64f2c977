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

// Whole pages, keyed by whatever the caller decides makes a page (server/cache-key.ts), kept
// least-recently-used first out within an entry and a byte budget. Concurrent misses of one key
// share one render, whether or not its answer may be stored.
export function createPageCache(options: PageCacheOptions) {
  const { freshMs, staleWhileRevalidateMs, maxEntries = 500, maxBytes = 64 * 1024 * 1024 } = options
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<Entry | Snapshot>>()
  let bytes = 0

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }

  function store(key: string, entry: Entry) {
    remove(key)
    if (entry.bytes > maxBytes) return
    entries.set(key, entry)
    bytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      remove(oldest)
    }
  }

  async function renderOnce(
    key: string,
    render: Render,
    isStorable: (snapshot: Snapshot) => boolean,
  ): Promise<Entry | Snapshot> {
    const snapshot = await render()
    if (!isStorable(snapshot)) {
      remove(key)
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
    /** The stored page for a key, if it may still be served; a hit moves it to the back. */
    get(key: string): Lookup | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      const age = now() - entry.storedAt
      if (age > freshMs + staleWhileRevalidateMs) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
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
      entries.clear()
      bytes = 0
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
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
