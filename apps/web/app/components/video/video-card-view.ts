import { describeEpisodePlayback, getEpisodePlayback } from '@fieldhouse/domain/episode-playback'
import { describeDuration, formatDuration } from '@fieldhouse/domain/media-access'
import type { AllAccessVideo } from '@fieldhouse/provider-client/all-access'

import { showcaseEmbedPath } from '~/paths/showcase'

import type { VideoCardView } from './video-card'

// An all-access item as its card shows it (video-card.tsx). Who may play it follows the podcast
// episodes' rule (SPEC 6, domain episode-playback.ts), as the embed does: a blacked-out item, or
// one neither free nor authorized, is still shown (the department listed it, and its poster and
// title say what it is) with its blackout message or what it needs, but with no link, since the
// embed would only say the same; one sent without a file (no videoUrl) likewise.

export function toVideoCard(video: AllAccessVideo): VideoCardView {
  const playback = getEpisodePlayback(video.access)
  const playable = playback.kind === 'playable' && video.videoUrl !== null
  return {
    id: video.id,
    title: video.title,
    url: playable ? showcaseEmbedPath(video.id) : null,
    posterUrl: video.posterUrl,
    length: formatDuration(video.durationSeconds),
    lengthWords: describeDuration(video.durationSeconds),
    captioned: playable && video.captionsUrl !== null,
    detail: playable ? null : toNotice(playback),
    // The embed is an endpoint, outside the route table: a full navigation.
    inApp: false,
  }
}

// The podcasts' words (describeEpisodePlayback), short enough for a card.
function toNotice(playback: ReturnType<typeof getEpisodePlayback>): string {
  const { label } = describeEpisodePlayback(playback, 'video')
  if (playback.kind === 'blacked-out')
    return playback.message ? `${label}: ${playback.message}` : label
  if (playback.kind === 'locked') return `${label}: in the app`
  return 'Not available to play here'
}
