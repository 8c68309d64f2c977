import { href } from 'react-router'

import { toSlug } from '@fieldhouse/domain/slug'

// Site addresses of a game's pages, built in one place so every listing links them alike.

/** /sports/{slug}/stats/{season}/{opponent}/boxscore/{gameId} (provider README 5). */
export function boxScorePath(
  slug: string,
  season: string,
  opponentName: string | null | undefined,
  gameId: number,
): string {
  return href('/sports/:slug/stats/:season/:oppSlug/boxscore/:gameId', {
    slug,
    season,
    // A game without an opponent still needs a segment that reads as one.
    oppSlug: toSlug(opponentName ?? '') || 'opponent',
    gameId: String(gameId),
  })
}

export function gameCenterPath(gameId: number): string {
  return href('/game-center/:gameId', { gameId: String(gameId) })
}
