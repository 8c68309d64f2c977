import { parsePageNumber } from '@fieldhouse/domain/list-query'

import { toAskedAddress } from '~/paths/asked-address'
import { podcastPath } from '~/paths/podcasts'
import { withQuery } from '~/paths/with-query'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireId, requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import { loadEpisodeTranscript } from './episode-transcript.server'
import { toEpisodeView } from './episode-view.server'

/** Episodes a page (SPEC 9's default count). */
export const EPISODE_PAGE_SIZE = 10

/**
 * One podcast and a page of its episodes, newest first. Both are the page's main content: an
 * unknown id is a 404, an outage a 503; another slug for the id (or a capital) moves to the
 * podcast's address, and a page past the last is a 404.
 */
export async function loadPodcastPage(
  params: { podcastSlug: string; podcastId: string },
  query: { page: string | null },
  request: Request,
) {
  const { signal } = request
  requireSlug(params.podcastSlug)
  const id = requireId(params.podcastId)
  const page = parsePageNumber(query.page)
  if (page === null) throw notFound()
  const [podcastResult, episodesResult] = await Promise.all([
    provider.loadPodcast(id, { signal }),
    provider.loadPodcastEpisodes(
      { podcastId: id, pageIndex: page - 1, pageSize: EPISODE_PAGE_SIZE },
      { signal },
    ),
  ])
  const podcast = requireLoaded(podcastResult)
  const path = podcastPath(podcast)
  requireCanonical(
    toAskedAddress(`/podcasts/${params.podcastSlug}/${params.podcastId}`, query),
    withQuery(path, { page: page > 1 ? page : null }),
  )
  const episodes = requireLoaded(episodesResult)
  if (page > 1 && page > episodes.pages) throw notFound()
  return {
    podcast: {
      id: podcast.id,
      title: podcast.title,
      description: podcast.description,
      image: podcast.image,
      sports: podcast.sports.map((sport) => sport.title),
      episodeCount: podcast.episodeCount ?? episodes.total,
      requiresSignIn: podcast.requiresAuthentication === true,
    },
    path,
    page,
    pages: Math.max(1, episodes.pages),
    firstPosition: (page - 1) * EPISODE_PAGE_SIZE + 1,
    // Each playable episode's transcript, read in parallel (a missing or bad one is left out).
    episodes: await Promise.all(
      episodes.items.map(async (item) => {
        const view = toEpisodeView(item)
        return { ...view, transcript: await loadEpisodeTranscript(request, podcast, item, view) }
      }),
    ),
  }
}
