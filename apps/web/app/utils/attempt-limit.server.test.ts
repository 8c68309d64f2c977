import { expect, test } from 'vitest'

import { createAttemptLimit, type AttemptMessage, type AttemptShare } from './attempt-limit.server'

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

test('with several processes, each counts the failures of all (decision 027)', () => {
  // Three processes' limits on one bus, as the cluster's primary relays them.
  const listeners: ((message: AttemptMessage) => void)[] = []
  const bus = (): AttemptShare => {
    let own: ((message: AttemptMessage) => void) | undefined
    return {
      send: (message) => listeners.filter((l) => l !== own).forEach((l) => l(message)),
      listen: (receive) => void listeners.push((own = receive)),
    }
  }
  const [a, b, c] = [bus(), bus(), bus()].map((share) =>
    createAttemptLimit({ max: 3, windowMs: 1000, share }),
  )
  const other = createAttemptLimit({ max: 5, windowMs: 1000, share: bus() })
  a?.fail('x', 0)
  b?.fail('x', 10)
  c?.fail('x', 20)
  for (const limit of [a, b, c]) expect(limit?.allows('x', 30)).toBe(false)
  expect(other.allows('x', 30)).toBe(true)
  b?.clear('x')
  for (const limit of [a, b, c]) expect(limit?.allows('x', 40)).toBe(true)
})
