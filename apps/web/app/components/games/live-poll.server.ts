import type { PeriodFamily } from '@fieldhouse/domain/ordinals'
import { getPeriodFamily } from '@fieldhouse/domain/sport-groups'

import { provider } from '~/utils/provider.server'

import { toLiveView, type LiveView } from './live-view'

// Every open game center polls its game's live state. However many fans are watching, this
// process asks the provider at most once a second per game: a poll within that second shares
// the answer (or the call in flight). The shared call is not tied to any one visitor's request,
// so one fan leaving cannot cancel it for the others.

const FRESH_MS = 1000
const MAX_GAMES = 200

const polls = new Map<number, { at: number; view: Promise<LiveView | null> }>()

// How the game's sport names its periods, by its global sport id: the game and the sports list
// come through the response cache (the game center's page has just read both), so a poll adds
// no provider call. Unknown (either failing): overtime, the most sports' way.
async function periodFamilyOf(gameId: number): Promise<PeriodFamily> {
  const [game, sports] = await Promise.all([provider.loadGame(gameId), provider.getSports()])
  if (game.status !== 'ok') return 'overtime'
  const sport = sports.find((entry) => entry.id === game.value.sport.id)
  return getPeriodFamily(sport?.globalSportId)
}

export function readLiveView(gameId: number, now = Date.now()): Promise<LiveView | null> {
  const known = polls.get(gameId)
  if (known && now - known.at < FRESH_MS) return known.view
  const view = Promise.all([provider.getLiveStats(gameId), periodFamilyOf(gameId)])
    .then(([live, family]) => (live ? toLiveView(live, family) : null))
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
