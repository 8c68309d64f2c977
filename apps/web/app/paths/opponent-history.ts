import { href } from 'react-router'

import { toSlug } from '@fieldhouse/domain/slug'

// Addresses of the opponent history pages, built in one place (the schedule links them too).

/** /sports/{slug}/opponent-history */
export function opponentHistoryPath(slug: string): string {
  return href('/sports/:slug/opponent-history', { slug })
}

/** /sports/{slug}/opponent-history/{opponent-slug}/{opponentId}: the name's slug is canonical. */
export function opponentPath(slug: string, opponentName: string, opponentId: number): string {
  return href('/sports/:slug/opponent-history/:opponentSlug/:opponentId', {
    slug,
    // A name with no letter or digit still needs a segment that reads as one.
    opponentSlug: toSlug(opponentName) || 'opponent',
    opponentId: String(opponentId),
  })
}
