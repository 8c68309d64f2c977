import { expect, test } from 'vitest'

import { createAttemptLimit } from './attempt-limit.server'

test('a key may fail max times in the window, then waits until the oldest failure leaves it', () => {
  const limit = createAttemptLimit({ max: 3, windowMs: 1000 })
  for (const now of [0, 100, 200]) {
    expect(limit.allows('a', now)).toBe(true)
    limit.fail('a', now)
  }
  expect(limit.allows('a', 300)).toBe(false)
  expect(limit.retryAfterMs('a', 300)).toBe(700)
  expect(limit.allows('b', 300)).toBe(true)
  expect(limit.allows('a', 1000)).toBe(true)
  expect(limit.retryAfterMs('a', 1000)).toBe(0)
})

test('a success clears the key', () => {
  const limit = createAttemptLimit({ max: 1, windowMs: 1000 })
  limit.fail('a', 0)
  expect(limit.allows('a', 1)).toBe(false)
  limit.clear('a')
  expect(limit.allows('a', 2)).toBe(true)
})

test('a flood of keys keeps at most maxKeys, dropping the least recent', () => {
  const limit = createAttemptLimit({ max: 1, windowMs: 1000, maxKeys: 100 })
  limit.fail('victim', 0)
  for (let i = 0; i < 99; i++) limit.fail(`made-up-${i}`, 1)
  expect(limit.allows('victim', 2)).toBe(false)
  limit.fail('one-more', 3)
  expect(limit.allows('victim', 4)).toBe(true)
})
