import { toPathSegments } from './path-segments'

/** SPEC 4/9: when the splash is shown, a cookie with this lifetime is set. */
export const SPLASH_COOKIE_MS = 5 * 60_000
/** SPEC 4/9: focus moves to the splash screen this long after it appears. */
export const SPLASH_FOCUS_DELAY_MS = 1500
/** SPEC 9: the shorter 'remember' choice lasts 4 hours. */
export const SPLASH_REMEMBER_SESSION_MS = 4 * 60 * 60_000

export type SplashVisibilityInput = {
  startDate: Date | null
  endDate: Date | null
  now: Date
  hasSkipCookie: boolean
  pathname: string
}

/** True for /splash, /splash/{id} and /hidden/splash/{id}. */
export function isSplashPath(pathname: string): boolean {
  const [first, second] = toPathSegments(pathname)
  return first === 'splash' || (first === 'hidden' && second === 'splash')
}

/**
 * SPEC 4: always visible on a splash path; elsewhere visible from startDate (inclusive) until
 * endDate (inclusive, or open-ended without one) unless the skip cookie is set. A missing or
 * invalid start date keeps it hidden: an interstitial in front of the site must never appear by
 * accident. An invalid end date counts as none.
 */
export function isSplashVisible({
  startDate,
  endDate,
  now,
  hasSkipCookie,
  pathname,
}: SplashVisibilityInput): boolean {
  if (isSplashPath(pathname)) return true
  if (hasSkipCookie || startDate === null) return false
  const time = now.getTime()
  const end = endDate?.getTime() ?? Number.NaN
  return time >= startDate.getTime() && (Number.isNaN(end) || time <= end)
}

export function getSplashCookieName(id: number | string): string {
  return `splash_${id}`
}

/**
 * SPEC 2.4/9: which choice lasts how long is not shown, so: 'permanent' ('Skip Permanently')
 * lasts until 31 Dec 2040 00:00 UTC; 'session' ('Continue to Home', Escape) lasts 4 hours.
 */
export function getSplashRememberExpiry(choice: 'permanent' | 'session', now: Date): Date {
  return choice === 'permanent'
    ? new Date(Date.UTC(2040, 11, 31))
    : new Date(now.getTime() + SPLASH_REMEMBER_SESSION_MS)
}

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
