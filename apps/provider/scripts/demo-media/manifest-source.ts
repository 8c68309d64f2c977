import type { VideoScript } from './video-scripts'

// The source of src/seed/media/demo-media/manifest.ts: the videos (DEMO_VIDEOS, the seam agreed
// between the two issue-35 helpers) and the podcast recordings (DEMO_EPISODE_AUDIO) with the
// durations ffprobe measured, so the seed and the tests need none of the tools. Their types are
// demo-media/types.ts.

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
// The demo media files beside this module (apps/provider/README.md: "How the demo media were
// made"); durations in seconds as ffprobe measured the encoded files.
import type { DemoEpisodeAudio, DemoVideo } from './types'

export type { DemoEpisodeAudio, DemoVideo }

export const DEMO_VIDEOS: readonly DemoVideo[] = ${JSON.stringify(demoVideos)}

export const DEMO_EPISODE_AUDIO: readonly DemoEpisodeAudio[] = ${JSON.stringify(audio)}
`
}
