// What the worker answers when the network cannot: the saved pages screen for a page that was
// never saved, and React Router's route discovery from the build's own route manifest.

import type { WorkboxPlugin } from 'workbox-core/types'

import { SAVED_PAGES_PATH, toPagePathOfData } from '@fieldhouse/domain/saved-pages'

import { readBuildBook } from './sw-builds'
import { matchSavedCopy } from './sw-saving'
import { names } from './sw-settings'

/** A page that is not saved: the saved pages screen, which says the phone is offline. */
export function toSavedPagesRedirect(url: URL): Response {
  return Response.redirect(savedPagesFor(url.pathname + url.search), 302)
}

const savedPagesFor = (from: string) => `${SAVED_PAGES_PATH}#from=${encodeURIComponent(from)}`

// React Router's own parameters of a data request: which routes to load, an index route.
const ROUTER_PARAMS = ['_routes', 'index']

/** The page a data request is for, with its own query (React Router's parameters left out). */
export function toPageOfData(url: URL): string | null {
  const page = toPagePathOfData(url.pathname)
  if (!page) return null
  const query = new URLSearchParams(url.search)
  for (const name of ROUTER_PARAMS) query.delete(name)
  const search = query.toString()
  return search ? `${page}?${search}` : page
}

/** The key a page's data is saved under: its address without `_routes` (the whole answer). */
export function toSavedDataKey(url: URL): string {
  const key = new URL(url)
  key.searchParams.delete('_routes')
  return key.href
}

/**
 * A page's data is saved whole only (no `_routes`: a revalidation's partial answer is no page's
 * data); a partial request reads the whole copy, a superset React Router takes its routes from.
 */
export const wholeDataOnly: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, mode }) =>
    mode === 'read' ? toSavedDataKey(new URL(request.url)) : request,
  cacheWillUpdate: async ({ request, response }) =>
    new URL(request.url).searchParams.has('_routes') ? null : response,
}

/**
 * A client-side navigation's data that is not saved. When the page itself is saved (its data
 * was not, on a slow connection), React Router is told to load it as a document, which the
 * worker answers with the saved copy; otherwise the saved pages screen. Both are React Router's
 * single-fetch redirect with a full load, so the visitor sees a page instead of an error.
 */
export async function toDataFallback(url: URL): Promise<Response> {
  const page = toPageOfData(url)
  if (!page) return Response.error()
  const saved = await matchSavedCopy(page, names.pages)
  return new Response(null, {
    status: 204,
    headers: {
      'X-Remix-Redirect': saved ? page : savedPagesFor(page),
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
