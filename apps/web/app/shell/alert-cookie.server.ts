import { ALERT_DISMISSAL_MS } from '@fieldhouse/domain/alerts'

import { getCookies, readCookies } from '../utils/page-contract'

// The "consent" cookie of SPEC.md 4: it remembers which alerts the visitor dismissed for
// 12 hours. Keeping ids (not a bare flag) lets a newer alert still reach the visitor.
//
// The value is the ids joined by dots ("12.15"), readable without async work: the page cache's
// fast path reads it on every request to pick the cached copy without those alerts
// (docs/decisions/012).
export const ALERT_COOKIE_NAME = 'alerts_dismissed'

const MAX_IDS = 50
const VALUE = /^\d{1,9}(?:\.\d{1,9}){0,49}$/

/** The dismissed alert ids in a Cookie header; anything malformed counts as none. */
export function parseDismissedAlertIds(cookieHeader: string | null | undefined): number[] {
  // The fast path: most visitors have no such cookie, and this runs on every request.
  if (!cookieHeader?.includes(`${ALERT_COOKIE_NAME}=`)) return []
  return toDismissedIds(readCookies(cookieHeader, NAMES)[ALERT_COOKIE_NAME])
}

/** The shell's one cookie, read as every declared cookie is (utils/page-contract.ts). */
export function getDismissedAlertIds(request: Request): number[] {
  return toDismissedIds(getCookies(request, NAMES)[ALERT_COOKIE_NAME])
}

const NAMES = [ALERT_COOKIE_NAME] as const

function toDismissedIds(value: string | null): number[] {
  return value && VALUE.test(value) ? value.split('.').map(Number) : []
}

/** The cookie as a request carries it (`name=value`): the ids, each once, the newest 50. */
export function toDismissalCookie(ids: readonly number[]): string {
  return `${ALERT_COOKIE_NAME}=${[...new Set(ids)].slice(-MAX_IDS).join('.')}`
}

/** The Set-Cookie header that remembers these ids for 12 hours. */
export function serializeDismissedAlertIds(ids: readonly number[]): string {
  const maxAge = ALERT_DISMISSAL_MS / 1000
  return `${toDismissalCookie(ids)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`
}
