import type { StoryVideo } from '@fieldhouse/provider-client/story'

// A story's video is shown as a link to where it plays, not as an embedded player: frames need
// their origin in the Content-Security-Policy's frame-src (CSP_FRAME_ORIGINS, empty by default,
// decision 022), and a link costs the page no third-party script, cookie or request.

export type StoryVideoLink = { url: string; title: string; thumbnail: string | null }

const YOUTUBE_ID = /^[\w-]{6,20}$/
const YOUTUBE_URL = /^https:\/\/(?:www\.|m\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com)\//i

/**
 * Where a video plays: a YouTube id (or YouTube address) on YouTube, an episode of the
 * provider's library on the site's showcase embed page (SPEC.md 2.1: /showcase is served beside
 * the application, on its origin); null when neither can be read.
 */
export function toStoryVideoLink(video: StoryVideo): StoryVideoLink | null {
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
  if (video.archiveId !== null) {
    return {
      url: `/showcase/embed.aspx?archive=${video.archiveId}`,
      title,
      thumbnail: video.thumbnail,
    }
  }
  return null
}
