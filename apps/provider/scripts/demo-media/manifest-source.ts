import type { VideoScript } from './video-scripts'

// The source of src/seed/media/demo-media/manifest.ts: the shape agreed between the two issue-35
// helpers (DemoVideo, DEMO_VIDEOS) and the podcast recordings (DEMO_EPISODE_AUDIO), with the
// durations ffprobe measured, so the seed and the tests need none of the tools.

export type MadeVideo = {
  video: VideoScript
  durationSeconds: number
  width: number
  height: number
  captions: boolean
}

export type MadeEpisodeAudio = { slug: string; topic: string; durationSeconds: number }

export function manifestSource(
  videos: readonly MadeVideo[],
  audio: readonly MadeEpisodeAudio[],
): string {
  const demoVideos = videos.map((made) => ({
    slug: made.video.slug,
    sport: made.video.sport,
    title: made.video.title,
    description: made.video.description,
    durationSeconds: made.durationSeconds,
    width: made.width,
    height: made.height,
    captions: made.captions,
    descriptions: true,
  }))
  return `// Written by apps/provider/scripts/demo-media/make-demo-media.ts: run it again rather than edit.
// The demo media files beside this module (README: "How the demo media were made"); durations
// in seconds as ffprobe measured the encoded files.
import type { SportKey } from '../../sport-catalog'

export type DemoVideo = {
  // File stem in demo-media/videos/.
  slug: string
  sport: SportKey
  title: string
  description: string
  durationSeconds: number
  width: number
  height: number
  // videos/{slug}.captions.vtt exists.
  captions: boolean
  // videos/{slug}.descriptions.vtt exists.
  descriptions: boolean
}

export const DEMO_VIDEOS: readonly DemoVideo[] = ${JSON.stringify(demoVideos)}

// One recorded conversation per topic: podcasts/{slug}.mp3 and podcasts/{slug}.transcript.vtt.
// \`topic\` is an entry of SHOW_TOPICS or COACH_SHOW_TOPIC (seed/media/podcasts.ts).
export type DemoEpisodeAudio = { slug: string; topic: string; durationSeconds: number }

export const DEMO_EPISODE_AUDIO: readonly DemoEpisodeAudio[] = ${JSON.stringify(audio)}
`
}
