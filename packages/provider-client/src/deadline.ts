// Timeouts: one deadline per call, shared by every attempt (the retry included) and by reading
// the body, so `timeoutMs` bounds the whole call (client.ts DEFAULT_TIMEOUT_MS; the takeover
// call's 7 000 ms, takeovers.ts).

export type Deadline = {
  /** Aborts when the deadline passes or the caller's signal aborts. */
  signal: AbortSignal
  /** Clears the timer once the call is over. */
  done: () => void
}

export function startDeadline(timeoutMs: number, caller: AbortSignal | undefined): Deadline {
  const deadline = new AbortController()
  const timer = setTimeout(
    () => deadline.abort(new DOMException('Provider request timed out', 'TimeoutError')),
    timeoutMs,
  )
  const signal = caller ? AbortSignal.any([caller, deadline.signal]) : deadline.signal
  return { signal, done: () => clearTimeout(timer) }
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
