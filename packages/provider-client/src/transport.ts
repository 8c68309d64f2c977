import type { z } from 'zod'
import type { ResponseCache } from './cache'
import type { Logger } from './logger'
import { fetchWithRetry } from './retry'

export type CallOptions = { signal?: AbortSignal | undefined }

export type Query = Record<string, string | number | null | undefined>

/**
 * What a call may add for one visitor: a request header of the caller's (a protected file's
 * `X-Access-Code`), and the statuses that are the caller's answer rather than the provider
 * failing (a refused code's 403), returned as `failed` with the status but not logged. A call
 * with headers is never cached.
 */
export type CallExtras = {
  headers?: Record<string, string>
  expected?: readonly number[]
}

export type GetRequest<T> = CallExtras & {
  /** Names the failing part in logs, e.g. 'sports repository' (SPEC 8). */
  label: string
  /** Path below /api/{version}, starting with a slash. */
  path: string
  /** API version; v2.1 serves the cursor-paged lists (README 2.3). Default v2. */
  version?: 'v2' | 'v2.1'
  query?: Query
  schema: z.ZodType<T>
  signal?: AbortSignal | undefined
  timeoutMs?: number
  /** false for calls that must reach the provider every time (clicks, counters, previews). */
  cache?: boolean
  /** Item calls: a 404 means "no such item", not a provider failure. */
  allowNotFound?: boolean
  /**
   * Anything besides the URL that shapes the mapped value (the tenant's time zone for dates), so
   * the cache never hands out a value mapped under other assumptions.
   */
  variant?: string
  /**
   * A signed-in editor's session token, sent as `Authorization: Bearer …` on this call only.
   * Such a call is never cached (its answer belongs to one editor), and its 401 is `denied`.
   */
  bearer?: string
}

/**
 * A call that sends a JSON body (sign-in, sign-out, a form submission). Never retried (SPEC 7: a
 * request with a body is not repeated) and never cached; a 401 is `denied`. An `expected`
 * status (a form's 400 field errors, 409, 429) is `failed` with that status, unlogged, and its
 * JSON body and Retry-After header, for the caller to read.
 */
export type PostRequest<T> = CallExtras & {
  label: string
  /** Path below /api/{version}, starting with a slash. */
  path: string
  version?: 'v2' | 'v2.1'
  /** Sent as JSON. */
  body: unknown
  /** Reads a 2xx body; a 204 is `no-content` without reading. */
  schema: z.ZodType<T>
  /** A 404 means "no such item" (a form that is not there), not a provider failure. */
  allowNotFound?: boolean
  bearer?: string
  signal?: AbortSignal | undefined
  timeoutMs?: number
}

export type Outcome<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'no-content' }
  | { kind: 'not-found' }
  /**
   * 401 to a call that carried credentials (a bearer token, or a POST such as sign-in): the
   * provider refuses this editor, it is not failing. Not logged. A 401 to any other call is
   * `failed` as before.
   */
  | { kind: 'denied' }
  /** `body` and `retryAfter`: an expected status's answer to a POST (see PostRequest). */
  | { kind: 'failed'; status: number | null; body?: unknown; retryAfter?: string | null }

/** A call for a file (a PDF): its bytes and content type, never kept in the response cache. */
export type BinaryRequest = CallExtras & {
  label: string
  /** Path below /api/v2, starting with a slash, or below the base URL with `outsideApi`. */
  path: string
  /** The provider's public files (/media/{tenant}/...) are not under /api. */
  outsideApi?: boolean
  /** As on `get`: an editor's file; its 401 is `denied`. */
  bearer?: string
  /** The Accept header, e.g. 'application/pdf'. */
  accept: string
  /**
   * The largest body accepted: a longer one (declared or streamed) is a failed call, read no
   * further, so a broken provider cannot fill the server's memory.
   */
  maxBytes: number
  signal?: AbortSignal | undefined
  timeoutMs?: number
  /** A 404 means "no such item", not a provider failure. */
  allowNotFound?: boolean
}

export type BinaryBody = { bytes: Uint8Array<ArrayBuffer>; contentType: string }

export type PingRequest = Omit<
  GetRequest<unknown>,
  'schema' | 'cache' | 'allowNotFound' | 'version'
> & {
  /** Path relative to the base URL instead of /api/v2 (health). */
  outsideApi?: boolean
  retry?: boolean
  log?: boolean
}

export type TransportOptions = {
  baseUrl: string
  tenant: string
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  timeoutMs: number
  logger: Logger
  cache: ResponseCache | null
  /** The visitor's address for X-Forwarded-For (ProviderClientOptions.clientAddress). */
  clientAddress?: (() => string | undefined) | undefined
}

