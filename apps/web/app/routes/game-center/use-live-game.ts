import { useEffect, useState } from 'react'

import type { LiveView } from '~/components/games/live-view'

// Polls the game's live state every two seconds while the page is visible and the game is not
// over: a score reaches an open page within about three seconds (this poll, plus the server's
// one second of sharing). A failing poll backs off, up to half a minute between tries.

export const POLL_MS = 2000
const MAX_BACKOFF_MS = 30_000

export function useLiveGame(gameId: number, initial: LiveView | null): LiveView | null {
  const [view, setView] = useState(initial)
  const over = view?.isComplete ?? false
  useEffect(() => {
    if (over) return
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
    timer = setTimeout(poll, POLL_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [gameId, over])
  return view
}
