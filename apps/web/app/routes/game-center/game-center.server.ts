import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'

import { gameCenterPath } from '~/components/games/game-paths'
import { toGameView } from '~/components/games/game-view'
import { requireLoaded } from '~/utils/loaded'
import { requireId } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import { readLiveView } from './live-poll.server'

/**
 * The game center of one game: the game is the main item (unknown: 404; provider down: 503),
 * its live state only adds to it (a game that has not started has none yet).
 */
export async function loadGameCenter(params: { gameId?: string }, signal: AbortSignal) {
  const gameId = requireId(params.gameId)
  const [gameLoaded, live, settings] = await Promise.all([
    provider.loadGame(gameId, { signal }),
    readLiveView(gameId),
    provider.getSiteSettings({ signal }),
  ])
  const game = requireLoaded(gameLoaded)
  return {
    path: gameCenterPath(game.id),
    sport: { title: game.sport.title, slug: game.sport.slug },
    game: toGameView(game),
    live,
    siteZone: settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE,
  }
}
