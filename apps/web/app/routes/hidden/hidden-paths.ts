import { href } from 'react-router'

// Addresses of the preview pages (SPEC.md 2.1 hidden variants), typed by the route table.

export function hiddenRosterPath(slug: string, season: string | null) {
  return href('/hidden/sports/:slug/roster/:season?', { slug, season: season ?? undefined })
}
