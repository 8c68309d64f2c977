import {
  SAVED_AT_HEADER,
  SAVED_PAGES_PATH,
  SAVED_TITLE_HEADER,
} from '@fieldhouse/domain/saved-pages'

export type SavedPage = { path: string; title: string; savedAt: Date }

/**
 * The pages saved on this phone, newest first, read from the worker's cache (Cache Storage is
 * the page's too). Anything unreadable is left out; no Cache Storage at all is an empty list.
 */
export async function readSavedPages(cacheName: string): Promise<SavedPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(cacheName))) return []
  const cache = await caches.open(cacheName)
  const pages: SavedPage[] = []
  for (const request of await cache.keys()) {
    const url = new URL(request.url)
    if (url.origin !== location.origin || url.pathname === SAVED_PAGES_PATH) continue
    const copy = await cache.match(request)
    const savedAt = new Date(copy?.headers.get(SAVED_AT_HEADER) ?? '')
    if (!copy || Number.isNaN(savedAt.getTime())) continue
    const path = url.pathname + url.search
    pages.push({ path, title: readTitle(copy.headers.get(SAVED_TITLE_HEADER)) ?? path, savedAt })
  }
  return pages.sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime())
}

function readTitle(encoded: string | null): string | null {
  try {
    return encoded ? decodeURIComponent(encoded) : null
  } catch {
    return null
  }
}
