import { href } from 'react-router'

import { withQuery } from './with-query'

/** A season's schedule, or the current season's (its canonical address) for null. */
export function schedulePath(slug: string, season: string | null = null): string {
  return href('/sports/:slug/schedule/:season?', { slug, season: season ?? undefined })
}

/** The text-only schedule of a season, or of the current season for null. */
export function scheduleTextPath(slug: string, season: string | null): string {
  return href('/sports/:slug/schedule/text/:season?', { slug, season: season ?? undefined })
}

/** The print schedule of a season, or of the current season for null. */
export function schedulePrintPath(slug: string, season: string | null): string {
  return href('/sports/:slug/schedule/print/:season?', { slug, season: season ?? undefined })
}

/** The results: the current season's at /results, another season's with `?season=`. */
export function resultsPath(slug: string, season: string | null = null): string {
  return withQuery(href('/sports/:slug/results', { slug }), { season })
}

/** A season's results for paper, `type` the filter (all, home, away, neutral, conference). */
export function resultsPrintPath(slug: string, season: string, type: string): string {
  return href('/sports/:slug/results/print/:season/:type', { slug, season, type })
}
