import type { Game } from '@fieldhouse/provider-client/game'

import { boxScorePath, gameCenterPath } from '~/paths/games'
import { schedulePath } from '~/paths/schedule'
import { provider } from '~/utils/provider.server'

import { toGameView, type GameView } from './game-view'

/**
 * What a box score address needs beyond the game: its season's title (by schedule id) and its
 * sport's slug (the games feeds may leave globalSportNameSlug null, provider README 4.2).
 */
export async function getGameAddresses(games: Game[], signal: AbortSignal) {
  const sportIds = [...new Set(games.map((game) => game.sport.id))]
  const [sports, ...lists] = await Promise.all([
    provider.loadSports({ signal }),
    ...sportIds.map((id) => provider.getRelatedSeasons(id, { signal })),
  ])
  const titles = new Map<number, string>()
  for (const list of lists) {
    for (const season of list)
      if (season.scheduleId !== null) titles.set(season.scheduleId, season.title)
  }
  const slugs = new Map(
    sports.status === 'ok'
      ? sports.value.map((sport) => [sport.id, sport.globalSportNameSlug])
      : [],
  )
  return {
    seasonOf: (game: Game) =>
      game.scheduleId === null ? null : (titles.get(game.scheduleId) ?? null),
    slugOf: (game: Game) => game.sport.slug ?? slugs.get(game.sport.id) ?? null,
  }
}

export type GameAddresses = Awaited<ReturnType<typeof getGameAddresses>>

/** Game rows of any sports, linked to their box scores and game centers. */
export async function toLinkedGameViews(games: Game[], signal: AbortSignal): Promise<GameView[]> {
  const addresses = await getGameAddresses(games, signal)
  return games.map((game) =>
    toGameView(game, {
      boxScorePath: (g) => {
        const slug = addresses.slugOf(g)
        const season = addresses.seasonOf(g)
        return slug && season ? boxScorePath(slug, season, g.opponent?.name, g.id) : null
      },
      gameCenterPath: (g) => gameCenterPath(g.id),
      schedulePath: (g) => {
        const slug = addresses.slugOf(g)
        return slug ? schedulePath(slug) : null
      },
    }),
  )
}
