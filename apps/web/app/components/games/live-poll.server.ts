import { provider } from '~/utils/provider.server'

import { toLiveView, type LiveView } from './live-view'

// Every open game center polls its game's live state. However many fans are watching, this
// process asks the provider at most once a second per game: a poll within that second shares
// the answer (or the call in flight). The shared call is not tied to any one visitor's request,
// so one fan leaving cannot cancel it for the others.

const FRESH_MS = 1000
const MAX_GAMES = 200

const polls = new Map<number, { at: number; view: Promise<LiveView | null> }>()

export function readLiveView(gameId: number, now = Date.now()): Promise<LiveView | null> {
  const known = polls.get(gameId)
  if (known && now - known.at < FRESH_MS) return known.view
  const view = provider
    .getLiveStats(gameId)
    .then((live) => (live ? toLiveView(live) : null))
    .catch(() => null)
  polls.delete(gameId)
  polls.set(gameId, { at: now, view })
  // Oldest first in a Map: forget the games nobody has asked about for longest.
  for (const id of polls.keys()) {
    if (polls.size <= MAX_GAMES) break
    polls.delete(id)
  }
  return view
}
