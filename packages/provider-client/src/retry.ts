// SPEC 7: idempotent requests are retried once on these statuses; requests with a body never.
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
])

/** Fixed pause before the single retry: long enough to ride out a blip, short enough for SSR. */
export const RETRY_DELAY_MS = 100

/**
 * Retry-After (seconds) is honoured on 429/503 but capped: a page render cannot wait minutes, and
 * the response cache's stale-if-error covers a provider that asks for a longer pause.
 */
export const MAX_RETRY_AFTER_MS = 1_000

export type RetryOptions = {
  method: string
  hasBody: boolean
  sleep: (ms: number) => Promise<void>
  /** The combined caller + timeout signal: once aborted nothing is retried. */
  signal: AbortSignal
}

export function isRetryableRequest(method: string, hasBody: boolean): boolean {
  const verb = method.toUpperCase()
  return (verb === 'GET' || verb === 'HEAD') && !hasBody
}

export function retryDelayMs(response: Response): number {
  if (response.status !== 429 && response.status !== 503) return RETRY_DELAY_MS
  const header = response.headers.get('retry-after')
  const seconds = header === null ? Number.NaN : Number(header.trim())
  // Only delta-seconds is honoured; an HTTP-date or garbage falls back to the fixed delay.
  if (header === null || header.trim() === '' || !Number.isFinite(seconds) || seconds < 0) {
    return RETRY_DELAY_MS
  }
  return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS)
}

/**
 * Runs `attempt` and, for an idempotent request, runs it exactly once more after a retryable
 * status or a network error (fetch rejecting without our signal being aborted). A timeout or a
 * caller abort is never retried: the per-call deadline already covers both attempts.
 */
export async function fetchWithRetry(
  attempt: () => Promise<Response>,
  { method, hasBody, sleep, signal }: RetryOptions,
): Promise<Response> {
  const retryable = isRetryableRequest(method, hasBody)
  let response: Response
  try {
    response = await attempt()
  } catch (error) {
    if (!retryable || signal.aborted) throw error
    await sleep(RETRY_DELAY_MS)
    signal.throwIfAborted()
    return attempt()
  }
  if (!retryable || !RETRYABLE_STATUSES.has(response.status)) return response
  // Release the connection of the discarded response before trying again.
  await response.body?.cancel().catch(() => undefined)
  await sleep(retryDelayMs(response))
  signal.throwIfAborted()
  return attempt()
}
