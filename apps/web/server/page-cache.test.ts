import { gunzipSync, brotliDecompressSync } from 'node:zlib'

import { expect, test, vi } from 'vitest'

import { createPageCache, isEntry, toSnapshot, type Snapshot } from './page-cache'

const ok = (snapshot: Snapshot) => snapshot.status === 200

function setup(options: { status?: number; maxEntries?: number; maxBytes?: number } = {}) {
  let clock = 0
  let renders = 0
  const cache = createPageCache({
    freshMs: 60_000,
    staleWhileRevalidateMs: 300_000,
    maxEntries: options.maxEntries,
    maxBytes: options.maxBytes,
    now: () => clock,
  })
  const render = async () => {
    renders += 1
    return toSnapshot(
      new Response(`<html>render ${renders}</html>`, {
        status: options.status ?? 200,
        headers: { 'content-type': 'text/html', 'content-length': '99' },
      }),
    )
  }
  return {
    cache,
    render,
    renders: () => renders,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

test('a page is rendered once, then found', async () => {
  const { cache, render, renders } = setup()
  expect(cache.get('/')).toBeUndefined()
  const stored = await cache.fill('/', render, ok)
  expect(isEntry(stored)).toBe(true)
  expect(cache.get('/')?.state).toBe('HIT')
  expect(cache.get('/')?.entry.body.toString()).toBe('<html>render 1</html>')
  expect(renders()).toBe(1)
})

test('the body is kept with gzip and brotli copies and an ETag; length headers are dropped', async () => {
  const { cache, render } = setup()
  const entry = await cache.fill('/', render, ok)
  if (!isEntry(entry)) throw new Error('not stored')
  expect(gunzipSync(entry.gzip).toString()).toBe('<html>render 1</html>')
  expect(brotliDecompressSync(entry.br).toString()).toBe('<html>render 1</html>')
  expect(entry.etag).toMatch(/^".+"$/)
  expect(entry.headers).toEqual([['content-type', 'text/html']])
})

test('concurrent misses of one key share one render', async () => {
  const { cache, render, renders } = setup()
  const outcomes = await Promise.all(Array.from({ length: 20 }, () => cache.fill('/', render, ok)))
  expect(renders()).toBe(1)
  expect(new Set(outcomes).size).toBe(1)
})

test('a render that may not be stored is shared by its waiters but not kept', async () => {
  const { cache, render, renders } = setup({ status: 503 })
  const outcomes = await Promise.all([cache.fill('/', render, ok), cache.fill('/', render, ok)])
  expect(renders()).toBe(1)
  expect(outcomes[0]?.status).toBe(503)
  expect(cache.size).toBe(0)
  await cache.fill('/', render, ok)
  expect(renders()).toBe(2)
})

test('a stale page is still found, and one background render replaces it', async () => {
  const { cache, render, renders, advance } = setup()
  await cache.fill('/', render, ok)
  advance(61_000)
  expect(cache.get('/')?.state).toBe('STALE')
  cache.refresh('/', render, ok)
  cache.refresh('/', render, ok)
  // The background render settles on its own schedule: wait for it, not for a fixed time.
  await vi.waitFor(() =>
    expect(cache.get('/')?.entry.body.toString()).toBe('<html>render 2</html>'),
  )
  expect(renders()).toBe(2)
  expect(cache.get('/')?.state).toBe('HIT')
})

test('a background render that fails keeps the stale page; one that answers 404 removes it', async () => {
  let status = 200
  const { cache, advance } = setup()
  const render = async () => toSnapshot(new Response('<html>page</html>', { status }))
  await cache.fill('/', render, ok)
  advance(61_000)
  status = 503
  await cache.fill('/', render, ok)
  expect(cache.get('/')?.state).toBe('STALE')
  status = 404
  await cache.fill('/', render, ok)
  expect(cache.get('/')).toBeUndefined()
})

test('past the stale window a page is gone', async () => {
  const { cache, render, advance } = setup()
  await cache.fill('/', render, ok)
  advance(400_000)
  expect(cache.get('/')).toBeUndefined()
  expect(cache.size).toBe(0)
  expect(cache.bytes).toBe(0)
})

test('the least recently used page leaves first when the entry limit is reached', async () => {
  const { cache, render } = setup({ maxEntries: 2 })
  await cache.fill('/a', render, ok)
  await cache.fill('/b', render, ok)
  cache.get('/a')
  await cache.fill('/c', render, ok)
  expect(cache.get('/a')).toBeDefined()
  expect(cache.get('/b')).toBeUndefined()
  expect(cache.get('/c')).toBeDefined()
})

test('the byte budget bounds the cache however many entries it may hold', async () => {
  const { cache, render } = setup()
  const one = await cache.fill('/probe', render, ok)
  if (!isEntry(one)) throw new Error('not stored')
  const budget = one.bytes * 3 + 10
  const small = setup({ maxBytes: budget })
  for (let i = 0; i < 10; i += 1) await small.cache.fill(`/${i}`, small.render, ok)
  expect(small.cache.size).toBe(3)
  expect(small.cache.bytes).toBeLessThanOrEqual(budget)
  expect(small.cache.get('/9')).toBeDefined()
})

test('a flood of pages asked for once leaves the pages asked for again', async () => {
  const { cache, render } = setup({ maxEntries: 10 })
  for (const path of ['/', '/sports/football']) {
    await cache.fill(path, render, ok)
    cache.get(path)
  }
  for (let i = 0; i < 100; i += 1) await cache.fill(`/search?q=${i}`, render, ok)
  expect(cache.get('/')?.state).toBe('HIT')
  expect(cache.get('/sports/football')?.state).toBe('HIT')
  expect(cache.size).toBe(10)
  // The newest of the flood are still there, on probation, and one asked for again is kept.
  expect(cache.get('/search?q=99')).toBeDefined()
  expect(cache.protectedSize).toBe(3)
})

test('protected pages take at most four fifths of the budget; the rest go back on probation', async () => {
  const { cache, render } = setup({ maxEntries: 10 })
  for (let i = 0; i < 20; i += 1) {
    await cache.fill(`/${i}`, render, ok)
    cache.get(`/${i}`)
  }
  expect(cache.protectedSize).toBe(8)
  expect(cache.size).toBe(10)
  // The two least recent of the protected went back on probation and were the next to go.
  expect(cache.get('/9')).toBeUndefined()
  expect(cache.get('/10')).toBeDefined()
  expect(cache.get('/19')).toBeDefined()
})

test('a protected page rendered again stays protected', async () => {
  const { cache, render, advance } = setup({ maxEntries: 5 })
  await cache.fill('/', render, ok)
  cache.get('/')
  advance(61_000)
  cache.refresh('/', render, ok)
  await vi.waitFor(() =>
    expect(cache.get('/')?.entry.body.toString()).toBe('<html>render 2</html>'),
  )
  for (let i = 0; i < 20; i += 1) await cache.fill(`/once-${i}`, render, ok)
  expect(cache.get('/')?.state).toBe('HIT')
})
