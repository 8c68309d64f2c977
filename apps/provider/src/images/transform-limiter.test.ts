import { afterEach, expect, test, vi } from 'vitest'

import { createTransformLimiter, TransformBusyError } from './transform-limiter'

afterEach(() => {
  vi.useRealTimers()
})

// Work that finishes only when the test says so.
function heldWork() {
  const held: (() => void)[] = []
  let running = 0
  let most = 0
  const work = async () => {
    running += 1
    most = Math.max(most, running)
    await new Promise<void>((resolve) => held.push(resolve))
    running -= 1
    return 'done'
  }
  return { held, work, most: () => most }
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

test('runs at most `concurrency` at once and starts the waiting ones in order', async () => {
  const limiter = createTransformLimiter({ concurrency: 2, maxWaiting: 10 })
  const { held, work, most } = heldWork()
  const order: number[] = []
  const all = Array.from({ length: 6 }, (_, i) => limiter.run(() => (order.push(i), work())))
  await settled()
  expect([limiter.active, limiter.waiting, order]).toEqual([2, 4, [0, 1]])
  while (held.length > 0) {
    held.shift()?.()
    await settled()
  }
  expect(await Promise.all(all)).toEqual(Array(6).fill('done'))
  expect(order).toEqual([0, 1, 2, 3, 4, 5])
  expect(most()).toBe(2)
  expect([limiter.active, limiter.waiting]).toEqual([0, 0])
})

test('a full waiting room refuses at once', async () => {
  const limiter = createTransformLimiter({ concurrency: 1, maxWaiting: 1 })
  const { held, work } = heldWork()
  const first = limiter.run(work)
  const second = limiter.run(work)
  await expect(limiter.run(work)).rejects.toBeInstanceOf(TransformBusyError)
  held.shift()?.()
  await settled()
  held.shift()?.()
  expect([await first, await second]).toEqual(['done', 'done'])
})

test('a wait past maxWaitMs is refused and leaves the queue', async () => {
  vi.useFakeTimers()
  const limiter = createTransformLimiter({ concurrency: 1, maxWaiting: 5, maxWaitMs: 5000 })
  const { held, work } = heldWork()
  const first = limiter.run(work)
  const late = limiter.run(work)
  const caught = late.catch((error: unknown) => error)
  vi.advanceTimersByTime(5000)
  expect(await caught).toBeInstanceOf(TransformBusyError)
  expect(limiter.waiting).toBe(0)
  await vi.waitFor(() => expect(held).toHaveLength(1))
  held.shift()?.()
  expect(await first).toBe('done')
  expect(limiter.active).toBe(0)
})

test('a failed transform frees its turn', async () => {
  const limiter = createTransformLimiter({ concurrency: 1 })
  await expect(limiter.run(() => Promise.reject(new Error('bad')))).rejects.toThrow('bad')
  await expect(
    limiter.run(() => {
      throw new Error('thrown before any await')
    }),
  ).rejects.toThrow('thrown')
  expect(await limiter.run(async () => 'next')).toBe('next')
  expect(limiter.active).toBe(0)
})
