import { expect, test } from 'vitest'
import { createResponseCache, type CacheDecision } from './cache'

type Value = { ok: boolean; n: number }

const decide = (value: Value): CacheDecision => (value.ok ? 'store' : 'failure')

function setup(options: { maxEntries?: number } = {}) {
  let time = 0
  const cache = createResponseCache({
    now: () => time,
    freshMs: 1_000,
    staleWhileRevalidateMs: 5_000,
    staleIfErrorMs: 60_000,
    ...options,
  })
  let calls = 0
  let nextOk = true
  const load = async (): Promise<Value> => ({ ok: nextOk, n: ++calls })
  return {
    cache,
    load,
    calls: () => calls,
    failNext: (fail = true) => void (nextOk = !fail),
    advance: (ms: number) => void (time += ms),
  }
}

/** Lets queued background work (a revalidation) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test('a fresh entry is served without loading again', async () => {
  const { cache, load, calls, advance } = setup()
  await cache.resolve('k', load, decide)
  advance(1_000)
  expect(await cache.resolve('k', load, decide)).toEqual({ ok: true, n: 1 })
  expect(calls()).toBe(1)
})

test('a stale entry is served at once and refreshed once in the background', async () => {
  const { cache, load, calls, advance } = setup()
  await cache.resolve('k', load, decide)
  advance(1_001)
  const [a, b] = await Promise.all([
    cache.resolve('k', load, decide),
    cache.resolve('k', load, decide),
  ])
  expect([a.n, b.n]).toEqual([1, 1])
  await settle()
  expect(calls()).toBe(2)
  expect((await cache.resolve('k', load, decide)).n).toBe(2)
})

test('a failed background refresh keeps the stale entry', async () => {
  const { cache, load, calls, advance, failNext } = setup()
  await cache.resolve('k', load, decide)
  advance(2_000)
  failNext()
  expect((await cache.resolve('k', load, decide)).n).toBe(1)
  await settle()
  expect(calls()).toBe(2)
  expect((await cache.resolve('k', load, decide)).n).toBe(1)
})

test('past the revalidation window a failure serves the stale value (stale-if-error)', async () => {
  const { cache, load, advance, failNext } = setup()
  await cache.resolve('k', load, decide)
  advance(1_000 + 30_000)
  failNext()
  expect(await cache.resolve('k', load, decide)).toEqual({ ok: true, n: 1 })
})

test('past the revalidation window a success replaces the entry before answering', async () => {
  const { cache, load, advance } = setup()
  await cache.resolve('k', load, decide)
  advance(1_000 + 30_000)
  expect((await cache.resolve('k', load, decide)).n).toBe(2)
})

test('past the stale-if-error window a failure is returned', async () => {
  const { cache, load, advance, failNext } = setup()
  await cache.resolve('k', load, decide)
  advance(1_000 + 60_001)
  failNext()
  expect(await cache.resolve('k', load, decide)).toEqual({ ok: false, n: 2 })
})

test('failures are never stored', async () => {
  const { cache, load, calls, failNext } = setup()
  failNext()
  expect((await cache.resolve('k', load, decide)).ok).toBe(false)
  failNext(false)
  expect(await cache.resolve('k', load, decide)).toEqual({ ok: true, n: 2 })
  expect(calls()).toBe(2)
})

test('a pass decision drops the stored entry', async () => {
  const { cache, load, calls, advance } = setup()
  await cache.resolve('k', load, decide)
  advance(1_001)
  await cache.resolve('k', load, () => 'pass')
  await settle()
  const failing = async (): Promise<Value> => ({ ok: false, n: 99 })
  expect(await cache.resolve('k', failing, decide)).toEqual({ ok: false, n: 99 })
  expect(calls()).toBe(2)
})

test('concurrent misses for one key share one load', async () => {
  const { cache, load, calls } = setup()
  const results = await Promise.all([1, 2, 3].map(() => cache.resolve('k', load, decide)))
  expect(results.map((value) => value.n)).toEqual([1, 1, 1])
  expect(calls()).toBe(1)
})

test('different keys load separately', async () => {
  const { cache, load, calls } = setup()
  await Promise.all([cache.resolve('a', load, decide), cache.resolve('b', load, decide)])
  expect(calls()).toBe(2)
})

test('beyond maxEntries the least recently used entry is evicted', async () => {
  const { cache, load, calls } = setup({ maxEntries: 2 })
  await cache.resolve('a', load, decide)
  await cache.resolve('b', load, decide)
  await cache.resolve('a', load, decide) // a is now the most recently used
  await cache.resolve('c', load, decide) // evicts b
  expect(calls()).toBe(3)
  await cache.resolve('a', load, decide)
  await cache.resolve('c', load, decide)
  expect(calls()).toBe(3)
  await cache.resolve('b', load, decide)
  expect(calls()).toBe(4)
})

test('a load that throws rejects every waiter and leaves nothing in flight', async () => {
  const { cache, load, calls } = setup()
  const broken = async (): Promise<Value> => {
    throw new Error('bug')
  }
  await expect(
    Promise.all([cache.resolve('k', broken, decide), cache.resolve('k', broken, decide)]),
  ).rejects.toThrow('bug')
  expect((await cache.resolve('k', load, decide)).n).toBe(1)
  expect(calls()).toBe(1)
})

test('the defaults are 30 s fresh, 5 min revalidation, 1 day stale-if-error', async () => {
  let time = 0
  const cache = createResponseCache({ now: () => time })
  let calls = 0
  let ok = true
  const load = async (): Promise<Value> => ({ ok, n: ++calls })
  await cache.resolve('k', load, decide)
  time = 30_000
  await cache.resolve('k', load, decide)
  expect(calls).toBe(1)
  time = 30_000 + 5 * 60_000
  await cache.resolve('k', load, decide)
  await settle()
  expect(calls).toBe(2) // background refresh, stored at this time
  ok = false
  time += 30_000 + 24 * 60 * 60_000
  expect((await cache.resolve('k', load, decide)).n).toBe(2)
  time += 1
  expect((await cache.resolve('k', load, decide)).ok).toBe(false)
})
