import { redirect } from 'react-router'

import {
  parsePageNumber,
  parseSeasonYear,
  toSearchText,
  toSeasonTitle,
} from '@fieldhouse/domain/list-query'
import { findSportBySlug } from '@fieldhouse/domain/sports'
import { ARCHIVE_SEARCH_MAX_LENGTH } from '@fieldhouse/provider-client/archives'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { toStoryCardView } from '~/components/news/story-card-view'
import type { FilterOption } from '~/components/ui/filter-select'
import { toAskedAddress } from '~/paths/asked-address'
import { archivesPath } from '~/paths/news'
import { withQuery } from '~/paths/with-query'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

/** Stories a page: SPEC.md 9's paging default. */
export const ARCHIVE_PAGE_SIZE = 10

/** The declared parameters as asked (null when absent); `sport` only on /archives. */
export type ArchiveQuery = { season: string | null; q: string | null; page: string | null } & {
  sport?: string | null
}

/**
 * One page of the story archive, every sport's (`sport` null) or one sport's, filtered by
 * season and text. Bad input never reaches the provider (which would refuse it with a 400, read
 * as an outage): a malformed season or page, an unknown sport or a season without stories is a
 * 404, a page past the last a 404, a search longer than the provider takes is cut. Any other
 * spelling of the same list (`page=1`, an empty field, `2025` for `2025-26`, a sport of the
 * site-wide form that has a page of its own) moves to its one address (301).
 */
export async function loadArchivesPage(
  sport: Sport | null,
  /** The path as asked: a sport's short name or another case is another spelling. */
  askedPath: string,
  query: ArchiveQuery,
  signal: AbortSignal,
) {
  // An empty field (what a GET form sends for "All seasons") is no filter.
  const season = query.season?.trim() || null
  const seasonYear = season === null ? null : parseSeasonYear(season)
  const page = parsePageNumber(query.page || null)
  if ((season !== null && seasonYear === null) || page === null) throw notFound()
  const q = toSearchText(query.q, ARCHIVE_SEARCH_MAX_LENGTH)

  // The site-wide form's sport menu: a sport with a page of its own goes there; a department-wide
  // pseudo-sport (General) filters this page.
  let filterSport: Sport | null = sport
  const sportParam = query.sport?.trim() || null
  if (sport === null && sportParam !== null) {
    const chosen = findSportBySlug(requireLoaded(await provider.loadSports({ signal })), sportParam)
    if (!chosen) throw notFound()
    filterSport = chosen
  }
  const ownPage = filterSport !== null && (sport !== null || !filterSport.nonSport)
  const path = archivesPath(ownPage ? (filterSport?.globalSportNameSlug ?? null) : null)
  const canonical = {
    season: seasonYear === null ? null : toSeasonTitle(seasonYear),
    q,
    page: page > 1 ? page : null,
    sport: ownPage ? null : (filterSport?.globalSportNameSlug ?? null),
  }
  const asked = sport === null ? query : { season: query.season, q: query.q, page: query.page }
  if (ownPage && sport === null) throw redirect(withQuery(path, canonical), 301)
  requireCanonical(toAskedAddress(askedPath, asked), withQuery(path, canonical))

  const sportId = filterSport?.id
  const [loaded, seasons, sportOptions] = await Promise.all([
    provider.loadArchives(
      {
        sportId,
        seasonYear: seasonYear ?? undefined,
        search: q ?? undefined,
        pageIndex: page - 1,
        pageSize: ARCHIVE_PAGE_SIZE,
      },
      { signal },
    ),
    provider.getArchiveSeasons(sportId, { signal }),
    sport === null ? loadSportOptions(signal) : Promise.resolve([]),
  ])
  // A season the provider lists no stories for names nothing (when it could list them at all).
  if (seasonYear !== null && seasons.length > 0 && !seasons.some((s) => s.year === seasonYear)) {
    throw notFound()
  }
  const archive = requireLoaded(loaded)
  if (page > 1 && page > archive.pages) throw notFound()
  return {
    path,
    filters: { ...canonical, page },
    seasons: seasons.map((season): FilterOption => ({ value: season.title, label: season.title })),
    sports: sportOptions,
    total: archive.total,
    pages: archive.pages,
    firstPosition: (page - 1) * ARCHIVE_PAGE_SIZE + 1,
    stories: archive.items.map(toStoryCardView),
    /** For the search field, so a browser never sends more than the provider takes. */
    searchMaxLength: ARCHIVE_SEARCH_MAX_LENGTH,
  }
}

/**
 * The site-wide form's sport menu: the sports with stories, by the site's slug; a sport the
 * site does not know has no address to give and is left out. Secondary: [] on failure.
 */
async function loadSportOptions(signal: AbortSignal): Promise<FilterOption[]> {
  const [options, sports] = await Promise.all([
    provider.getArchiveSports({ signal }),
    provider.getSports({ signal }),
  ])
  return options.flatMap((option) => {
    const sport = sports.find((entry) => entry.id === option.sportId)
    return sport ? [{ value: sport.globalSportNameSlug, label: option.title }] : []
  })
}
