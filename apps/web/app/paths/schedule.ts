import { href } from 'react-router'

/** A season's schedule, or the current season's (its canonical address) for null. */
export function schedulePath(slug: string, season: string | null): string {
  return href('/sports/:slug/schedule/:season?', { slug, season: season ?? undefined })
}
