// Public pages are the same for every anonymous visitor, so a CDN or nginx may keep them
// (DESIGN.md "Performance"). Visitors whose cookie changes the markup (dismissed alerts) get
// a private copy; errors, redirects and anything a route already decided are left alone.
import { ALERT_COOKIE_NAME } from '../app/shell/alert-cookie.server'
import { RETRY_AFTER_S } from '../app/utils/loaded'

export function getPageCacheControl(
  request: Request,
  response: Response,
  ttlSeconds: number,
): string | null {
  if (response.headers.has('Cache-Control')) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') return 'no-store'
  if (response.status !== 200 || response.headers.has('Set-Cookie')) return 'no-store'
  if (request.headers.get('Cookie')?.includes(`${ALERT_COOKIE_NAME}=`)) return 'private, no-cache'
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=300, stale-if-error=86400`
}

/**
 * The headers every rendered page gets from the server: its Cache-Control, and on a 503 page
 * (utils/loaded.ts `unavailable()`) a Retry-After, so crawlers come back instead of dropping it.
 */
export function setPageHeaders(request: Request, response: Response, ttlSeconds: number): void {
  const cacheControl = getPageCacheControl(request, response, ttlSeconds)
  if (cacheControl) response.headers.set('Cache-Control', cacheControl)
  if (response.status === 503 && !response.headers.has('Retry-After')) {
    response.headers.set('Retry-After', String(RETRY_AFTER_S))
  }
}
