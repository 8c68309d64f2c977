import { useEffect, useRef, useState } from 'react'

import {
  getLiveAnnouncement,
  getNextLivePoll,
  LIVE_POLL_MS,
  type LivePollOutcome,
} from '@fieldhouse/domain/live-polling'

import type { LiveView } from '~/components/games/live-view'

// Polls the game's live state every two seconds while the page is visible and the game is not
// over: a score reaches an open page within about three seconds (this poll, plus the server's
// one second of sharing). A failing poll backs off, up to half a minute between tries. The
// visitor can stop it (`isPaused`, the page's "Live updates" switch: WCAG 2.2.2 asks that
// updating content can be paused); turned on again, it polls at once.
// Offline (issue 34, a stadium's network): while the device says it has no network no poll
// runs, so no failing fetch fills the console and the backoff does not grow; the page keeps the
// last view and its time. The `online` event polls at once; that first view is announced.

export type LiveGame = {
  view: LiveView | null
  /** When the view was known (epoch ms): the page's data time, then each good poll's. */
  updatedAt: number
  /** The device says it has no network: the view is the last one known. */
  isOffline: boolean
  /** What the page's polite live region says (getLiveAnnouncement, or the offline notice). */
  announcement: string
}

export const OFFLINE_NOTICE = "You're offline: showing the last score."

const keyOf = (view: LiveView | null) =>
  view ? `${view.away.score}-${view.home.score}-${view.status}` : ''

export function useLiveGame(
  gameId: number,
  initial: LiveView | null,
  initialAt: number,
  isPaused = false,
): LiveGame {
  const [known, setKnown] = useState({ view: initial, at: initialAt })
  // False on the server and at hydration, so both render the same; the device says after.
  const [isOffline, setIsOffline] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // The first poll waits its interval (the page's data is fresh); after a pause, none does.
  const isFirst = useRef(true)
  const lastKey = useRef(keyOf(initial))
  const wasOffline = useRef(false)
  const over = known.view?.isComplete ?? false

  useEffect(() => {
    let offlineBefore = false
    const update = () => {
      const offline = !navigator.onLine
      setIsOffline(offline)
      // Said once as the network goes; the next good poll says the page is current again.
      if (offline && !offlineBefore) {
        setAnnouncement(OFFLINE_NOTICE)
        wasOffline.current = true
      }
      offlineBefore = offline
    }
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])

  useEffect(() => {
    if (over || isPaused) return
    // Read the device too: at the first commit `isOffline` has not caught up with it yet. A page
    // opened offline has no fresh data to wait on: its first poll runs at `online`, at once.
    if (isOffline || !navigator.onLine) {
      isFirst.current = false
      return
    }
    let stopped = false
    let failures = 0
    let timer: ReturnType<typeof setTimeout>
    const aborter = new AbortController()
    const fetchView = async (): Promise<LivePollOutcome> => {
      if (document.visibilityState !== 'visible') return 'hidden'
      try {
        const response = await fetch(`/game-center/${gameId}/live`, {
          headers: { accept: 'application/json' },
          signal: aborter.signal,
        })
        if (!response.ok) throw new Error(String(response.status))
        const next = (await response.json()) as LiveView | null
        if (stopped || !next) return 'ok'
        setKnown({ view: next, at: Date.now() })
        const said = getLiveAnnouncement(
          lastKey.current,
          { key: keyOf(next), spoken: next.spoken },
          wasOffline.current,
        )
        lastKey.current = keyOf(next)
        wasOffline.current = false
        if (said !== null) setAnnouncement(said)
        return 'ok'
      } catch {
        return navigator.onLine ? 'failed' : 'offline'
      }
    }
    const poll = async () => {
      const step = getNextLivePoll(failures, await fetchView())
      failures = step.failures
      // Offline: the `offline` event ends this effect; `online` starts the next one at once.
      if (!stopped && step.delayMs !== null) timer = setTimeout(poll, step.delayMs)
    }
    timer = setTimeout(poll, isFirst.current ? LIVE_POLL_MS : 0)
    isFirst.current = false
    return () => {
      stopped = true
      clearTimeout(timer)
      // A poll in flight when the network goes is dropped, not left to fail.
      aborter.abort()
    }
  }, [gameId, over, isPaused, isOffline])
  return { view: known.view, updatedAt: known.at, isOffline, announcement }
}
