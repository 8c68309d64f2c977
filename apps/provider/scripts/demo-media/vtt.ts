import type { Placed } from './audio'

// WebVTT files of the demo media: captions and transcripts (one cue per spoken line, its text
// exactly the words given to espeak-ng) and descriptions (one cue per scene).

export type Cue = { start: number; end: number; text: string }

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000)
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0')
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0')
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0')
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`
}

// `duration`: the encoded file's measured length; no cue may end after it.
export function writeVtt(cues: readonly Cue[], duration: number): string {
  const blocks = cues.map((cue, index) => {
    if (/[<>&]|-->|\n/.test(cue.text.replace(/^<v [^>]+>|<\/v>$/g, ''))) {
      throw new Error(`Cue text needs escaping, keep it plain: ${cue.text}`)
    }
    const end = Math.min(cue.end, duration)
    return `${index + 1}\n${timestamp(cue.start)} --> ${timestamp(end)}\n${cue.text}\n`
  })
  return `WEBVTT\n\n${blocks.join('\n')}`
}

// Speaker names as voice spans only where more than one person speaks.
export function speechCues(placed: readonly Placed[]): Cue[] {
  const voices = new Set(placed.map((item) => item.line.voice.name))
  return placed.map(({ line, start, end }) => ({
    start,
    end,
    text: voices.size > 1 ? `<v ${line.voice.name}>${line.text}</v>` : line.text,
  }))
}
