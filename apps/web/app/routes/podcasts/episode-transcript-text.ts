import { toSlug } from '@fieldhouse/domain/slug'
import type { PodcastEpisode } from '@fieldhouse/provider-client/podcasts'

import { loadTextTrack } from '~/components/media/text-track.server'
import { podcastSlugOf } from '~/paths/podcasts'
import {
  PUBLIC_FILE_CACHE,
  fileNotFound,
  fileUnavailable,
  toHeaderFileName,
} from '~/utils/file-response.server'
import { parseId } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/episode-transcript-text'
import { toEpisodeView } from './episode-view.server'
import { EPISODE_PAGE_SIZE } from './podcast-page.server'
import { toTranscriptText } from './transcript-text.server'

// GET /podcasts/{slug}/{podcastId}/episodes/{episodeId}/transcript.txt (issue 35): an episode's
// transcript as plain text, one "[0:12] Speaker: words" line a cue, for reading anywhere and for
// tools that take no WebVTT. Made from the provider's WebVTT file, parsed as the page parses it.
// Only for an episode whose audio may be played (its transcript shares the audio's access); an
// unknown podcast or episode, another slug, or no transcript that parses is a 404, the provider
// down a 503, in plain text.

const NOT_FOUND = 'No transcript at this address.'
// A thousand episodes (a weekly show's twenty years), in the podcast page's own pages: the
// download is linked from one of them, so the page that holds the episode is in the response
// cache already.
const MAX_PAGES = 100

export async function loader({ params, request }: Pick<Route.LoaderArgs, 'params' | 'request'>) {
  const { signal } = request
  const podcastId = parseId(params.podcastId)
  const episodeId = parseId(params.episodeId)
  if (podcastId === null || episodeId === null) return fileNotFound(NOT_FOUND)
  const [podcast, episode] = await Promise.all([
    provider.loadPodcast(podcastId, { signal }),
    findEpisode(podcastId, episodeId, signal),
  ])
  if (podcast.status === 'unavailable' || episode === 'unavailable') return fileUnavailable()
  if (podcast.status === 'missing' || episode === null) return fileNotFound(NOT_FOUND)
  if (podcastSlugOf(podcast.value) !== params.podcastSlug) return fileNotFound(NOT_FOUND)
  if (!toEpisodeView(episode).audio || !episode.transcript) return fileNotFound(NOT_FOUND)
  const cues = await loadTextTrack(episode.transcript, signal)
  if (cues === null) return fileNotFound(NOT_FOUND)
  const name = `${podcastSlugOf(podcast.value)}-${toSlug(episode.title) || episode.id}-transcript.txt`
  return new Response(toTranscriptText(episode.title, podcast.value.title, cues), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `inline; filename="${toHeaderFileName(name)}"`,
      'Cache-Control': PUBLIC_FILE_CACHE,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

// The provider finds episodes by podcast only: the podcast's list, newest first, is searched
// page by page as the podcast's page asks for them (the response cache keeps those pages).
async function findEpisode(
  podcastId: number,
  episodeId: number,
  signal: AbortSignal,
): Promise<PodcastEpisode | null | 'unavailable'> {
  for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
    const page = await provider.loadPodcastEpisodes(
      { podcastId, pageIndex, pageSize: EPISODE_PAGE_SIZE },
      { signal },
    )
    if (page.status === 'unavailable') return 'unavailable'
    if (page.status === 'missing') return null
    const match = page.value.items.find((item) => item.id === episodeId)
    if (match) return match
    if (pageIndex + 1 >= page.value.pages || page.value.items.length === 0) return null
  }
  return null
}
