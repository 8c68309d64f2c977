import { withQuery } from '~/paths/with-query'
import type { RootMatches } from '~/seo/root-matches'
import { storyListMeta } from '~/seo/story-list-meta'
import type { StoryListItem } from '~/seo/story-list-structured-data'

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

/**
 * The meta of the archives, the department's or a sport's: the title with the page, the
 * canonical list address and the page's stories as JSON-LD; a search is noindex.
 */
export function archivesMeta(
  matches: RootMatches,
  page: {
    filters: ArchiveFilters
    path: string
    stories: readonly StoryListItem[]
    firstPosition: number
  },
  sportTitle: string | null,
  description: string,
) {
  const { filters, path, stories, firstPosition } = page
  return [
    ...storyListMeta({
      matches,
      title: toArchivesTitle(toArchivesHeading(sportTitle, filters.season), filters.page),
      description,
      path: toArchivesCanonical(path, filters),
      stories,
      firstPosition,
    }),
    ...(filters.q ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