export type Transport = {
  get<T>(request: GetRequest<T>): Promise<Outcome<T>>
  /** A JSON body, once: the same timeout, logging and outcomes as `get`, no retry, no cache. */
  post<T>(request: PostRequest<T>): Promise<Outcome<T>>
  /**
   * A file's bytes with the same timeout (covering the body), retry and logging rules as `get`,
   * and no response cache: files are big and asked for rarely.
   */
  getBinary(request: BinaryRequest): Promise<Outcome<BinaryBody>>
  /**
   * A call whose body is ignored: only the status counts (click tracking, counters, health).
   * Any 2xx is `ok` (with `null`); anything else, a timeout or no answer is `failed`.
   */
  ping(request: PingRequest): Promise<Extract<Outcome<null>, { kind: 'ok' | 'failed' }>>
  /** Time source for cache-busting parameters. */
  now(): number
}

export function createTransport(options: TransportOptions & { now: () => number }): Transport {
  const base = options.baseUrl.replace(/\/+$/, '')

  // Every attempt of one call shares one deadline; the caller's signal cancels it too.
  async function call(
    url: string,
    request: {
      signal?: AbortSignal | undefined
      timeoutMs?: number | undefined
      accept?: string | undefined
      /** A JSON body makes the call a POST. */
      json?: string | undefined
      bearer?: string | undefined
      headers?: Record<string, string> | undefined
    },
    retry: boolean,
  ): Promise<{ response: Response; signal: AbortSignal; done: () => void }> {
    const deadline = new AbortController()
    const timer = setTimeout(
      () => deadline.abort(new DOMException('Provider request timed out', 'TimeoutError')),
      request.timeoutMs ?? options.timeoutMs,
    )
    const signal = request.signal
      ? AbortSignal.any([request.signal, deadline.signal])
      : deadline.signal
    const done = () => clearTimeout(timer)
    const method = request.json === undefined ? 'GET' : 'POST'
    const headers: Record<string, string> = {
      ...request.headers,
      tenant: options.tenant,
      accept: request.accept ?? 'application/json',
    }
    if (request.json !== undefined) headers['content-type'] = 'application/json'
    if (request.bearer !== undefined) headers.authorization = `Bearer ${request.bearer}`
    const address = options.clientAddress?.()
    if (address) headers['x-forwarded-for'] = address
    const attempt = () =>
      abortable(options.fetch(url, { method, headers, body: request.json, signal }), signal)
    try {
      const response = retry
        ? await fetchWithRetry(attempt, {
            method,
            hasBody: request.json !== undefined,
            sleep: options.sleep,
            signal,
          })
        : await attempt()
      return { response, signal, done }
    } catch (error) {
      done()
      throw error
    }
  }

  function fail(label: string, path: string, status: number | null, err: unknown) {
    options.logger.error({ label, status, path, err }, `${label}: provider request failed`)
  }

  // One call and its outcome: 204, an allowed 404, a 401 to credentials, a failure (logged), or
  // what `read` makes of a 2xx body. The deadline covers reading the body.
  async function load<T>(
    request: {
      label: string
      allowNotFound?: boolean | undefined
      timeoutMs?: number | undefined
      accept?: string | undefined
      json?: string | undefined
      bearer?: string | undefined
      headers?: Record<string, string> | undefined
      expected?: readonly number[] | undefined
    },
    path: string,
    signal: AbortSignal | undefined,
    read: (response: Response, signal: AbortSignal) => Promise<T>,
  ): Promise<Outcome<T>> {
    const credentials = request.bearer !== undefined || request.json !== undefined
    // A token that cannot be a header value is no session: refused here, as the provider would.
    if (request.bearer !== undefined && !BEARER_TOKEN.test(request.bearer)) {
      return { kind: 'denied' }
    }
    let status: number | null = null
    try {
      const sent = await call(base + path, { ...request, signal }, request.json === undefined)
      const { response } = sent
      try {
        status = response.status
        if (status === 204) return { kind: 'no-content' }
        if (status === 404 && request.allowNotFound) return { kind: 'not-found' }
        if (status === 401 && credentials) return { kind: 'denied' }
        if (request.expected?.includes(status)) {
          if (request.json === undefined) return { kind: 'failed', status }
          const body: unknown = await abortable(response.json(), sent.signal)
          return { kind: 'failed', status, body, retryAfter: response.headers.get('retry-after') }
        }
        if (!response.ok) throw new Error(`Unexpected status ${status}`)
        return { kind: 'ok', data: await read(response, sent.signal) }
      } finally {
        if (!response.bodyUsed) response.body?.cancel().catch(() => undefined)
        sent.done()
      }
    } catch (error) {
      if (signal?.aborted) throw toAbortError(signal)
      fail(request.label, path, status, error)
      return { kind: 'failed', status }
    }
  }

  const readJson =
    <T>(schema: z.ZodType<T>) =>
    async (response: Response, signal: AbortSignal): Promise<T> => {
      const parsed = schema.safeParse(await abortable(response.json(), signal))
      if (!parsed.success) throw parsed.error
      return parsed.data
    }

  return {
    now: options.now,

    get(request) {
      const signal = request.signal
      if (signal?.aborted) return Promise.reject(toAbortError(signal))
      const path = `/api/${request.version ?? 'v2'}${request.path}${toQueryString(request.query)}`
      const read = readJson(request.schema)
      const forOneVisitor = request.bearer !== undefined || request.headers !== undefined
      if (!options.cache || request.cache === false || forOneVisitor) {
        return load(request, path, signal, read)
      }
      // The shared load is detached from any one caller's signal (only the timeout bounds it),
      // so one visitor navigating away cannot fail the same request for everyone waiting on it.
      const key = `${options.tenant} GET ${path}${request.variant ? ` @${request.variant}` : ''}`
      const shared = options.cache.resolve(
        key,
        () => load(request, path, undefined, read),
        (outcome) => {
          if (outcome.kind === 'failed') return 'failure'
          return outcome.kind === 'not-found' ? 'pass' : 'store'
        },
      )
      if (!signal) return shared
      return abortable(shared, signal).catch((error: unknown) => {
        throw signal.aborted ? toAbortError(signal) : error
      })
    },

    post(request) {
      const signal = request.signal
      if (signal?.aborted) return Promise.reject(toAbortError(signal))
      const path = `/api/${request.version ?? 'v2'}${request.path}`
      const json = JSON.stringify(request.body ?? null)
      return load({ ...request, json }, path, signal, readJson(request.schema))
    },

    getBinary(request) {
      const signal = request.signal
      if (signal?.aborted) return Promise.reject(toAbortError(signal))
      const path = `${request.outsideApi ? '' : '/api/v2'}${request.path}`
      return load(request, path, signal, async (response, bodySignal) => ({
        bytes: await readCapped(response, request.maxBytes, bodySignal),
        contentType: response.headers.get('content-type') ?? '',
      }))
    },

    async ping(request) {
      const prefix = request.outsideApi ? '' : '/api/v2'
      const path = `${prefix}${request.path}${toQueryString(request.query)}`
      if (request.signal?.aborted) throw toAbortError(request.signal)
      try {
        const { response, done } = await call(base + path, request, request.retry ?? true)
        response.body?.cancel().catch(() => undefined)
        done()
        if (!response.ok && request.log !== false) {
          fail(
            request.label,
            path,
            response.status,
            new Error(`Unexpected status ${response.status}`),
          )
        }
        return response.ok
          ? { kind: 'ok', data: null }
          : { kind: 'failed', status: response.status }
      } catch (error) {
        if (request.signal?.aborted) throw toAbortError(request.signal)
        if (request.log !== false) fail(request.label, path, null, error)
        return { kind: 'failed', status: null }
      }
    },
  }
}

