import { describeEpisodePlayback, getEpisodePlayback } from '@fieldhouse/domain/episode-playback'
import { formatLocalDay } from '@fieldhouse/domain/local-day'
import { formatDuration } from '@fieldhouse/domain/media-access'
import type { PodcastEpisode } from '@fieldhouse/provider-client/podcasts'

// What an episode shows, projected on the server: its words and its player's file, so the page
// carries no rule of its own and the browser formats nothing.

/** A file's size in words for its download link ("47 KB", "18.4 MB"). */
export function formatFileSize(bytes: number | null): string | null {
  if (bytes === null || bytes <= 0) return null
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

// The file type as a word people know, from the content type or the file's extension.
function toFormatName(url: string, contentType: string | null): string | null {
  const extension = /\.([a-z0-9]{2,4})$/i.exec(url)?.[1]?.toUpperCase() ?? null
  const subtype = contentType?.split('/')[1]?.split(';')[0]?.trim().toUpperCase()
  if (subtype === 'MPEG') return 'MP3'
  if (subtype === 'X-WAV' || subtype === 'WAVE') return 'WAV'
  return subtype || extension
}

export function toEpisodeView(episode: PodcastEpisode) {
  const playback = getEpisodePlayback(episode.access)
  const words = describeEpisodePlayback(playback)
  const audio = playback.kind === 'playable' ? episode.audio : null
  return {
    id: episode.id,
    title: episode.title,
    description: episode.description,
    text: episode.text,
    day: episode.day,
    dayText: formatLocalDay(episode.day, 'date'),
    seconds: episode.duration,
    duration: formatDuration(episode.duration),
    kind: playback.kind,
    accessLabel: words.label,
    explanation:
      playback.kind === 'playable' && !audio
        ? 'The audio for this episode has not been published yet.'
        : words.explanation,
    audio: audio
      ? {
          url: audio.url,
          type: audio.contentType,
          format: toFormatName(audio.url, audio.contentType),
          size: formatFileSize(audio.size),
        }
      : null,
  }
}

export type EpisodeView = ReturnType<typeof toEpisodeView>
