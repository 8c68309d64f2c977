import { expect, test } from 'vitest'

import { recordError, type ErrorRateState } from './error-rate'

const SECOND = 1000
const MINUTE = 60 * SECOND

/** Records `count` errors of `key`, one every `every` ms from `start`; the alerts' times. */
function run(count: number, every: number, start = 0, key = 'thumbnail', from?: ErrorRateState) {
  let state: ErrorRateState = from ?? new Map()
  const alerts: number[] = []
  for (let index = 0; index < count; index += 1) {
    const now = start + index * every
    const result = recordError(state, key, now)
    state = result.state
    if (result.alert) alerts.push(now)
  }
  return { state, alerts }
}

test('recordError: 199 errors in five minutes raise no alert', () => {
  expect(run(199, SECOND).alerts).toEqual([])
})

test('recordError: the 200th error within five minutes raises the alert, with its count', () => {
  let state: ErrorRateState = run(199, SECOND).state
  const result = recordError(state, 'thumbnail', 199 * SECOND)
  state = result.state
  expect(result.alert).toEqual({ key: 'thumbnail', count: 200, windowMs: 5 * MINUTE })
})

test('recordError: 200 errors spread over more than five minutes raise no alert', () => {
  // One every 1.6 s: any 200 in a row span 318 s, more than the 300 s window.
  expect(run(400, 1600).alerts).toEqual([])
})

test('recordError: after an alert the key stays quiet for ten minutes, then alerts again', () => {
  // A steady 1 error a second: the first alert at 199 s, then every 10 minutes.
  expect(run(1500, SECOND).alerts).toEqual([199 * SECOND, 799 * SECOND, 1399 * SECOND])
})

test('recordError: keys are counted and cooled down apart', () => {
  const first = run(200, SECOND, 0, 'thumbnail')
  expect(first.alerts).toEqual([199 * SECOND])
  // Another key alerts during the first key's cooldown.
  const second = run(200, SECOND, 0, 'https://cdn.example', first.state)
  expect(second.alerts).toEqual([199 * SECOND])
})

test('recordError: a key keeps at most 200 times, however many errors come', () => {
  const { state } = run(5000, 10)
  expect(state.get('thumbnail')?.times).toHaveLength(200)
})

test('recordError: the state passed in is not changed', () => {
  const state: ErrorRateState = new Map()
  recordError(state, 'thumbnail', 0)
  expect(state.size).toBe(0)
})
