import type { SportKey } from '../../sport-catalog'

// The shapes of manifest.ts (written by scripts/demo-media/make-demo-media.ts), kept here so the
// generator writes only data. DemoVideo is the seam agreed between the issue-35 helpers.

export type DemoVideo = {
  // File stem in demo-media/videos/.
  slug: string
  sport: SportKey
  title: string
  description: string
  // Seconds, as ffprobe measured the encoded file (3 decimals).
  durationSeconds: number
  width: number
  height: number
  // videos/{slug}.captions.vtt exists.
  captions: boolean
  // videos/{slug}.descriptions.vtt exists.
  descriptions: boolean
}

// One recorded conversation per topic: podcasts/{slug}.mp3 and podcasts/{slug}.transcript.vtt.
// `topic` is an entry of SHOW_TOPICS or COACH_SHOW_TOPIC (seed/media/podcasts.ts).
export type DemoEpisodeAudio = { slug: string; topic: string; durationSeconds: number }
