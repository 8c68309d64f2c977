// A full storage quota never fails a page: the page was already answered when its copy could
// not be written; the oldest third of each saved kind is dropped so the next one fits.

import { readSavedAt } from './sw-saving'
import { names } from './sw-settings'

export async function dropOldestSaved(): Promise<void> {
  for (const name of [names.pages, names.data, names.images]) {
    const cache = await caches.open(name)
    const requests = await cache.keys()
    const dated = await Promise.all(
      requests.map(async (request) => ({
        request,
        at: readSavedAt(await cache.match(request))?.getTime() ?? 0,
      })),
    )
    dated.sort((a, b) => a.at - b.at)
    const drop = dated.slice(0, Math.ceil(dated.length / 3))
    await Promise.all(drop.map(({ request }) => cache.delete(request)))
  }
}
