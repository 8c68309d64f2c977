import { href } from 'react-router'

/** `/sports/{slug}/stats/{season?}`; the bare address shows the default season. */
export function statsPath(slug: string, season: string | null = null): string {
  return href('/sports/:slug/stats/:season?', { slug, season: season ?? undefined })
}

/** The first year of a season's title, the provider's {year}: "2025-26" -> 2025. */
export const toStatsYear = (title: string) => Number(title.slice(0, 4))

/** A season's statistics as a PDF. */
export function statsPdfPath(slug: string, season: string): string {
  return href('/sports/:slug/stats/:season/pdf', { slug, season })
}
