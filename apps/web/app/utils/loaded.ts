import { data } from 'react-router'

import type { Loaded } from '@fieldhouse/provider-client/loaded'

/** Seconds a visitor (or crawler) is asked to wait before trying a 503 page again. */
export const RETRY_AFTER_S = 30

/** The page's main item does not exist: the route's error boundary renders 'Page Not Found'. */
export function notFound() {
  return data(null, { status: 404 })
}

/**
 * The provider failed and no earlier answer was left to show: a 503 "temporarily unavailable"
 * page, never a 404, which would tell search engines the page is gone (docs/decisions/007). The
 * web server adds `Retry-After` and `no-store` to every 503 page (server/cache-control.ts), so
 * it is never kept in the page cache or by a CDN.
 */
export function unavailable() {
  return data(null, { status: 503 })
}

/** The value of a main-item call, or the 404 / 503 its outcome calls for. */
export function requireLoaded<T>(result: Loaded<T>): T {
  if (result.status === 'missing') throw notFound()
  if (result.status === 'unavailable') throw unavailable()
  return result.value
}
