import { readdirSync, readFileSync } from 'node:fs'
import { parseText, tokenizeVTTCue, type VTTNode } from 'media-captions'
import { expect, test } from 'vitest'
import { PODCAST_SCRIPTS } from '../../../scripts/demo-media/podcast-scripts'
import { VIDEO_SCRIPTS, type Line } from '../../../scripts/demo-media/video-scripts'
import { mp3DurationSeconds, webmDurationSeconds } from '../../test-support/media-duration'
import { DEMO_EPISODE_AUDIO, DEMO_VIDEOS } from './demo-media/manifest'

// Issue 35's proof: every committed caption, description and transcript file parses with a real
// WebVTT parser, its cues are in order, cover the media from its first seconds to its last, none
// ends after the media does, and their text is plain words or voice spans; the captions say
// exactly the script's lines; the manifest's durations (ffprobe's) are the files' own.

const DIR = new URL('./demo-media/', import.meta.url)
const bytes = (path: string) => readFileSync(new URL(path, DIR))

type Spoken = { voice: string; words: string }
type Track = { file: string; duration: number; spoken: readonly Spoken[] | null }

const said = (lines: readonly Line[]): Spoken[] =>
  lines.map((line) => ({ voice: line.voice.name, words: line.text }))

const tracks: Track[] = [
  ...DEMO_VIDEOS.flatMap((video): Track[] => {
    const script = VIDEO_SCRIPTS.find((item) => item.slug === video.slug)
    const lines = said(script?.scenes.flatMap((scene) => scene.lines) ?? [])
    const stem = `videos/${video.slug}`
    return [
      ...(video.captions
        ? [{ file: `${stem}.captions.vtt`, duration: video.durationSeconds, spoken: lines }]
        : []),
      ...(video.descriptions
        ? [{ file: `${stem}.descriptions.vtt`, duration: video.durationSeconds, spoken: null }]
        : []),
    ]
  }),
  ...DEMO_EPISODE_AUDIO.map((audio) => ({
    file: `podcasts/${audio.slug}.transcript.vtt`,
    duration: audio.durationSeconds,
    spoken: said(PODCAST_SCRIPTS.find((item) => item.slug === audio.slug)?.lines ?? []),
  })),
]

// The cue's words, if it holds nothing but text or one voice span of text; else null.
function plainWords(nodes: readonly VTTNode[]): { voice: string | null; words: string } | null {
  const [node, ...rest] = nodes
  if (!node || rest.length > 0) return null
  if (node.type === 'text') return { voice: null, words: node.data }
  if (node.type !== 'v' || node.children.length !== 1) return null
  const [child] = node.children
  return child?.type === 'text' ? { voice: node.voice, words: child.data } : null
}

test.each(tracks)('$file parses and covers its media', async ({ file, duration, spoken }) => {
  const text = bytes(file).toString('utf8')
  // strict: the first parse error throws instead of being skipped.
  const { cues, errors } = await parseText(text, { strict: true })
  expect(errors).toEqual([])
  // The parser drops a cue whose end precedes its start without an error: count timing lines.
  expect(cues).toHaveLength(text.match(/-->/g)?.length ?? -1)
  expect(cues.length).toBeGreaterThan(0)
  let previousEnd = 0
  for (const cue of cues) {
    expect(cue.startTime).toBeGreaterThanOrEqual(previousEnd)
    expect(cue.endTime).toBeGreaterThan(cue.startTime)
    expect(cue.endTime).toBeLessThanOrEqual(duration)
    previousEnd = cue.endTime
  }
  expect(cues[0]?.startTime).toBeLessThanOrEqual(3)
  expect(cues.at(-1)?.endTime).toBeGreaterThanOrEqual(duration - 3)
  const words = cues.map((cue) => plainWords(tokenizeVTTCue(cue)))
  expect(words).not.toContain(null)
  if (spoken) {
    // Voice spans name the speaker exactly where more than one person speaks.
    const several = new Set(spoken.map((line) => line.voice)).size > 1
    expect(words).toEqual(spoken.map((line) => ({ ...line, voice: several ? line.voice : null })))
    expect(spoken.length).toBeGreaterThan(0)
  } else {
    expect(words.every((item) => item?.voice === null)).toBe(true)
  }
})

test('the five videos are there with the tracks the manifest promises, and nothing else', () => {
  const expected = DEMO_VIDEOS.flatMap((video) => [
    `${video.slug}.webm`,
    `${video.slug}.jpg`,
    ...(video.captions ? [`${video.slug}.captions.vtt`] : []),
    ...(video.descriptions ? [`${video.slug}.descriptions.vtt`] : []),
  ])
  expect(readdirSync(new URL('videos/', DIR)).sort()).toEqual(expected.sort())
  expect(DEMO_VIDEOS.map((video) => [video.slug, video.captions])).toEqual([
    ['football-opener-highlights', true],
    ['mens-basketball-overtime-win', true],
    ['womens-soccer-senior-day', true],
    ['volleyball-coach-interview', true],
    ['baseball-spring-practice', false],
  ])
  const audio = DEMO_EPISODE_AUDIO.flatMap((item) => [
    `${item.slug}.mp3`,
    `${item.slug}.transcript.vtt`,
  ])
  expect(readdirSync(new URL('podcasts/', DIR)).sort()).toEqual(audio.sort())
})

test.each(DEMO_VIDEOS)('$slug.webm lasts what the manifest says and stays small', (video) => {
  const file = bytes(`videos/${video.slug}.webm`)
  expect(video.durationSeconds).toBeGreaterThanOrEqual(20)
  expect(video.durationSeconds).toBeLessThanOrEqual(40)
  expect(webmDurationSeconds(file)).toBeCloseTo(video.durationSeconds, 2)
  expect(file.length).toBeLessThan(600_000)
  const poster = bytes(`videos/${video.slug}.jpg`)
  expect(poster.readUInt16BE(0)).toBe(0xffd8) // JPEG start of image
})

test.each(DEMO_EPISODE_AUDIO)('$slug.mp3 lasts what the manifest says', (audio) => {
  const file = bytes(`podcasts/${audio.slug}.mp3`)
  expect(audio.durationSeconds).toBeGreaterThanOrEqual(20)
  expect(audio.durationSeconds).toBeLessThanOrEqual(60)
  expect(Math.abs((mp3DurationSeconds(file) ?? 0) - audio.durationSeconds)).toBeLessThan(0.1)
  expect(file.length).toBeLessThan(100_000)
})
