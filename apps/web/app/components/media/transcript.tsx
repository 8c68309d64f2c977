import type { MouseEvent } from 'react'

import { formatMoment } from '@fieldhouse/domain/media-access'

import type { Cue } from './text-track.server'

// A recording's words as the page's own text (WCAG 1.2.1 for audio, a transcript beside
// captions for video): read without JavaScript, found by the browser's search and printed. Cues
// are grouped into turns, one for each speaker's run of cues (a `<v>` voice span); cues with no
// voice into segments of about a minute. Each turn has a heading, so a screen reader can move
// from speaker to speaker, whose time is a link to that moment: a media fragment on the file
// itself (`#t=`), which plays from there in any browser; with JavaScript, a click seeks the
// page's own player instead and plays it. The handler is the only client code: it ships with the
// pages that show media, not with the shell. A page may render the transcript as server markup
// (a long one then travels once, not again in the hydration data) and set `seekOnClick` on an
// element around it.

type Props = {
  cues: readonly Cue[]
  /** The html id of the page's <audio> or <video> that the times seek. */
  mediaId: string
  /** The media file's address, site-relative (/media/...): the fallback link's target. */
  mediaUrl: string
  headingLevel: 2 | 3 | 4
}

/** A turn: one speaker's consecutive cues, or a segment of cues without a voice. */
export type Turn = { start: number; voice: string | null; text: string }

// A run of cues without a speaker is cut into segments starting at least this far apart.
const SEGMENT_SECONDS = 60

export function groupTurns(cues: readonly Cue[]): Turn[] {
  const turns: Turn[] = []
  for (const cue of cues) {
    const last = turns.at(-1)
    const sameTurn =
      last !== undefined &&
      last.voice === cue.voice &&
      (cue.voice !== null || cue.start - last.start < SEGMENT_SECONDS)
    if (last && sameTurn) last.text += ` ${cue.text}`
    else turns.push({ start: cue.start, voice: cue.voice, text: cue.text })
  }
  return turns
}

/** A cue's start as the link states it: whole seconds, not after the cue starts. */
export const cueSeconds = (start: number) => Math.max(0, Math.floor(start))

/**
 * The click handler that makes the times seek the player with id `mediaId` and play it; for a
 * transcript shown as server markup (<StaticHtml>), set on an element around it.
 */
export function seekOnClick(mediaId: string) {
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-seek]')
    const media = document.getElementById(mediaId)
    if (!link || !(media instanceof HTMLMediaElement)) return
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    media.currentTime = Number(link.dataset.seek)
    // A click is a gesture, so playing is allowed; a refusal leaves the player seeked.
    media.play().catch(() => undefined)
  }
}

export function Transcript({ cues, mediaId, mediaUrl, headingLevel }: Props) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3'
  return (
    // The links inside take the keyboard: Enter on a link is a click, handled here too.
    <div className="transcript space-y-4" onClick={seekOnClick(mediaId)}>
      {groupTurns(cues).map((turn, index) => {
        const seconds = cueSeconds(turn.start)
        return (
          <div key={index}>
            <Heading className="flex flex-wrap items-baseline gap-x-3 text-base font-bold">
              <a
                href={`${mediaUrl}#t=${seconds}`}
                data-seek={seconds}
                className="font-mono text-sm underline underline-offset-2"
              >
                <time dateTime={`PT${seconds}S`}>{formatMoment(seconds)}</time>
              </a>
              {turn.voice ? <span>{turn.voice}</span> : null}
            </Heading>
            <p className="mt-1 max-w-prose">{turn.text}</p>
          </div>
        )
      })}
    </div>
  )
}
