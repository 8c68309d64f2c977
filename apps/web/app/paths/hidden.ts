import { href } from 'react-router'

import { toNameSlug } from './roster'

// Addresses of the preview pages (SPEC.md 2.1 hidden variants), typed by the route table.

export function hiddenRosterPath(slug: string, season: string | null): string {
  return href('/hidden/sports/:slug/roster/:season?', { slug, season: season ?? undefined })
}

/** The preview of a player's season: the public bio's address (playerBioPath) under /hidden. */
export function hiddenPlayerBioPath(
  slug: string,
  player: { firstName: string; lastName: string },
  rosterPlayerId: number,
): string {
  return href('/hidden/sports/:slug/roster/:playerSlug/:rosterPlayerId', {
    slug,
    playerSlug: toNameSlug(player, 'player'),
    rosterPlayerId: String(rosterPlayerId),
  })
}
