import type { z } from 'zod'
import { abortable, startDeadline } from './deadline'
import { fetchWithRetry } from './retry'

// Requests: what each verb of the transport is asked (below), the address and headers a call is
// sent with, and sending it once or with retry.ts's one retry under one deadline (deadline.ts).

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

export type PingRequest = Omit<
  GetRequest<unknown>,
  'schema' | 'cache' | 'allowNotFound' | 'version'
> & {
  /** Path relative to the base URL instead of /api/v2 (health). */
  outsideApi?: boolean
  retry?: boolean
  log?: boolean
}

/** The transport's options every request is sent with (TransportOptions). */
export type SendOptions = {
  tenant: string
  fetch: typeof fetch
  sleep: (ms: number) => Promise<void>
  /** The default deadline of a call, covering every attempt and the body. */
  timeoutMs: number
  /** The visitor's address for X-Forwarded-For (ProviderClientOptions.clientAddress). */
  clientAddress?: (() => string | undefined) | undefined
}

/** One request as sent: a JSON body makes it a POST. */
export type Sending = {
  signal?: AbortSignal | undefined
  timeoutMs?: number | undefined
  accept?: string | undefined
  json?: string | undefined
  bearer?: string | undefined
  headers?: Record<string, string> | undefined
}

/** A sent request's response, with the deadline that still covers reading its body. */
export type Answer = { response: Response; signal: AbortSignal; done: () => void }

/**
 * The path of a call below the base URL: under /api/{version} (v2 unless asked) or, for
 * `outsideApi`, not, then its query.
 */
export function pathOf(request: {
  path: string
  version?: 'v2' | 'v2.1' | undefined
  outsideApi?: boolean | undefined
  query?: Query | undefined
}): string {
  const prefix = request.outsideApi ? '' : `/api/${request.version ?? 'v2'}`
  return `${prefix}${request.path}${toQueryString(request.query)}`
}

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

// Visible ASCII without spaces (RFC 6750 allows less; the provider checks the rest).
const BEARER_TOKEN = /^[\x21-\x7e]{1,512}$/

/** A token that cannot be a header value is no session: it is refused without a call. */
export const isSendableToken = (token: string): boolean => BEARER_TOKEN.test(token)

/**
 * Sends one request with the tenant's headers, retried by retry.ts when `retry` (never a
 * request with a body). Every attempt shares one deadline; the caller's signal cancels it too.
 */
export async function send(
  options: SendOptions,
  url: string,
  request: Sending,
  retry: boolean,
): Promise<Answer> {
  const { signal, done } = startDeadline(request.timeoutMs ?? options.timeoutMs, request.signal)
  const method = request.json === undefined ? 'GET' : 'POST'
  const headers = headersOf(options, request)
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

// The caller's headers under the transport's own: tenant, accept, content type, the bearer token
// and the visitor's address.
function headersOf(options: SendOptions, request: Sending): Record<string, string> {
  const headers: Record<string, string> = {
    ...request.headers,
    tenant: options.tenant,
    accept: request.accept ?? 'application/json',
  }
  if (request.json !== undefined) headers['content-type'] = 'application/json'
  if (request.bearer !== undefined) headers.authorization = `Bearer ${request.bearer}`
  const address = options.clientAddress?.()
  if (address) headers['x-forwarded-for'] = address
  return headers
}
