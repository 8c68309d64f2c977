import { splitSchedule } from '@fieldhouse/domain/schedule-groups'
import type { Game } from '@fieldhouse/provider-client/game'

import type { ServerMarkup } from '~/render'
import { serverSection, type StaticMarkup } from '~/render/index.server'

import { toLinkedGameViews } from './game-addresses.server'
import type { GameView } from './game-view'
import { renderGameCards, renderScoreCards } from './static-games.server'

// The "next games" and "latest results" strips of the home page and a sport's home, as static
// markup (static-games.server.tsx), made once and kept (the scoreboard's for a few seconds).
// Null for a strip with no game.

export type GameStrips = { upcoming: StaticMarkup | null; results: StaticMarkup | null }

/** The strips as a loader sends them: server-only sections (`serverSection`). */
export type GameStripsMarkup = { upcoming: ServerMarkup | null; results: ServerMarkup | null }

export function toStripsMarkup(strips: GameStrips, request: Request): GameStripsMarkup {
  return {
    upcoming: serverSection(request, strips.upcoming),
    results: serverSection(request, strips.results),
  }
}

type StripOptions = {
  count: number
  /** Cards of several sports name theirs; the scoreboard's compact cards always do. */
  withSport: boolean
  compact?: boolean
  now?: Date
  signal: AbortSignal
}

export async function toGameStrips(games: Game[], options: StripOptions): Promise<GameStrips> {
  const { upcoming, results } = splitSchedule(games, options.now ?? new Date())
  const chosen = [upcoming.slice(0, options.count), results.slice(-options.count).reverse()]
  const [next = [], latest = []] = await Promise.all(
    chosen.map((list) => toLinkedGameViews(list, options.signal)),
  )
  const render = (views: GameView[], label: string) => {
    if (views.length === 0) return null
    return options.compact
      ? renderScoreCards(views, label)
      : renderGameCards(views, { label, withSport: options.withSport })
  }
  return { upcoming: render(next, 'Next games'), results: render(latest, 'Latest results') }
}
