import { seekOnClick } from '~/components/media/transcript'
import { ProviderHtml } from '~/components/provider-html'
import { StaticHtml } from '~/components/static-html'
import { episodeAnchor, episodeAudioId } from '~/paths/podcasts'

import type { EpisodeTranscript } from './episode-transcript.server'
import type { EpisodeView } from './episode-view.server'

type Episode = EpisodeView & { transcript: EpisodeTranscript | null }

const LINK = 'font-bold text-brand-strong underline-offset-2 hover:underline'

const ACCESS_STYLE: Record<EpisodeView['kind'], string> = {
  playable: 'border-line',
  locked: 'border-ink',
  'blacked-out': 'border-ink bg-surface-raised',
}

// One episode: its title, day, length and description, its access in words, and either a native
// audio player (keyboard and screen-reader ready as it is; nothing is loaded until play, since
// preload is none) with a download link, or the reason there is none. Under the player, its
// transcript (WCAG 1.2.1) behind a disclosure that opens without JavaScript, so a page of ten
// episodes stays a list; its times seek this episode's player.
export function EpisodeItem({ episode }: { episode: Episode }) {
  const headingId = `${episodeAnchor(episode.id)}-title`
  return (
    <li
      id={episodeAnchor(episode.id)}
      aria-labelledby={headingId}
      className="scroll-mt-24 border-b-2 border-line py-6 first:pt-0 last:border-b-0"
    >
      <article aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3 id={headingId} className="text-xl font-black leading-tight">
          {episode.title}
        </h3>
        <p className="order-first flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-bold text-ink-muted">
          <time dateTime={episode.day}>{episode.dayText}</time>
          {episode.duration ? (
            <span>
              <span className="sr-only">Length </span>
              {episode.duration}
            </span>
          ) : null}
          <span
            className={`rounded-sm border-2 px-2 py-0.5 text-ink ${ACCESS_STYLE[episode.kind]}`}
          >
            <span className="sr-only">Access: </span>
            {episode.accessLabel}
          </span>
        </p>
        {episode.description ? (
          <ProviderHtml html={episode.description} className="rich-text max-w-3xl" />
        ) : null}
        {episode.audio ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <audio
              id={episodeAudioId(episode.id)}
              controls
              preload="none"
              src={episode.audio.url}
              aria-label={`Play ${episode.title}`}
              className="w-full sm:max-w-md"
            >
              <a href={episode.audio.url}>Listen to {episode.title}</a>
            </audio>
            <a
              href={episode.audio.url}
              download
              type={episode.audio.type ?? undefined}
              className={LINK}
            >
              Download<span className="sr-only"> {episode.title}</span>
              {episode.audio.format || episode.audio.size ? (
                <span className="font-normal text-ink-muted">
                  {' '}
                  ({[episode.audio.format, episode.audio.size].filter(Boolean).join(', ')})
                </span>
              ) : null}
            </a>
          </div>
        ) : null}
        {episode.audio && episode.transcript ? (
          <EpisodeTranscriptView episode={episode} transcript={episode.transcript} />
        ) : null}
        {episode.audio ? null : episode.explanation ? (
          <p
            className={`max-w-3xl rounded-sm border-l-4 p-3 ${
              episode.kind === 'blacked-out'
                ? 'border-ink bg-surface-raised'
                : 'border-brand bg-surface-raised'
            }`}
          >
            <strong>{episode.kind === 'blacked-out' ? 'Not available. ' : 'Locked. '}</strong>
            {episode.explanation}
          </p>
        ) : null}
      </article>
    </li>
  )
}

function EpisodeTranscriptView({
  episode,
  transcript,
}: {
  episode: Episode
  transcript: EpisodeTranscript
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={transcript.vtt} download type="text/vtt" className={LINK}>
          Transcript (WebVTT)<span className="sr-only"> of {episode.title}</span>
        </a>
        <a href={transcript.text} download type="text/plain" className={LINK}>
          Transcript (text)<span className="sr-only"> of {episode.title}</span>
        </a>
      </p>
      <details className="max-w-3xl rounded-sm border-2 border-line">
        <summary className="cursor-pointer px-3 py-2 font-bold">
          Transcript<span className="sr-only"> of {episode.title}</span>
        </summary>
        {/* The links inside take the keyboard: Enter on a time is a click, handled here. */}
        <div className="px-3 pb-3" onClick={seekOnClick(episodeAudioId(episode.id))}>
          <StaticHtml markup={transcript.markup} />
        </div>
      </details>
    </div>
  )
}
