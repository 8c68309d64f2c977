import type { StoryBlock, StoryVideo } from '@fieldhouse/provider-client/story'

import type { VideoHome } from './series-videos.server'
import type { VideoCardView } from './video-card'

// A story's video is shown as a link to where it plays, not as an embedded player: frames need
// their origin in the Content-Security-Policy's frame-src (CSP_FRAME_ORIGINS, empty by default,
// decision 022), and a link costs the page no third-party script, cookie or request. An archive
// id of the all-access library (issue 35) is a video card (video-card.tsx) opening the site's
// own showcase embed; a series episode keeps its series link.

export type StoryVideoLink = { url: string; title: string; thumbnail: string | null }

/** How a story shows a video: a link, or an all-access item's card. */
export type StoryVideoView = StoryVideoLink | { card: VideoCardView }

/** A body block as the page shows it: a video block with where it plays (null: nowhere). */
export type StoryViewBlock =
  | Exclude<StoryBlock, { type: 'video' }>
  | (Extract<StoryBlock, { type: 'video' }> & { link: StoryVideoView | null })

const YOUTUBE_ID = /^[\w-]{6,20}$/
const YOUTUBE_URL = /^https:\/\/(?:www\.|m\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com)\//i

/**
 * How a story shows its video: where it plays (toStoryVideoLink), else the card of the
 * all-access item its archive id names (`library`, by archive id: story-video.server.ts).
 */
export function toStoryVideoView(
  video: StoryVideo,
  homes: ReadonlyMap<string, VideoHome>,
  library: ReadonlyMap<string, VideoCardView>,
): StoryVideoView | null {
  const link = toStoryVideoLink(video, homes)
  if (link) return link
  const card = video.archiveId === null ? undefined : library.get(String(video.archiveId))
  return card ? { card } : null
}

/**
 * Where a video plays: a YouTube id (or YouTube address) on YouTube; an episode of the
 * provider's library on its series page (`homes`, series-videos.server.ts); null when neither
 * can be found, so no link leads nowhere.
 */
export function toStoryVideoLink(
  video: StoryVideo,
  homes: ReadonlyMap<string, VideoHome>,
): StoryVideoLink | null {
  const title = video.title ?? 'Watch the video'
  const youtube = video.youtube?.trim() ?? ''
  if (YOUTUBE_URL.test(youtube)) return { url: youtube, title, thumbnail: video.thumbnail }
  if (YOUTUBE_ID.test(youtube)) {
    return {
      url: `https://www.youtube.com/watch?v=${encodeURIComponent(youtube)}`,
      title,
      thumbnail: video.thumbnail,
    }
  }
  const home = video.archiveId === null ? undefined : homes.get(String(video.archiveId))
  return home
    ? { url: home.path, title: `${title} (${home.seriesTitle})`, thumbnail: video.thumbnail }
    : null
}

/**
 * The series a story belongs to: the first of its videos that is an episode of one (`homes`).
 * The provider's story names no series; its videos are the only thread to one (decision 032).
 */
export function findVideoSeries(
  videos: readonly (StoryVideo | null)[],
  homes: ReadonlyMap<string, VideoHome>,
): { title: string; path: string } | null {
  for (const video of videos) {
    const home = video?.archiveId == null ? undefined : homes.get(String(video.archiveId))
    if (home) return { title: home.seriesTitle, path: home.path }
  }
  return null
}
