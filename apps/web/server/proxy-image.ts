const FORWARDED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
]

// Images live on the provider (as site-relative /images/... paths, like the real provider's
// school domains); the website serves them from its own origin so pages need no CORS and
// no second host.
export async function proxyImage(request: Request, providerUrl: string): Promise<Response> {
  const source = new URL(request.url)
  const target = new URL(source.pathname + source.search, providerUrl)
  try {
    const upstream = await fetch(target, {
      headers: { accept: request.headers.get('accept') ?? '*/*' },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(10_000)]),
    })
    const headers = new Headers()
    for (const name of FORWARDED_HEADERS) {
      const value = upstream.headers.get(name)
      if (value) headers.set(name, value)
    }
    return new Response(upstream.body, { status: upstream.status, headers })
  } catch {
    return new Response('Image unavailable', {
      status: 502,
      headers: { 'Cache-Control': 'no-store' },
    })
  }
}
