import { type DateValue, toTime } from './date-value'
import { toPathSegments } from './path-segments'

/** SPEC 4/9: when the splash is shown, a cookie with this lifetime is set. */
export const SPLASH_COOKIE_MS = 5 * 60_000
/** SPEC 4/9: focus moves to the splash screen this long after it appears. */
export const SPLASH_FOCUS_DELAY_MS = 1500
/** SPEC 9: the shorter 'remember' choice lasts 4 hours. */
export const SPLASH_REMEMBER_SESSION_MS = 4 * 60 * 60_000

export type SplashVisibilityInput = {
  startDate: DateValue | null | undefined
  endDate?: DateValue | null
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
 * unreadable start date keeps it hidden: an interstitial in front of the site must never appear
 * by accident.
 */
export function isSplashVisible(input: SplashVisibilityInput): boolean {
  if (isSplashPath(input.pathname)) return true
  if (input.hasSkipCookie) return false
  const now = input.now.getTime()
  const start = toTime(input.startDate)
  const end = toTime(input.endDate)
  return start !== null && now >= start && (end === null || now <= end)
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
