import { isMediaPath } from '@fieldhouse/provider-client/media-files'

import { pickHeaders, plainResponse } from './proxy-response'

// The provider's files (documents, publications, podcast audio) live on the provider as
// /media/{tenant}/...; the website serves them from its own origin, like /images/*, so an
// <audio> element, a PDF viewer or a download link needs no second host. The body is streamed,
// never buffered, and the request's Range and validators go through, so a player can seek (206)
// and a browser can revalidate (304). Only GET and HEAD, only plain paths of this site's tenant
// (no `..`, no encoded characters): anything else is a 404 that never reaches the provider.
// Never a 500: a provider that is down, failing or slow is a 503 in plain text, not cached.

const FORWARDED_REQUEST_HEADERS = ['range', 'if-range', 'if-none-match', 'if-modified-since']
const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
]
// The statuses passed on as the provider sent them; any other 4xx is this site's 404.
const PASSED_ON = new Set([200, 206, 304, 416])
// When the provider does not say: an hour, as the reference provider says for its files.
const DEFAULT_CACHE_CONTROL = 'public, max-age=3600'
// The wait for the provider's headers; the body then streams as long as the visitor reads it
// (a long episode takes minutes), ended when the visitor goes away.
const HEADERS_TIMEOUT_MS = 10_000
const RETRY_AFTER = '5'

/**
 * True for a path this site passes to the provider: a plain /media/{tenant}/... path (the one
 * rule of the client, `isMediaPath`) of the site's own tenant, as it was asked, undecoded.
 */
export function isProxiedMediaPath(rawPathname: string, tenant: string): boolean {
  return isMediaPath(rawPathname) && rawPathname.startsWith(`/media/${tenant}/`)
}

export type MediaProxyOptions = {
  /**
   * The request target as the visitor sent it (node's `req.url`): a Request's URL has already
   * lost its `..` and `%2e%2e` segments, and a traversal must be a 404, not another path.
   */
  target: string
  providerUrl: string
  tenant: string
}

export async function proxyMedia(
  request: Request,
  { target, providerUrl, tenant }: MediaProxyOptions,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return plainResponse(405, 'Method Not Allowed', { allow: 'GET, HEAD' })
  }
  const pathname = target.split(/[?#]/, 1)[0] ?? ''
  if (!isProxiedMediaPath(pathname, tenant)) {
    return plainResponse(404, 'Not found')
  }
  const headers = pickHeaders(request.headers, FORWARDED_REQUEST_HEADERS)
  const waiting = new AbortController()
  const timer = setTimeout(() => waiting.abort(), HEADERS_TIMEOUT_MS)
  let upstream: Response
  try {
    upstream = await fetch(new URL(pathname, providerUrl), {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, waiting.signal]),
    })
  } catch {
    return plainResponse(503, 'Media file unavailable', { 'retry-after': RETRY_AFTER })
  } finally {
    clearTimeout(timer)
  }
  if (!PASSED_ON.has(upstream.status)) {
    await upstream.body?.cancel()
    if (upstream.status === 404 || upstream.status === 403 || upstream.status === 410) {
      return plainResponse(404, 'Not found')
    }
    const retryAfter = upstream.headers.get('retry-after') ?? RETRY_AFTER
    return plainResponse(503, 'Media file unavailable', { 'retry-after': retryAfter })
  }
  const answer = pickHeaders(upstream.headers, FORWARDED_HEADERS)
  if (!answer.has('cache-control')) answer.set('cache-control', DEFAULT_CACHE_CONTROL)
  return new Response(request.method === 'HEAD' ? null : upstream.body, {
    status: upstream.status,
    headers: answer,
  })
}
