import { href } from 'react-router'

import { toSlug } from '@fieldhouse/domain/slug'
import type { Game } from '@fieldhouse/provider-client/game'

// Site addresses of a game's pages, built in one place so every listing links them alike.

/**
 * Whether a game has a box score page to link: the provider flags the ones it keeps (the
 * result's box score URL; none for an exhibition, README 4.2, or a sport without line scores
 * such as tennis). A decided game is not enough: its box score page would be a 404.
 */
export function hasBoxScore(game: Game): boolean {
  return Boolean(game.result?.boxScoreUrl) && !game.isExhibition
}

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
