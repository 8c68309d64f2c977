import { withQuery } from '~/components/ui/with-query'

type ArchiveFilters = {
  season: string | null
  sport: string | null
  q: string | null
  page: number
}

/** The h1 and title: "Football News Archives", "2025-26 News Archives". */
export function toArchivesHeading(sportTitle: string | null, season: string | null): string {
  return [season, sportTitle, 'News Archives'].filter(Boolean).join(' ')
}

/** The title adds the page, so each page of a list has its own. */
export function toArchivesTitle(heading: string, page: number): string {
  return page > 1 ? `${heading}, page ${page}` : heading
}

/**
 * The canonical address: the list (season, sport, page) without the words searched for; a
 * search is marked noindex instead, as the site search is.
 */
export function toArchivesCanonical(path: string, filters: ArchiveFilters): string {
  return withQuery(path, {
    season: filters.season,
    sport: filters.sport,
    page: filters.page > 1 ? filters.page : null,
  })
}
