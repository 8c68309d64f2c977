import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

type Entry = {
  status: number
  headers: [string, string][]
  identity: Buffer
  gzip: Buffer
  br: Buffer
  etag: string
  storedAt: number
}

export type PageCacheOptions = {
  maxEntries?: number
  /** How long a stored page is served as is. */
  freshMs: number
  /** After that, how long it is still served while one background render replaces it. */
  staleWhileRevalidateMs: number
  /** Cookies that change the markup: a request carrying one is never served from, or stored in, the cache. */
  bypassCookies: string[]
  now?: () => number
}

export type Render = (request: Request) => Promise<Response>

// Whole public pages for anonymous visitors (DESIGN.md "Performance"): stored once rendered,
// pre-compressed with brotli and gzip, answered with an ETag and 304s. Only responses the
// route marked `public` are stored, so private and error responses never are.
export function createPageCache(options: PageCacheOptions) {
  const { maxEntries = 500, freshMs, staleWhileRevalidateMs, bypassCookies } = options
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  const refreshing = new Set<string>()

  function isCacheable(request: Request): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const cookie = request.headers.get('cookie') ?? ''
    return !bypassCookies.some((name) => cookie.includes(`${name}=`))
  }

  async function store(key: string, response: Response): Promise<Entry> {
    const identity = Buffer.from(await response.arrayBuffer())
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzipAsync(identity, { level: 9 }),
    ])
    const headers = [...response.headers.entries()].filter(
      ([name]) => !['content-length', 'content-encoding', 'etag'].includes(name),
    )
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`
    const entry = { status: 200, headers, identity, gzip: gz, br, etag, storedAt: now() }
    entries.delete(key)
    entries.set(key, entry)
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest !== undefined) entries.delete(oldest)
    }
    return entry
  }

  function refresh(key: string, request: Request, render: Render) {
    if (refreshing.has(key)) return
    refreshing.add(key)
    const background = new Request(request.url, {
      headers: { accept: request.headers.get('accept') ?? '*/*' },
    })
    render(background)
      .then(async (response) => {
        if (isShareable(response)) await store(key, response)
        else entries.delete(key)
      })
      .catch(() => undefined) // the stale page keeps serving; the renderer logs its own errors
      .finally(() => refreshing.delete(key))
  }

  return {
    async handle(request: Request, render: Render): Promise<Response> {
      if (!isCacheable(request)) return render(request)
      const url = new URL(request.url)
      const key = url.pathname + url.search
      const entry = entries.get(key)
      if (entry) {
        const age = now() - entry.storedAt
        if (age <= freshMs) return toResponse(entry, request, 'HIT')
        if (age <= freshMs + staleWhileRevalidateMs) {
          refresh(key, request, render)
          return toResponse(entry, request, 'STALE')
        }
        entries.delete(key)
      }
      // A HEAD render has no body to keep: answer it, store nothing.
      const response = await render(request)
      if (request.method === 'HEAD' || !isShareable(response)) return response
      return toResponse(await store(key, response), request, 'MISS')
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? ''
  return (
    response.status === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    !response.headers.has('set-cookie')
  )
}

function toResponse(entry: Entry, request: Request, state: 'HIT' | 'MISS' | 'STALE'): Response {
  const headers = new Headers(entry.headers)
  headers.set('etag', entry.etag)
  headers.set('x-page-cache', state)
  headers.append('vary', 'Accept-Encoding')
  if (request.headers.get('if-none-match') === entry.etag) {
    return new Response(null, { status: 304, headers })
  }
  const accepted = request.headers.get('accept-encoding') ?? ''
  let body = entry.identity
  if (/\bbr\b/.test(accepted)) {
    body = entry.br
    headers.set('content-encoding', 'br')
  } else if (/\bgzip\b/.test(accepted)) {
    body = entry.gzip
    headers.set('content-encoding', 'gzip')
  }
  headers.set('content-length', String(body.length))
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: entry.status,
    headers,
  })
}
