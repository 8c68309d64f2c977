import { splitSchedule } from '@fieldhouse/domain/schedule-groups'
import type { Game } from '@fieldhouse/provider-client/game'

import { toLinkedGameViews } from './game-addresses.server'
import { renderGameCards } from './static-games.server'

// The "next games" and "latest results" strips of the home page and a sport's home, as static
// markup (static-games.server.tsx). Null for a strip with no game.

export type GameStrips = { upcoming: string | null; results: string | null }

export async function toGameStrips(
  games: Game[],
  options: { count: number; withSport: boolean; now?: Date; signal: AbortSignal },
): Promise<GameStrips> {
  const { upcoming, results } = splitSchedule(games, options.now ?? new Date())
  const [next, latest] = await Promise.all([
    toLinkedGameViews(upcoming.slice(0, options.count), options.signal),
    toLinkedGameViews(results.slice(-options.count).reverse(), options.signal),
  ])
  const render = (views: typeof next, label: string) =>
    views.length ? renderGameCards(views, { label, withSport: options.withSport }) : null
  return { upcoming: render(next, 'Next games'), results: render(latest, 'Latest results') }
}
