import { ProviderHtml } from '~/components/provider-html'
import { episodeAnchor } from '~/paths/podcasts'

import type { EpisodeView } from './episode-view.server'

const ACCESS_STYLE: Record<EpisodeView['kind'], string> = {
  playable: 'border-line',
  locked: 'border-ink',
  'blacked-out': 'border-ink bg-surface-raised',
}

// One episode: its title, day, length and description, its access in words, and either a native
// audio player (keyboard and screen-reader ready as it is; nothing is loaded until play, since
// preload is none) with a download link, or the reason there is none.
export function EpisodeItem({ episode }: { episode: EpisodeView }) {
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
              className="font-bold text-brand-strong underline-offset-2 hover:underline"
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
        ) : episode.explanation ? (
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
