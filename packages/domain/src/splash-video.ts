// SPEC 3 Splash video. Apart from splash.ts, which every page's shell imports: only the splash
// screen, a chunk of its own, needs these (a module's used exports are bundled where the module
// is, so here they would have joined every page's scripts).

const YOUTUBE_ID = /^[\w-]{6,20}$/
const YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i

/**
 * SPEC 3 Splash `video.youTube`: a video id, or a YouTube address (watch?v=, youtu.be/,
 * /embed/, /shorts/), to the id; null for anything else, so no frame or link leads nowhere.
 */
export function getYouTubeVideoId(value: string | null | undefined): string | null {
  const text = value?.trim() ?? ''
  if (YOUTUBE_ID.test(text)) return text
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || !YOUTUBE_HOSTS.test(url.hostname)) return null
  const [first, second] = url.pathname.split('/').filter(Boolean)
  const id = url.hostname.toLowerCase().endsWith('youtu.be')
    ? first
    : first === 'watch'
      ? url.searchParams.get('v')
      : first === 'embed' || first === 'shorts'
        ? second
        : null
  return id && YOUTUBE_ID.test(id) ? id : null
}

/**
 * Where a splash video plays: embedded from YouTube's privacy-enhanced host (no cookies until
 * it plays; the Content-Security-Policy's frame-src must name https://www.youtube-nocookie.com),
 * and the same video on YouTube itself, for visitors without JavaScript or a frame.
 */
export function getYouTubeAddresses(id: string): { embed: string; watch: string } {
  const key = encodeURIComponent(id)
  return {
    embed: `https://www.youtube-nocookie.com/embed/${key}?autoplay=1&rel=0`,
    watch: `https://www.youtube.com/watch?v=${key}`,
  }
}
