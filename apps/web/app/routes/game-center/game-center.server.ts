import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'

import { toGameView } from '~/components/games/game-view'
import { readLiveView } from '~/components/games/live-poll.server'
import { gameCenterPath } from '~/paths/games'
import { withServerOnly } from '~/render/index.server'
import { requireLoaded } from '~/utils/loaded'
import { requireId } from '~/utils/params'
import { provider } from '~/utils/provider.server'

/**
 * The game center of one game: the game is the main item (unknown: 404; provider down: 503),
 * its live state only adds to it (a game that has not started has none yet).
 */
export async function loadGameCenter(params: { gameId?: string }, signal: AbortSignal) {
  const gameId = requireId(params.gameId)
  const [gameLoaded, live, settings, sports] = await Promise.all([
    provider.loadGame(gameId, { signal }),
    readLiveView(gameId),
    provider.getSiteSettings({ signal }),
    provider.loadSports({ signal }),
  ])
  const game = requireLoaded(gameLoaded)
  // The game shapes may leave the sport's slug out (provider README 4.2): the sports list has it.
  const slug =
    game.sport.slug ??
    (sports.status === 'ok'
      ? (sports.value.find((sport) => sport.id === game.sport.id)?.globalSportNameSlug ?? null)
      : null)
  const page = {
    path: gameCenterPath(game.id),
    sport: { title: game.sport.title, globalSportNameSlug: slug },
    game: toGameView(game),
    live,
    // When `live` was read: the page's "Last update" until its first poll, and offline after.
    liveAt: Date.now(),
    // The settings' zone is a real one or none (provider-client settings.ts, decision 010).
    siteZone: settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE,
  }
  // For the game-day header only (components/games/game-day.server.ts): never sent to the page.
  return withServerOnly(page, 'gameDay', { id: game.id, day: game.day })
}
