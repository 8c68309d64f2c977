import { formatMoment } from '@fieldhouse/domain/media-access'

import { toSpokenLine, type Cue } from '~/components/media/text-track.server'

// Kept apart from the route module so the browser build never sees it: a resource route's
// module still gets a client chunk, and importing the transcript from there split the page's
// seek handler into a chunk of its own.

/** The cues as text lines, after the episode's title and podcast. */
export function toTranscriptText(title: string, podcastTitle: string, cues: readonly Cue[]) {
  const lines = cues.map((cue) => `[${formatMoment(cue.start)}] ${toSpokenLine(cue)}`)
  return [title, podcastTitle, '', ...lines, ''].join('\n')
}
