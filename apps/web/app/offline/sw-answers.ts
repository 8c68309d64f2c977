// What the worker answers when the network cannot: the saved pages screen for a page that was
// never saved, and React Router's route discovery from the build's own route manifest.

import { SAVED_PAGES_PATH, toPagePathOfData } from '@fieldhouse/domain/saved-pages'

import { readBuildBook } from './sw-builds'

/** A page that is not saved: the saved pages screen, which says the phone is offline. */
export function toSavedPagesRedirect(url: URL): Response {
  return Response.redirect(savedPagesFor(url.pathname + url.search), 302)
}

const savedPagesFor = (from: string) => `${SAVED_PAGES_PATH}#from=${encodeURIComponent(from)}`

/**
 * A client-side navigation's data that is not saved: React Router is told to load the saved
 * pages screen as a document (its single-fetch redirect, with a full load), so the visitor sees
 * what is saved instead of an error. A fetcher's request (it names its routes) gets no answer.
 */
export function toDataFallback(url: URL): Response {
  const page = toPagePathOfData(url.pathname)
  if (!page || url.searchParams.has('_routes')) return Response.error()
  return new Response(null, {
    status: 204,
    headers: {
      'X-Remix-Redirect': savedPagesFor(page),
      'X-Remix-Status': '302',
      'X-Remix-Reload-Document': 'true',
    },
  })
}

/**
 * React Router asks the server which routes a path has (`/__manifest?paths=...&version=...`).
 * That answer is never taken from a cache: the network answers, and only when it cannot, the
 * worker answers from the route manifest of the very build the page runs (every route, which
 * React Router merges like any answer). A build the worker does not know gets React Router's
 * "load the document" answer, which the saved pages then serve.
 */
export async function answerRouteDiscovery(request: Request, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(request, { signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    const version = new URL(request.url).searchParams.get('version') ?? ''
    const routes = await readRoutesOfBuild(version)
    if (routes) return Response.json(routes, { headers: { 'Cache-Control': 'no-store' } })
    return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } })
  }
}

async function readRoutesOfBuild(version: string): Promise<Record<string, unknown> | null> {
  const record = (await readBuildBook())[version]
  const file = record ? await caches.match(record.manifestUrl) : undefined
  if (!file) return null
  // The file is `window.__reactRouterManifest={...};`, JSON between the first { and the last }.
  const text = await file.text()
  try {
    const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
      version?: string
      routes?: Record<string, unknown>
    }
    return manifest.version === version && manifest.routes ? manifest.routes : null
  } catch {
    return null
  }
}
