import { expect, test } from 'vitest'
import { emptyResponse } from './fake-fetch'
import { MAX_RETRY_AFTER_MS, RETRY_DELAY_MS, fetchWithRetry, retryDelayMs } from './retry'

function scripted(...steps: (number | Error)[]) {
  let calls = 0
  const attempt = async () => {
    const step = steps[Math.min(calls, steps.length - 1)]
    calls += 1
    if (step instanceof Error) throw step
    return emptyResponse(step ?? 200)
  }
  return { attempt, calls: () => calls }
}

function noSleep() {
  const slept: number[] = []
  return { slept, sleep: async (ms: number) => void slept.push(ms) }
}

const get = (sleep: (ms: number) => Promise<void>, signal = new AbortController().signal) => ({
  method: 'GET',
  hasBody: false,
  sleep,
  signal,
})

test.each([408, 409, 425, 429, 500, 502, 503, 504])(
  'a GET answered %i is retried exactly once and the second answer returned',
  async (status) => {
    const { attempt, calls } = scripted(status, status, 200)
    const { sleep } = noSleep()
    const response = await fetchWithRetry(attempt, get(sleep))
    expect(calls()).toBe(2)
    expect(response.status).toBe(status)
  },
)

test.each([200, 204, 400, 401, 403, 404, 410, 501])(
  'a GET answered %i is not retried',
  async (status) => {
    const { attempt, calls } = scripted(status, 200)
    const { sleep, slept } = noSleep()
    const response = await fetchWithRetry(attempt, get(sleep))
    expect(calls()).toBe(1)
    expect(response.status).toBe(status)
    expect(slept).toEqual([])
  },
)

test('a retryable status followed by success returns the success', async () => {
  const { attempt, calls } = scripted(503, 200)
  const response = await fetchWithRetry(attempt, get(noSleep().sleep))
  expect(calls()).toBe(2)
  expect(response.status).toBe(200)
})

test.each([
  ['POST with a body', 'POST', true],
  ['GET with a body', 'GET', true],
  ['POST without a body', 'POST', false],
  ['PUT with a body', 'PUT', true],
])('a %s is never retried', async (_, method, hasBody) => {
  const { attempt, calls } = scripted(503, 200)
  const response = await fetchWithRetry(attempt, {
    ...get(noSleep().sleep),
    method,
    hasBody,
  })
  expect(calls()).toBe(1)
  expect(response.status).toBe(503)
})

test('a network error on a GET is retried once after the fixed delay', async () => {
  const { attempt, calls } = scripted(new TypeError('fetch failed'), 200)
  const { sleep, slept } = noSleep()
  const response = await fetchWithRetry(attempt, get(sleep))
  expect(calls()).toBe(2)
  expect(slept).toEqual([RETRY_DELAY_MS])
  expect(response.status).toBe(200)
})

test('a second network error is thrown', async () => {
  const { attempt, calls } = scripted(new TypeError('fetch failed'))
  await expect(fetchWithRetry(attempt, get(noSleep().sleep))).rejects.toThrow('fetch failed')
  expect(calls()).toBe(2)
})

test('a network error on a request with a body is thrown without a retry', async () => {
  const { attempt, calls } = scripted(new TypeError('fetch failed'), 200)
  const options = { ...get(noSleep().sleep), method: 'POST', hasBody: true }
  await expect(fetchWithRetry(attempt, options)).rejects.toThrow('fetch failed')
  expect(calls()).toBe(1)
})

test('an aborted request (timeout or caller) is not retried', async () => {
  const controller = new AbortController()
  const attempt = async () => {
    controller.abort()
    throw new DOMException('aborted', 'AbortError')
  }
  let calls = 0
  await expect(
    fetchWithRetry(async () => (calls++, attempt()), get(noSleep().sleep, controller.signal)),
  ).rejects.toThrow('aborted')
  expect(calls).toBe(1)
})

test('no retry starts when the signal aborts during the backoff', async () => {
  const controller = new AbortController()
  const { attempt, calls } = scripted(503, 200)
  const sleep = async () => controller.abort()
  await expect(fetchWithRetry(attempt, get(sleep, controller.signal))).rejects.toThrow()
  expect(calls()).toBe(1)
})

test.each([
  [503, '0', 0],
  [429, '0.5', 500],
  [503, '1', 1000],
  [429, '120', MAX_RETRY_AFTER_MS],
  [429, 'Wed, 21 Oct 2026 07:28:00 GMT', RETRY_DELAY_MS],
  [429, '-3', RETRY_DELAY_MS],
  [429, '', RETRY_DELAY_MS],
  [429, null, RETRY_DELAY_MS],
  [500, '1', RETRY_DELAY_MS],
  [502, '1', RETRY_DELAY_MS],
])('status %i with Retry-After %j waits %i ms', (status, header, expected) => {
  const response = emptyResponse(status, header === null ? {} : { 'retry-after': header })
  expect(retryDelayMs(response)).toBe(expected)
})

test('the backoff before the retry honours Retry-After', async () => {
  let calls = 0
  const attempt = async () =>
    calls++ === 0 ? emptyResponse(429, { 'retry-after': '0.25' }) : emptyResponse(200)
  const { sleep, slept } = noSleep()
  await fetchWithRetry(attempt, get(sleep))
  expect(slept).toEqual([250])
})
