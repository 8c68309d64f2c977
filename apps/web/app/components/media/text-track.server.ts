import { parseText, tokenizeVTTCue, type VTTNode } from 'media-captions'

import { createResponseCache } from '@fieldhouse/provider-client/cache'
import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { FileBody } from '@fieldhouse/provider-client/media-files'

import { logger as siteLogger } from '~/utils/logger.server'
import { provider } from '~/utils/provider.server'

// A WebVTT file (captions, audio descriptions, a podcast transcript) read as words with times,
// for a transcript shown as the page's own text. Parsed by a real WebVTT parser (media-captions,
// issue 35), never by hand. A file the site cannot trust as plain words (not WebVTT, no cue, a
// parse error, or markup other than voice spans: styling, ruby, karaoke timestamps, unknown tags)
// is dropped whole: the media still plays, only without the track. Cue text is kept as text: the
// parser decodes its character references, and React escapes it again when it is shown.

/** One cue's words; a cue with two voice spans is two of these with the same times. */
export type Cue = { start: number; end: number; text: string; voice: string | null }

/** A cue's words as a reader of a transcript sees them: its speaker named, when it has one. */
export const toSpokenLine = (cue: Cue) => (cue.voice ? `${cue.voice}: ${cue.text}` : cue.text)

// Any tag in the cue's source: the tokenizer drops tags it does not know (`<script>` becomes
// its bare text), so the source is checked as well as the nodes.
const TAG = /<\s*\/?\s*([^\s>.]*)/g
// A transcript a few hours long is a few hundred kilobytes; past this it is not a caption file.
const TEXT_TRACK_MAX_BYTES = 2 * 1024 * 1024
// The paths already logged as bad, so a popular page logs its broken file once, not per visit;
// bounded, as paths come from the provider's data.
const LOGGED_MAX = 1000

/**
 * The cues of a WebVTT text, in order; null when it is not WebVTT, has no cue, fails to parse
 * (strict: the first error ends the parse) or holds markup other than `<v>`. Async because the
 * parser is.
 */
export async function parseTextTrack(vtt: string): Promise<Cue[] | null> {
  let parsed: Awaited<ReturnType<typeof parseText>>
  try {
    parsed = await parseText(vtt, { strict: true })
  } catch {
    return null
  }
  if (parsed.errors.length > 0 || parsed.cues.length === 0) return null
  const cues: Cue[] = []
  for (const cue of parsed.cues) {
    const tags = [...cue.text.matchAll(TAG)].map((match) => match[1])
    if (tags.some((name) => name !== 'v')) return null
    const words = cueWords(tokenizeVTTCue(cue))
    if (words === null) return null
    for (const { voice, text } of words) {
      cues.push({ start: cue.startTime, end: cue.endTime, text, voice })
    }
  }
  return cues.length > 0 ? cues : null
}

// A cue's words by voice: text outside a span belongs to the span before it (or no voice).
function cueWords(nodes: readonly VTTNode[]): { voice: string | null; text: string }[] | null {
  const words: { voice: string | null; text: string }[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      const last = words.at(-1)
      if (last) last.text += node.data
      else words.push({ voice: null, text: node.data })
    } else if (node.type === 'v' && node.children.every((child) => child.type === 'text')) {
      const text = node.children.map((child) => (child.type === 'text' ? child.data : '')).join('')
      words.push({ voice: node.voice.trim() || null, text })
    } else {
      return null
    }
  }
  // Line breaks inside a cue are the player's layout, not the words'.
  return words
    .map((item) => ({ ...item, text: item.text.replace(/\s+/g, ' ').trim() }))
    .filter((item) => item.text !== '')
}

type TextTrackSources = {
  loadMediaFile: (
    path: string,
    options: { accept: string; maxBytes: number; signal: AbortSignal },
  ) => Promise<Loaded<FileBody>>
  logger: { warn: (obj: object, msg: string) => void }
}

// A file's cues are kept ten minutes once read (a podcast page shows up to ten transcripts, each
// a provider request and a parse), at most this many files, in the provider client's response
// cache: visitors asking at once share one read, and a provider that fails gets the last good
// copy (or nothing, and is asked again next time).
const KEPT_MS = 10 * 60_000
const KEPT_MAX = 200

type Read = { failed: boolean; cues: Cue[] | null }

/** The loader below, with its provider, logger and clock given (tests). */
export function createTextTrackLoader({
  loadMediaFile,
  logger,
  now,
}: TextTrackSources & { now?: () => number }) {
  const logged = new Set<string>()
  const kept = createResponseCache({
    now,
    freshMs: KEPT_MS,
    staleWhileRevalidateMs: 0,
    maxEntries: KEPT_MAX,
  })
  async function read(path: string, signal: AbortSignal): Promise<Read> {
    // A missing file (404) or a provider that fails is the client's to log; null either way.
    const file = await loadMediaFile(path, {
      accept: 'text/vtt',
      maxBytes: TEXT_TRACK_MAX_BYTES,
      signal,
    })
    if (file.status !== 'ok') return { failed: file.status === 'unavailable', cues: null }
    const cues = await parseTextTrack(new TextDecoder().decode(file.value.bytes))
    if (cues === null && !logged.has(path)) {
      if (logged.size >= LOGGED_MAX) logged.clear()
      logged.add(path)
      logger.warn({ path }, 'text track dropped: not WebVTT, empty, or markup in a cue')
    }
    return { failed: false, cues }
  }
  return async function loadTextTrack(path: string, signal: AbortSignal): Promise<Cue[] | null> {
    const result = await kept.resolve(
      path,
      () => read(path, signal),
      ({ failed }) => (failed ? 'failure' : 'store'),
    )
    return result.cues
  }
}

/**
 * The cues of a provider's WebVTT file by its site-relative path (/media/{tenant}/...); null
 * when the path is not a provider file, the file is missing or unreadable, or it does not parse
 * (logged once per path).
 */
export const loadTextTrack = createTextTrackLoader({
  loadMediaFile: (path, options) => provider.loadMediaFile(path, options),
  logger: siteLogger,
})
