import type { Logger } from './logger'

// Test support: an injectable fetch that answers from a handler and records every request, and a
// logger that records instead of printing. Not used by the client itself.

export type RecordedRequest = {
  url: URL
  method: string
  headers: Headers
  /** A string body as sent (JSON calls), else null. */
  body: string | null
}

export type FakeHandler = (
  request: RecordedRequest,
  signal: AbortSignal | null,
) => Promise<Response>

export function createFakeFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const request = {
      url: new URL(href),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    }
    requests.push(request)
    return handler(request, init?.signal ?? null)
  }
  return { fetch, requests }
}

export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...Object.fromEntries(new Headers(headers)) },
  })
}

export function emptyResponse(status: number, headers: HeadersInit = {}): Response {
  return new Response(null, { status, headers })
}

/** A request that never answers but, like the real fetch, rejects when its signal aborts. */
export function hangUntilAborted(signal: AbortSignal | null): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
}

export type LogRecord = { level: 'warn' | 'error'; obj: Record<string, unknown>; msg: string }

export function createRecordingLogger(): Logger & { records: LogRecord[] } {
  const records: LogRecord[] = []
  return {
    records,
    warn: (obj, msg) => records.push({ level: 'warn', obj: { ...obj }, msg }),
    error: (obj, msg) => records.push({ level: 'error', obj: { ...obj }, msg }),
  }
}
