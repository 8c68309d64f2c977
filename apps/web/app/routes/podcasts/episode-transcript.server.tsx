import type { PodcastEpisode } from '@fieldhouse/provider-client/podcasts'

import { loadTextTrack } from '~/components/media/text-track.server'
import { Transcript } from '~/components/media/transcript'
import { episodeAudioId, episodeTranscriptTextPath } from '~/paths/podcasts'
import type { ServerMarkup } from '~/render'
import { serverSection } from '~/render/index.server'

import type { EpisodeView } from './episode-view.server'

// An episode's transcript on its podcast's page (docs/decisions/040): the words under the player
// as server markup (a long transcript travels once, not again in the hydration data), and its two
// downloads, the provider's WebVTT file and the site's plain text. Only with the audio: a locked
// or blacked-out episode has neither. A file that does not parse is left out (loadTextTrack logs
// it once) and the episode plays without it.

export type EpisodeTranscript = {
  /** The WebVTT file, site-relative (/media/...). */
  vtt: string
  /** The site's plain-text version. */
  text: string
  markup: ServerMarkup
}

type PodcastRef = { id: number; title: string; slug: string | null }

export async function loadEpisodeTranscript(
  request: Request,
  podcast: PodcastRef,
  episode: PodcastEpisode,
  view: EpisodeView,
): Promise<EpisodeTranscript | null> {
  if (!view.audio || !episode.transcript) return null
  const cues = await loadTextTrack(episode.transcript, request.signal)
  if (cues === null) return null
  return {
    vtt: episode.transcript,
    text: episodeTranscriptTextPath(podcast, episode.id),
    markup: serverSection(
      request,
      <Transcript
        cues={cues}
        mediaId={episodeAudioId(episode.id)}
        mediaUrl={view.audio.url}
        headingLevel={4}
      />,
    ),
  }
}
