import { snapImageSize } from '@fieldhouse/domain/image-url'

import { pickHeaders, plainResponse } from './proxy-response'

const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'content-location',
  'etag',
  'last-modified',
]

const TIMEOUT_MS = 10_000
// What the provider's image service accepts for a side (README of apps/provider): 1-4 digits.
const DIMENSION = /^\d{1,4}$/
const SIDES = new Set(['width', 'height'])
// Said when a busy provider did not say how long to wait.
const DEFAULT_RETRY_AFTER = '5'

/**
 * The query to forward: every width and height (names in any case, as the provider reads them)
 * snapped up to the image size ladder, so the provider behind the site, reference or real, is
 * only ever asked for the ladder's finite set of sizes. A repeated side keeps its last value (as
 * the provider reads it), at the place of its first. null when a side is not a whole number of
 * 1 to 4 digits above zero: that request is a 400 here and never reaches the provider.
 */
export function snapImageQuery(query: URLSearchParams): URLSearchParams | null {
  const sizes = new Map<string, string>()
  for (const [name, value] of query) {
    const side = name.toLowerCase()
    if (!SIDES.has(side)) continue
    const pixels = Number(value)
    if (!DIMENSION.test(value) || pixels < 1) return null
    sizes.set(side, String(snapImageSize(pixels)))
  }
  const snapped = new URLSearchParams()
  for (const [name, value] of query) {
    const side = name.toLowerCase()
    if (!SIDES.has(side)) snapped.append(name, value)
    else if (!snapped.has(side)) snapped.set(side, sizes.get(side) ?? '')
  }
  return snapped
}

// Images live on the provider (as site-relative /images/... paths, like the real provider's
// school domains); the website serves them from its own origin so pages need no CORS and
// no second host. Never a 500: a malformed size is a 400, a busy provider's 503 is passed on with
// its Retry-After, and any other provider failure or a timeout (10 s) is a 502; none is cached.
export async function proxyImage(request: Request, providerUrl: string): Promise<Response> {
  const source = new URL(request.url)
  const query = snapImageQuery(source.searchParams)
  if (!query) return plainResponse(400, 'Invalid image size')
  const target = new URL(source.pathname, providerUrl)
  target.search = query.toString()
  try {
    const upstream = await fetch(target, {
      headers: { accept: request.headers.get('accept') ?? '*/*' },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(TIMEOUT_MS)]),
    })
    if (upstream.status >= 500) {
      await upstream.body?.cancel()
      if (upstream.status !== 503) return plainResponse(502, 'Image unavailable')
      const retryAfter = upstream.headers.get('retry-after') ?? DEFAULT_RETRY_AFTER
      return plainResponse(503, 'Image service busy', { 'retry-after': retryAfter })
    }
    const headers = pickHeaders(upstream.headers, FORWARDED_HEADERS)
    return new Response(upstream.body, { status: upstream.status, headers })
  } catch {
    return plainResponse(502, 'Image unavailable')
  }
}
