import { href } from 'react-router'

/** The coaches list of a season, or of the current season (its canonical address) for null. */
export function coachesPath(slug: string, season: string | null = null): string {
  return href('/sports/:slug/coaches/:season?', { slug, season: season ?? undefined })
}
