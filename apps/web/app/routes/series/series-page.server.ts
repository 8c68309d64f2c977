import { parsePageNumber } from '@fieldhouse/domain/list-query'
import {
  describeMediaAccess,
  formatDuration,
  getMediaAccess,
  seriesRequiresSignIn,
} from '@fieldhouse/domain/media-access'
import type { SeriesEpisode } from '@fieldhouse/provider-client/series'

import { toAskedAddress } from '~/paths/asked-address'
import { seriesPath, seriesSlugOf } from '~/paths/series'
import { withQuery } from '~/paths/with-query'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'

/** Episodes a page: a running show has a hundred and more. */
export const EPISODE_PAGE_SIZE = 24

/**
 * Where an episode's video plays: the first address the provider gives for it (a file it hosts
 * or another host's), or null. Not the video service's `/watch?Archive={id}` (provider/README
 * 5.1): SPEC.md 2.1 serves /watch outside this application, so here it would be a 404.
 */
export function toWatchUrl(formats: Readonly<Record<string, string>>): string | null {
  return Object.values(formats).find((address) => address.trim() !== '') ?? null
}

function toEpisodeView(episode: SeriesEpisode) {
  const access = getMediaAccess(episode.video.access)
  return {
    id: episode.id,
    title: episode.title,
    description: episode.description,
    day: episode.day,
    duration: formatDuration(episode.video.duration),
    thumbnail: episode.thumbnail?.thumbnail ?? episode.video.poster,
    access: access.kind,
    accessText: describeMediaAccess(access),
    // A blacked-out video has nothing to watch: its message stands instead of the link.
    watchUrl: access.kind === 'blacked-out' ? null : toWatchUrl(episode.video.formats),
  }
}

export type EpisodeView = ReturnType<typeof toEpisodeView>

/**
 * A video series by its slug, its episodes a page at a time in the provider's order. The series
 * list is the main item (an outage is a 503); a slug no series has, or a page past the last, a
 * 404; a series' other spelling (case, an old slug written from the title) moves to its address.
 */
export async function loadSeriesPage(
  params: { seriesSlug: string },
  query: { page: string | null },
  signal: AbortSignal,
) {
  const slug = requireSlug(params.seriesSlug)
  const page = parsePageNumber(query.page)
  if (page === null) throw notFound()
  const all = requireLoaded(await provider.loadAllSeries({ signal }))
  const series = all.find((entry) => seriesSlugOf(entry) === slug)
  if (!series) throw notFound()
  const path = seriesPath(series)
  requireCanonical(
    toAskedAddress(`/series/${params.seriesSlug}`, query),
    withQuery(path, { page: page > 1 ? page : null }),
  )
  const pages = Math.ceil(series.episodes.length / EPISODE_PAGE_SIZE)
  if (page > 1 && page > pages) throw notFound()
  const start = (page - 1) * EPISODE_PAGE_SIZE
  return {
    series: {
      title: series.title,
      description: series.description,
      isLimited: series.isLimited,
      hero: series.hero
        ? { url: series.hero.url, width: series.hero.width, height: series.hero.height }
        : null,
      episodeCount: series.episodes.length,
      requiresSignIn: seriesRequiresSignIn(series.episodes.map((e) => e.video.access)),
    },
    path,
    page,
    pages,
    firstPosition: start + 1,
    episodes: series.episodes.slice(start, start + EPISODE_PAGE_SIZE).map(toEpisodeView),
  }
}
