import type { Logger } from './logger'

// Errors: what a transport call answers instead of throwing, and which errors are whose. Only
// the caller's own abort escapes; everything else the provider does wrong is an `Outcome`.

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

/** SPEC 8: a provider failure is logged with the failing part's label. */
export function logFailure(
  logger: Logger,
  label: string,
  path: string,
  status: number | null,
  err: unknown,
): void {
  logger.error({ label, status, path, err }, `${label}: provider request failed`)
}

/**
 * An error while the caller's signal is aborted is the caller leaving, never the provider
 * failing: it surfaces as an AbortError, unlogged. Any other error (a timeout, no answer, a
 * status or body the provider should not have sent) is left to the caller to log as `failed`.
 */
export function throwIfCallerAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw toAbortError(signal)
}

/** A caller abort always surfaces as an AbortError, whatever reason the caller gave. */
export function toAbortError(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason
  if (reason instanceof Error && reason.name === 'AbortError') return reason
  return new DOMException('The provider request was aborted', 'AbortError')
}
