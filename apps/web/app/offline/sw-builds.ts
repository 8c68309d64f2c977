// Builds on the phone: each build's shell files in a cache of their own, kept 7 days after a
// newer build took over (a page saved under the old one still loads its scripts), then deleted;
// another tenant's caches are deleted at once (an operator who points the site at another
// tenant must never show the first one's pages).

import { PREVIOUS_BUILD_ASSETS_KEPT_MS } from '@fieldhouse/domain/page-loading'
import { isSiteCache } from '@fieldhouse/domain/saved-pages'

import { build, names } from './sw-settings'

type BuildRecord = { manifestUrl: string; supersededAt: number | null }
type BuildBook = Record<string, BuildRecord>

const BOOK_URL = '/__fieldhouse/builds'

export async function readBuildBook(): Promise<BuildBook> {
  try {
    const saved = await caches.match(BOOK_URL, { cacheName: names.meta })
    const book = saved ? ((await saved.json()) as unknown) : null
    return book && typeof book === 'object' ? (book as BuildBook) : {}
  } catch {
    // A damaged record is none: the current build is written again below.
    return {}
  }
}

/** On activation: this build is current, the others superseded from now, old ones deleted. */
export async function retireOldBuilds(now = Date.now()): Promise<void> {
  const book = await readBuildBook()
  for (const [id, record] of Object.entries(book)) {
    if (id !== build.id) record.supersededAt ??= now
  }
  book[build.id] = { manifestUrl: build.manifestUrl, supersededAt: null }
  const kept = new Set([names.meta, names.pages, names.data, names.images, names.assets])
  for (const [id, record] of Object.entries(book)) {
    const expired =
      record.supersededAt !== null && now - record.supersededAt > PREVIOUS_BUILD_ASSETS_KEPT_MS
    if (expired) delete book[id]
    else kept.add(names.shell(id))
  }
  for (const name of await caches.keys()) {
    if (isSiteCache(name) && !kept.has(name)) await caches.delete(name)
  }
  const meta = await caches.open(names.meta)
  await meta.put(BOOK_URL, Response.json(book))
}
