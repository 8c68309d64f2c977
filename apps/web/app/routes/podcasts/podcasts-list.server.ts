import type { Podcast } from '@fieldhouse/provider-client/podcasts'

import { toAskedAddress } from '~/paths/asked-address'
import { podcastEpisodePath, podcastPath, podcastsPath } from '~/paths/podcasts'
import { withQuery } from '~/paths/with-query'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded, unavailable } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

import { toEpisodeView } from './episode-view.server'

/** The newest episodes each podcast shows on the list. */
export const NEWEST_EPISODES = 3

export type SportFilter = { value: string; label: string; sportId: number }

/**
 * Every podcast with its newest episodes, or one sport's (`sport`, the sport's short name from
 * the provider's filter menu). The podcasts are the main item (an outage is a 503); a podcast's
 * episodes are secondary (left out when they cannot be read). A sport the menu does not have is
 * a 404; the empty choice ("All sports", sent by the form) moves to the plain address.
 */
export async function loadPodcastsList(query: { sport: string | null }, signal: AbortSignal) {
  const path = podcastsPath()
  const [podcasts, filters] = await Promise.all([
    provider.loadPodcasts({ signal }),
    provider.getPodcastFilters({ signal }),
  ])
  const all = requireLoaded(podcasts)
  const sports: SportFilter[] = filters.sports.map((sport) => ({
    value: sport.shortName ?? String(sport.sportId),
    label: sport.title,
    sportId: sport.sportId,
  }))
  const sport = query.sport ? (sports.find((option) => option.value === query.sport) ?? null) : null
  // The menu is secondary and reads as empty when the provider fails: a sport asked of an empty
  // menu may be one of an outage, never a 404 for it.
  if (query.sport && !sport) throw sports.length === 0 ? unavailable() : notFound()
  requireCanonical(toAskedAddress(path, query), withQuery(path, { sport: sport?.value ?? null }))
  const shown = sport
    ? all.filter((podcast) => podcast.sports.some((s) => s.id === sport.sportId))
    : all
  return {
    path,
    sport: sport?.value ?? null,
    sportTitle: sport?.label ?? null,
    sports: sports.map(({ value, label }) => ({ value, label })),
    podcasts: await Promise.all(shown.map((podcast) => toPodcastCard(podcast, signal))),
  }
}

async function toPodcastCard(podcast: Podcast, signal: AbortSignal) {
  const loaded = await provider.loadPodcastEpisodes(
    { podcastId: podcast.id, pageIndex: 0, pageSize: NEWEST_EPISODES },
    { signal },
  )
  const episodes = loaded.status === 'ok' ? loaded.value : null
  return {
    id: podcast.id,
    title: podcast.title,
    description: podcast.description,
    image: podcast.image,
    path: podcastPath(podcast),
    sports: podcast.sports.map((sport) => sport.title),
    episodeCount: podcast.episodeCount ?? episodes?.total ?? null,
    requiresSignIn: podcast.requiresAuthentication === true,
    episodes: (episodes?.items ?? []).map((episode) => {
      const view = toEpisodeView(episode)
      return {
        id: view.id,
        title: view.title,
        day: view.day,
        dayText: view.dayText,
        duration: view.duration,
        accessLabel: view.accessLabel,
        path: podcastEpisodePath(podcast, episode.id),
      }
    }),
  }
}

export type PodcastCardView = Awaited<ReturnType<typeof toPodcastCard>>
