import { toIsoDuration } from '@fieldhouse/domain/media-access'
import type { AllAccessVideo } from '@fieldhouse/provider-client/all-access'

import { toSpokenLine, type Cue } from '~/components/media/text-track.server'
import type { Absolute } from '~/seo/collection-page-data'

// schema.org for the showcase embed's all-access video: a VideoObject with its file, poster,
// length and upload time, and what makes it accessible: the captions file as schema.org says a
// downloadable caption format is given (a MediaObject with its encodingFormat), the transcript
// as text, and the features in schema.org's accessibilityFeature words. A video that cannot be
// played here (blacked out, locked) is described without a file and as not free.

export type PlayableTracks = {
  /** The captions' address and cues, when the file parsed; null otherwise (not offered). */
  captions: { url: string; cues: readonly Cue[] } | null
  descriptions: { url: string; cues: readonly Cue[] } | null
}

export function toVideoObjectData(
  video: AllAccessVideo,
  tracks: PlayableTracks,
  { pageUrl, playable, absolute }: { pageUrl: string; playable: boolean; absolute: Absolute },
): Record<string, unknown> {
  const duration = toIsoDuration(video.durationSeconds)
  const transcript = tracks.captions ? toTranscriptText(tracks.captions.cues) : null
  const features = [
    tracks.captions ? 'captions' : null,
    tracks.descriptions ? 'audioDescription' : null,
    transcript ? 'transcript' : null,
  ].filter((feature) => feature !== null)
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    // Search engines ask for a description: the title stands in when the provider sends none.
    description: video.description ?? video.title,
    url: pageUrl,
    ...(video.posterUrl ? { thumbnailUrl: absolute(video.posterUrl) } : {}),
    ...(video.postedAt ? { uploadDate: video.postedAt.toISOString() } : {}),
    ...(duration ? { duration } : {}),
    isAccessibleForFree: playable,
    ...(playable && video.videoUrl ? { contentUrl: absolute(video.videoUrl) } : {}),
    ...(tracks.captions
      ? {
          caption: {
            '@type': 'MediaObject',
            contentUrl: absolute(tracks.captions.url),
            encodingFormat: 'text/vtt',
            inLanguage: 'en',
          },
        }
      : {}),
    ...(transcript ? { transcript } : {}),
    ...(features.length > 0 ? { accessibilityFeature: features } : {}),
  }
}

/** The cues' words as one text, speakers named where a cue has a voice. */
export function toTranscriptText(cues: readonly Cue[]): string | null {
  const text = cues
    .map((cue) => toSpokenLine(cue).trim())
    .filter(Boolean)
    .join(' ')
  return text || null
}
