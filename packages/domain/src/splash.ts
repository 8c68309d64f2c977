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
