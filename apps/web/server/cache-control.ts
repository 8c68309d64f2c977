// Public pages are the same for every anonymous visitor, so a CDN or nginx may keep them
// (DESIGN.md "Performance"). Visitors whose cookie changes the markup (dismissed alerts) get
// a private copy; errors, redirects and anything a route already decided are left alone.
import { ALERT_COOKIE_NAME } from '../app/shell/alert-cookie.server'

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
