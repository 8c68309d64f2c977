import type { ResponseCache } from './cache'
import { abortable } from './deadline'
import { decodeResponse, readBinary, readJson, type BinaryBody, type Reader } from './decode'
import type { Logger } from './logger'
import { logFailure, throwIfCallerAborted, toAbortError, type Outcome } from './outcome'
import {
  isSendableToken,
  pathOf,
  send,
  type BinaryRequest,
  type GetRequest,
  type PingRequest,
  type PostRequest,
  type SendOptions,
  type Sending,
} from './request'

// The transport: the four verbs every resource module calls, put together from request.ts (the
// address, headers and sending), retry.ts and deadline.ts (one retry, one deadline a call),
// decode.ts (statuses and bodies) and outcome.ts (what a call answers; failures logged), with
// the response cache on `get`.

export type CallOptions = { signal?: AbortSignal | undefined }

export type TransportOptions = SendOptions & {
  baseUrl: string
  logger: Logger
  cache: ResponseCache | null
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

// What `load` needs of a request besides its signal (passed apart: a shared load has none).
type Call = Omit<Sending, 'signal'> & {
  label: string
  allowNotFound?: boolean | undefined
  expected?: readonly number[] | undefined
}

export function createTransport(options: TransportOptions & { now: () => number }): Transport {
  const base = options.baseUrl.replace(/\/+$/, '')
  const fail = (label: string, path: string, status: number | null, err: unknown) =>
    logFailure(options.logger, label, path, status, err)

  // One call and its outcome (decode.ts); a failure is logged. The deadline covers the body.
  async function load<T>(
    request: Call,
    path: string,
    signal: AbortSignal | undefined,
    read: Reader<T>,
  ): Promise<Outcome<T>> {
    if (request.bearer !== undefined && !isSendableToken(request.bearer)) {
      return { kind: 'denied' }
    }
    let status: number | null = null
    try {
      const sent = await send(
        options,
        base + path,
        { ...request, signal },
        request.json === undefined,
      )
      const { response } = sent
      try {
        status = response.status
        return await decodeResponse(response, sent.signal, request, read)
      } finally {
        if (!response.bodyUsed) response.body?.cancel().catch(() => undefined)
        sent.done()
      }
    } catch (error) {
      throwIfCallerAborted(signal)
      fail(request.label, path, status, error)
      return { kind: 'failed', status }
    }
  }

  return {
    now: options.now,

    get(request) {
      const signal = request.signal
      if (signal?.aborted) return Promise.reject(toAbortError(signal))
      const path = pathOf(request)
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
      const json = JSON.stringify(request.body ?? null)
      return load({ ...request, json }, pathOf(request), signal, readJson(request.schema))
    },

    getBinary(request) {
      const signal = request.signal
      if (signal?.aborted) return Promise.reject(toAbortError(signal))
      return load(request, pathOf(request), signal, readBinary(request.maxBytes))
    },

    async ping(request) {
      const path = pathOf(request)
      throwIfCallerAborted(request.signal)
      try {
        const { response, done } = await send(options, base + path, request, request.retry ?? true)
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
        throwIfCallerAborted(request.signal)
        if (request.log !== false) fail(request.label, path, null, error)
        return { kind: 'failed', status: null }
      }
    },
  }
}
