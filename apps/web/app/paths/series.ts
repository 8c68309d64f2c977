import { href } from 'react-router'

import { toSlug } from '@fieldhouse/domain/slug'

/** A video series' page, by the provider's slug or, when it sends none, its title's. */
export function seriesPath(series: { title: string; slug: string | null }): string {
  return href('/series/:seriesSlug', { seriesSlug: seriesSlugOf(series) })
}

export function seriesSlugOf(series: { title: string; slug: string | null }): string {
  return series.slug?.trim().toLowerCase() || toSlug(series.title) || 'series'
}
