// How a page, its data or a picture becomes a saved copy, and how a saved copy is answered.
// Workbox plugins (the strategies call them around the network and the cache), so every way in
// (a visit, a background save on game day) keeps the same rules.

import type { WorkboxPlugin } from 'workbox-core/types'

import {
  isSaveable,
  type AnswerFacts,
  readSavedTitle,
  SAVED_AT_HEADER,
  SAVED_TITLE_HEADER,
} from '@fieldhouse/domain/saved-pages'
import { toSavedAtText } from '@fieldhouse/domain/saved-at-text'
import { SAVED_AT_META } from '@fieldhouse/domain/saved-copy-meta'

import { timeZone, worker } from './sw-settings'

type SavedKind = 'page' | 'data' | 'image'

/** A copy of an answer to keep, marked with when it was saved (and a page's title); or null. */
async function toSavedCopy(
  request: Request,
  response: Response,
  kind: SavedKind,
): Promise<Response | null> {
  const answer = toAnswerFacts(request, response)
  const length = Number(response.headers.get('content-length')) || null
  if (response.type === 'opaque' || !isSaveable({ ...answer, contentLength: length }, kind)) {
    return null
  }
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT_HEADER, new Date().toISOString())
  // The body is kept decoded: its transfer encoding and length no longer describe it.
  headers.delete('content-encoding')
  headers.delete('content-length')
  if (kind !== 'page') {
    return new Response(await response.blob(), { status: response.status, headers })
  }
  const html = await response.text()
  // Checked again on the body: a page sent without a length may still be far too big.
  if (!isSaveable({ ...answer, contentLength: html.length }, kind)) return null
  const title = readSavedTitle(html)
  if (title) headers.set(SAVED_TITLE_HEADER, encodeURIComponent(title))
  return new Response(html, { status: response.status, headers })
}

const toAnswerFacts = (request: Request, response: Response): AnswerFacts => ({
  method: request.method,
  path: new URL(request.url).pathname,
  status: response.status,
  cacheControl: response.headers.get('cache-control'),
  contentType: response.headers.get('content-type'),
  hasRange: request.headers.has('range') || response.status === 206,
})

/**
 * The copy saved under a key, or null. Only a copy this worker made counts (it is dated): an
 * entry without a readable date (a damaged disk, a leftover of some other code) is deleted and
 * the page goes on as if nothing were saved: the network, or the saved pages screen.
 */
export async function matchSavedCopy(key: RequestInfo, cacheName: string): Promise<Response | null> {
  try {
    const cache = await caches.open(cacheName)
    const copy = await cache.match(key)
    if (!copy || readSavedAt(copy)) return copy ?? null
    await cache.delete(key)
  } catch {
    // Storage that cannot be read is no copy.
  }
  return null
}

/** When a saved copy was saved; null for an answer from the network. */
export function readSavedAt(response: Response | undefined | null): Date | null {
  const value = response?.headers.get(SAVED_AT_HEADER)
  const at = value ? new Date(value) : null
  return at && !Number.isNaN(at.getTime()) ? at : null
}

/**
 * The saving plugin of one kind of answer: keeps only what may be kept (a 503 never replaces a
 * good copy), marks a saved page for its banner and tells the page whether the data it shows is
 * saved.
 */
export function savingPlugin(kind: SavedKind): WorkboxPlugin {
  return {
    cacheWillUpdate: ({ request, response }) => toSavedCopy(request, response, kind),
    // A copy that is not dated (damaged) is none: the strategy waits for the network instead.
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (!readSavedAt(cachedResponse)) return null
      return kind === 'page' ? withSavedAtMeta(cachedResponse!).catch(() => null) : cachedResponse!
    },
    handlerWillRespond: async ({ event, response }) => {
      if (kind === 'data' && event instanceof FetchEvent && event.clientId) {
        void tellPage(event.clientId, readSavedAt(response))
      }
      return response
    },
  }
}

// The banner's words, put in the saved page's head for the page's script (offline/stadium-mode.
// client.ts) to show: the server's markup is left as it was, so the page hydrates.
export async function withSavedAtMeta(response: Response): Promise<Response> {
  const at = readSavedAt(response)
  if (!at) return response
  const html = await response.text()
  const text = toSavedAtText(at, new Date(), timeZone)
  const meta = `<meta name="${SAVED_AT_META}" content="${text}" data-at="${at.toISOString()}">`
  return new Response(html.replace(/<head>/i, `<head>${meta}`), {
    status: response.status,
    headers: response.headers,
  })
}

/** A client-side navigation's data: the page shows or hides its "Saved at" banner. */
export async function tellPage(clientId: string, at: Date | null): Promise<void> {
  const client = await worker.clients.get(clientId)
  client?.postMessage({
    type: 'fieldhouse:saved-copy',
    text: at ? toSavedAtText(at, new Date(), timeZone) : null,
  })
}