// Visible ASCII without spaces (RFC 6750 allows less; the provider checks the rest).
const BEARER_TOKEN = /^[\x21-\x7e]{1,512}$/

/**
 * Builds `?a=1&b=2` with keys sorted (stable cache keys) and undefined/null values left out.
 * `$` and `,` stay literal: the provider's names are `$pageIndex`, and ids are comma-joined.
 */
export function toQueryString(query: Query | undefined): string {
  if (!query) return ''
  const pairs = Object.entries(query)
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined && pair[1] !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(String(value))}`)
  return pairs.length ? `?${pairs.join('&')}` : ''
}

function encodeQueryPart(value: string): string {
  return encodeURIComponent(value).replace(/%24/g, '$').replace(/%2C/gi, ',')
}

/** A body of at most `maxBytes`, or an error as soon as it is known to be longer. */
async function readCapped(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) throw new Error(`Body of ${declared} bytes is over ${maxBytes}`)
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await abortable(reader.read(), signal)
      if (done) break
      size += value.byteLength
      if (size > maxBytes) throw new Error(`Body is over ${maxBytes} bytes`)
      chunks.push(value)
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    throw error
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** A caller abort always surfaces as an AbortError, whatever reason the caller gave. */
function toAbortError(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason
  if (reason instanceof Error && reason.name === 'AbortError') return reason
  return new DOMException('The provider request was aborted', 'AbortError')
}
