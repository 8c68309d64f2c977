// A full storage quota never fails a page: the page was already answered when its copy could
// not be written; the oldest third of each saved kind is dropped so the next one fits.

import { names } from './sw-settings'

export async function dropOldestSaved(): Promise<void> {
  for (const name of [names.pages, names.data, names.images]) {
    const cache = await caches.open(name)
    // In the order they were saved (the Cache API keeps it), so the oldest come first, without
    // opening a copy: reading dozens of bodies is the last thing a full disk needs.
    const requests = await cache.keys()
    const drop = requests.slice(0, Math.ceil(requests.length / 3))
    await Promise.all(drop.map((request) => cache.delete(request)))
  }
}
