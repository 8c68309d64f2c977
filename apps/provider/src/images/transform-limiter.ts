// Resizing a large picture keeps a core busy for a few hundred milliseconds, so only a few
// transforms run at once; the rest wait in a bounded queue, in order. A caller that would wait
// past the queue's length or past `maxWaitMs` is refused with TransformBusyError at once (the
// route answers 503 with Retry-After), so a flood of cold transforms costs memory and CPU that is
// bounded, and a page's own images still come back within the wait.

export class TransformBusyError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TransformBusyError'
  }
}

export type TransformLimiterOptions = {
  /** Transforms running at once (default 2). */
  concurrency?: number
  /** Transforms waiting for a turn; one more is refused at once (default 32). */
  maxWaiting?: number
  /** How long one may wait for a turn before it is refused (default 5000 ms). */
  maxWaitMs?: number
}

export type TransformLimiter = {
  run<T>(work: () => Promise<T>): Promise<T>
  readonly active: number
  readonly waiting: number
}

export function createTransformLimiter({
  concurrency = 2,
  maxWaiting = 32,
  maxWaitMs = 5000,
}: TransformLimiterOptions = {}): TransformLimiter {
  let active = 0
  const queue: (() => void)[] = []

  async function runNow<T>(work: () => Promise<T>): Promise<T> {
    active += 1
    try {
      return await work()
    } finally {
      active -= 1
      queue.shift()?.()
    }
  }

  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      if (active < concurrency && queue.length === 0) return runNow(work)
      if (queue.length >= maxWaiting) {
        return Promise.reject(new TransformBusyError('too many image transforms waiting'))
      }
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          clearTimeout(timer)
          runNow(work).then(resolve, reject)
        }
        const timer = setTimeout(() => {
          const index = queue.indexOf(start)
          if (index >= 0) queue.splice(index, 1)
          reject(new TransformBusyError('waited too long for an image transform'))
        }, maxWaitMs)
        queue.push(start)
      })
    },
    get active() {
      return active
    },
    get waiting() {
      return queue.length
    },
  }
}
