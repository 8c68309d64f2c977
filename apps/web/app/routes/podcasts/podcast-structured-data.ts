import { toIsoDuration } from '@fieldhouse/domain/media-access'

import { episodeAnchor } from '~/paths/podcasts'
import { toAbsolute, toCollectionPageData, type Absolute } from '~/seo/collection-page-data'

import type { EpisodeView } from './episode-view.server'

// schema.org for the podcast pages: a PodcastSeries with its PodcastEpisodes (each with its
// audio as an AudioObject), and the list as a CollectionPage of series. Built on the server only
// (meta passes BUILT_ON_SERVER in the browser), so none of it is page JavaScript.

const isoDuration = (seconds: number | null) => toIsoDuration(seconds) ?? undefined

export function toPodcastEpisodeData(episode: EpisodeView, seriesPath: string, absolute: Absolute) {
  return {
    '@type': 'PodcastEpisode',
    name: episode.title,
    url: absolute(`${seriesPath}#${episodeAnchor(episode.id)}`),
    datePublished: episode.day,
    ...(episode.text ? { description: episode.text } : {}),
    ...(isoDuration(episode.seconds) ? { timeRequired: isoDuration(episode.seconds) } : {}),
    isAccessibleForFree: episode.kind === 'playable',
    ...(episode.audio
      ? {
          associatedMedia: {
            '@type': 'AudioObject',
            contentUrl: absolute(episode.audio.url),
            ...(episode.audio.type ? { encodingFormat: episode.audio.type } : {}),
            ...(isoDuration(episode.seconds) ? { duration: isoDuration(episode.seconds) } : {}),
          },
        }
      : {}),
  }
}

export function toPodcastSeriesData(
  podcast: { title: string; description: string | null; image: string | null },
  path: string,
  episodes: readonly EpisodeView[],
  siteUrl: string | null,
) {
  const absolute = toAbsolute(siteUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: podcast.title,
    url: absolute(path),
    ...(podcast.description ? { description: podcast.description } : {}),
    ...(podcast.image ? { image: absolute(podcast.image) } : {}),
    hasPart: episodes.map((episode) => toPodcastEpisodeData(episode, path, absolute)),
  }
}

export function toPodcastListData(
  page: { name: string; description: string; path: string },
  podcasts: readonly { title: string; description: string | null; path: string }[],
  siteUrl: string | null,
) {
  const absolute = toAbsolute(siteUrl)
  return toCollectionPageData(
    { name: page.name, description: page.description, url: absolute(page.path) },
    podcasts,
    {
      counted: false,
      item: (podcast) => ({
        '@type': 'PodcastSeries',
        name: podcast.title,
        url: absolute(podcast.path),
        ...(podcast.description ? { description: podcast.description } : {}),
      }),
    },
  )
}
