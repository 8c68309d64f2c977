import { expect, test } from 'vitest'

import { createTransformCache } from './transform-cache'

const result = (size: number) => ({ body: Buffer.alloc(size), contentType: 'image/webp' })

test('a second request for the same transform is served from memory', async () => {
  const cache = createTransformCache(1000)
  let runs = 0
  const produce = async () => {
    runs += 1
    return result(10)
  }
  await cache.get('a', produce)
  await cache.get('a', produce)
  expect(runs).toBe(1)
})

test('identical requests in flight share one transform', async () => {
  const cache = createTransformCache(1000)
  let runs = 0
  const produce = async () => {
    runs += 1
    await new Promise((resolve) => setTimeout(resolve, 5))
    return result(10)
  }
  await Promise.all([cache.get('a', produce), cache.get('a', produce), cache.get('a', produce)])
  expect(runs).toBe(1)
})

test('past the byte budget the least recently used results go first', async () => {
  const cache = createTransformCache(25)
  await cache.get('a', async () => result(10))
  await cache.get('b', async () => result(10))
  await cache.get('a', async () => result(10)) // a is now the most recent
  await cache.get('c', async () => result(10))
  expect(cache.size).toBe(2)
  expect(cache.bytes).toBe(20)
  let runs = 0
  await cache.get('a', async () => {
    runs += 1
    return result(10)
  })
  expect(runs).toBe(0)
})

test('a failed transform is not remembered', async () => {
  const cache = createTransformCache(100)
  await expect(cache.get('a', () => Promise.reject(new Error('bad')))).rejects.toThrow('bad')
  expect(cache.size).toBe(0)
  expect((await cache.get('a', async () => result(5))).body.length).toBe(5)
})

test('the byte budget holds however many results of whatever size come through', async () => {
  const cache = createTransformCache(1000)
  for (let i = 0; i < 500; i += 1) {
    await cache.get(`key-${i}`, async () => result(1 + ((i * 37) % 400)))
    expect(cache.bytes).toBeLessThanOrEqual(1000)
  }
  expect(cache.size).toBeGreaterThan(1)
})

test('a result larger than the whole budget is served but not kept', async () => {
  const cache = createTransformCache(100)
  await cache.get('small', async () => result(60))
  expect((await cache.get('huge', async () => result(500))).body.length).toBe(500)
  expect([cache.size, cache.bytes]).toEqual([1, 60])
})
