import { href } from 'react-router'

import { toSlug } from '@fieldhouse/domain/slug'

/** A podcast's page: its slug as the provider sends it, else its title's, and its id. */
export function podcastPath(podcast: { id: number; title: string; slug: string | null }): string {
  return href('/podcasts/:podcastSlug/:podcastId', {
    podcastSlug: podcastSlugOf(podcast),
    podcastId: String(podcast.id),
  })
}

export function podcastSlugOf(podcast: { title: string; slug: string | null }): string {
  return toSlug(podcast.slug ?? '') || toSlug(podcast.title) || 'podcast'
}

/** One episode on its podcast's page (the list's newest episodes are on its first page). */
export function podcastEpisodePath(
  podcast: { id: number; title: string; slug: string | null },
  episodeId: number,
): string {
  return `${podcastPath(podcast)}#${episodeAnchor(episodeId)}`
}

/** An episode's transcript as plain text ("[0:12] Speaker: words" lines), a download. */
export function episodeTranscriptTextPath(
  podcast: { id: number; title: string; slug: string | null },
  episodeId: number,
): string {
  return href('/podcasts/:podcastSlug/:podcastId/episodes/:episodeId/transcript.txt', {
    podcastSlug: podcastSlugOf(podcast),
    podcastId: String(podcast.id),
    episodeId: String(episodeId),
  })
}

export const episodeAnchor = (episodeId: number) => `episode-${episodeId}`

/** The html id of an episode's <audio>, which its transcript's times seek. */
export const episodeAudioId = (episodeId: number) => `${episodeAnchor(episodeId)}-audio`

/** The podcasts list. */
export function podcastsPath(): string {
  return href('/podcasts')
}
