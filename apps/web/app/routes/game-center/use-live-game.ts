import { useEffect, useRef, useState } from 'react'

import type { LiveView } from '~/components/games/live-view'

// Polls the game's live state every two seconds while the page is visible and the game is not
// over: a score reaches an open page within about three seconds (this poll, plus the server's
// one second of sharing). A failing poll backs off, up to half a minute between tries. The
// visitor can stop it (`isPaused`, the page's "Live updates" switch: WCAG 2.2.2 asks that
// updating content can be paused); turned on again, it polls at once.

export const POLL_MS = 2000
const MAX_BACKOFF_MS = 30_000

export function useLiveGame(
  gameId: number,
  initial: LiveView | null,
  isPaused = false,
): LiveView | null {
  const [view, setView] = useState(initial)
  // The first poll waits its interval (the page's data is fresh); after a pause, none does.
  const isFirst = useRef(true)
  const over = view?.isComplete ?? false
  useEffect(() => {
    if (over || isPaused) return
    let stopped = false
    let failures = 0
    let timer: ReturnType<typeof setTimeout>
    const poll = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const response = await fetch(`/game-center/${gameId}/live`, {
            headers: { accept: 'application/json' },
          })
          if (!response.ok) throw new Error(String(response.status))
          const next = (await response.json()) as LiveView | null
          if (!stopped && next) setView(next)
          failures = 0
        } catch {
          failures += 1
        }
      }
      if (!stopped) timer = setTimeout(poll, Math.min(POLL_MS * 2 ** failures, MAX_BACKOFF_MS))
    }
    timer = setTimeout(poll, isFirst.current ? POLL_MS : 0)
    isFirst.current = false
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [gameId, over, isPaused])
  return view
}
