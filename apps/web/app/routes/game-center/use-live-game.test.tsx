import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import type { LiveView } from '~/components/games/live-view'

import { OFFLINE_NOTICE, useLiveGame } from './use-live-game'

// The hook on a fake clock, a stubbed fetch and a device whose `navigator.onLine` the test sets
// and whose online/offline events it fires, as a phone in a stadium would.

const NOW = new Date('2026-12-12T19:42:00Z').getTime()

function view(away: number, home: number): LiveView {
  const team = (name: string, score: number) => ({
    name,
    score: String(score),
    periodScores: [],
    timeoutsLeft: null,
  })
  return {
    ...{ state: 3, status: 'Live', hasStarted: true, isComplete: false, clock: '12:31' },
    ...{ period: '2nd Half', periodHeads: [], plays: [] },
    away: team('Harbor Bay', away),
    home: team('Northfield', home),
    spoken: `Harbor Bay ${away}, Northfield ${home}. 2nd Half 12:31`,
  }
}

let online = true
let answer: () => Promise<Response>
const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
  // A poll in flight when the network goes is aborted, as the browser does with the signal.
  return new Promise<Response>((resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    answer().then(resolve, reject)
  })
})

function setNetwork(isOnline: boolean) {
  online = isOnline
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'))
  })
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
  online = true
  answer = async () => Response.json(view(42, 45))
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('online, the first poll waits its interval, then one every two seconds', async () => {
  const { result } = renderHook(() => useLiveGame(7, view(40, 45), NOW - 5000))
  expect(result.current.updatedAt).toBe(NOW - 5000)
  await advance(1999)
  expect(fetchMock).toHaveBeenCalledTimes(0)
  await advance(1)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/game-center/7/live')
  expect(result.current.view?.away.score).toBe('42')
  expect(result.current.updatedAt).toBe(NOW + 2000)
  expect(result.current.isOffline).toBe(false)
  await advance(2000)
  expect(fetchMock).toHaveBeenCalledTimes(2)
})

test('a changed score is announced once, not again at every poll', async () => {
  const { result } = renderHook(() => useLiveGame(7, view(40, 45), NOW))
  expect(result.current.announcement).toBe('')
  await advance(2000)
  expect(result.current.announcement).toBe('Harbor Bay 42, Northfield 45. 2nd Half 12:31')
  answer = async () => Response.json(view(44, 45))
  await advance(2000)
  expect(result.current.announcement).toBe('Harbor Bay 44, Northfield 45. 2nd Half 12:31')
})

test('offline: no poll at all, the last score and its time stay, the notice is said', async () => {
  const { result } = renderHook(() => useLiveGame(7, view(40, 45), NOW))
  await advance(2000)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const knownAt = result.current.updatedAt
  setNetwork(false)
  expect(result.current.isOffline).toBe(true)
  expect(result.current.announcement).toBe(OFFLINE_NOTICE)
  await advance(60_000)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(result.current.view?.away.score).toBe('42')
  expect(result.current.updatedAt).toBe(knownAt)
})

test('back online: one poll at once, its score announced, then the normal cadence', async () => {
  const { result } = renderHook(() => useLiveGame(7, view(40, 45), NOW))
  await advance(2000)
  setNetwork(false)
  await advance(120_000)
  setNetwork(true)
  await advance(0)
  expect(fetchMock).toHaveBeenCalledTimes(2)
  expect(result.current.isOffline).toBe(false)
  // The score did not change while offline: it is said again, as current.
  expect(result.current.announcement).toBe(
    'Back online. Harbor Bay 42, Northfield 45. 2nd Half 12:31',
  )
  expect(result.current.updatedAt).toBe(NOW + 122_000)
  // No backoff grew while offline: the next poll is two seconds on.
  await advance(1999)
  expect(fetchMock).toHaveBeenCalledTimes(2)
  await advance(1)
  expect(fetchMock).toHaveBeenCalledTimes(3)
  expect(result.current.announcement).toBe(
    'Back online. Harbor Bay 42, Northfield 45. 2nd Half 12:31',
  )
})

test('a poll in flight when the network goes is dropped and does not back off', async () => {
  let release: (response: Response) => void = () => {}
  answer = () => new Promise((resolve) => (release = resolve))
  const { result } = renderHook(() => useLiveGame(7, view(40, 45), NOW))
  await advance(2000)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  setNetwork(false)
  // Aborted: the browser cancels the request instead of letting it fail on a dead network.
  expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true)
  release(Response.json(view(50, 45)))
  await advance(10_000)
  expect(result.current.view?.away.score).toBe('40')
  answer = async () => Response.json(view(50, 45))
  setNetwork(true)
  await advance(0)
  expect(fetchMock).toHaveBeenCalledTimes(2)
  await advance(2000)
  expect(fetchMock).toHaveBeenCalledTimes(3)
})

test('a page opened offline polls at `online` at once, not an interval later', async () => {
  online = false
  const { result } = renderHook(() => useLiveGame(7, view(40, 45), NOW - 60_000))
  expect(result.current.isOffline).toBe(true)
  expect(result.current.announcement).toBe(OFFLINE_NOTICE)
  await advance(10_000)
  expect(fetchMock).toHaveBeenCalledTimes(0)
  setNetwork(true)
  await advance(0)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(result.current.announcement).toBe(
    'Back online. Harbor Bay 42, Northfield 45. 2nd Half 12:31',
  )
})

test('a server failure while online still backs off (4 s, then 8 s)', async () => {
  answer = async () => new Response('', { status: 503 })
  renderHook(() => useLiveGame(7, view(40, 45), NOW))
  await advance(2000)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  await advance(3999)
  expect(fetchMock).toHaveBeenCalledTimes(1)
  await advance(1)
  expect(fetchMock).toHaveBeenCalledTimes(2)
  await advance(8000)
  expect(fetchMock).toHaveBeenCalledTimes(3)
})

test('a paused page does not poll when the network returns', async () => {
  renderHook(() => useLiveGame(7, view(40, 45), NOW, true))
  setNetwork(false)
  setNetwork(true)
  await advance(10_000)
  expect(fetchMock).toHaveBeenCalledTimes(0)
})
