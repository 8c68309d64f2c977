import { matchPath } from 'react-router'

import { ENDPOINT_PATHS, type EndpointPath } from './endpoints'

// Which endpoint an address names (decision 028): asked by the server before React Router, by
// the page cache's classifier and by the catch-all route, so all three agree.

// By first segment, so a page's address is tried against the one or two endpoints that share
// its first segment (/sports/...), not all of them.
const BY_FIRST_SEGMENT = new Map<string, EndpointPath[]>()
for (const path of ENDPOINT_PATHS) {
  const first = firstSegment(path)
  BY_FIRST_SEGMENT.set(first, [...(BY_FIRST_SEGMENT.get(first) ?? []), path])
}

function firstSegment(pathname: string): string {
  return (pathname.split('/').find(Boolean) ?? '').toLowerCase()
}

const DATA_SUFFIX = '.data'

type EndpointMatch = { path: EndpointPath; params: Record<string, string> }

/**
 * The endpoint an address reaches, matched as React Router matches its routes (any case, a
 * trailing slash allowed, each segment decoded with an encoded slash kept as `%2F`).
 */
export function matchEndpoint(pathname: string): EndpointMatch | null {
  // React Router's data request for an address (`/sitemaps/x.xml.data`, a client-side
  // navigation's) is never an endpoint, though `/sitemaps/:file` would match it: the catch-all
  // route turns it into a document load of the endpoint (routes/resources/splat.ts).
  if (pathname.endsWith(DATA_SUFFIX)) return null
  const candidates = BY_FIRST_SEGMENT.get(firstSegment(pathname))
  if (!candidates) return null
  const decoded = decodePath(pathname)
  for (const path of candidates) {
    const match = matchPath({ path, caseSensitive: false, end: true }, decoded)
    if (match) return { path, params: match.params as Record<string, string> }
  }
  return null
}

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/')
  } catch {
    // A malformed escape never reaches here (server/malformed-path.ts); left as sent, it
    // matches only what it literally is.
    return pathname
  }
}
