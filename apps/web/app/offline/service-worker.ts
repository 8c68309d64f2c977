// Stadium mode's service worker (issue 34, docs/decisions/039): the site keeps working with one
// bar of signal or none. Built with the site by build-service-worker.ts (one file, /sw.js), on
// Workbox's runtime modules; the rules of what is kept are in @fieldhouse/domain/saved-pages.
//
// - Pages and their data (React Router's `.data`): the network first, with navigation preload;
//   after 3 s, or when the network fails, the saved copy (its banner says when it was saved);
//   a page never saved: the saved pages screen. A server error never replaces a saved copy.
// - The build's shell files are saved when the worker installs, each build in its own cache;
//   every other script, stylesheet and picture the first time it is used.
// - Route discovery (/__manifest) from the network; offline from the build's own manifest.
// - Nothing private, posted, ranged or sent no-store is kept (saved-pages.ts `isSaveable`).

import { registerQuotaErrorCallback } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import * as navigationPreload from 'workbox-navigation-preload'
import { PrecacheController } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

import { PREVIOUS_BUILD_ASSETS_KEPT_MS } from '@fieldhouse/domain/page-loading'
import {
  NETWORK_TIMEOUT_S,
  SAVED_LIMITS,
  SAVED_PAGES_PATH,
  toDataPath,
} from '@fieldhouse/domain/saved-pages'

import {
  answerRouteDiscovery,
  toDataFallback,
  toSavedDataKey,
  toSavedPagesRedirect,
  wholeDataOnly,
} from './sw-answers'
import { retireOldBuilds } from './sw-builds'
import { answerStorageQuestion, saveAlongside, saveInBackground } from './sw-background'
import { dropOldestSaved } from './sw-quota'
import { matchSavedCopy, readSavedAt, savingPlugin, tellPage, withSavedAtMeta } from './sw-saving'
import { build, names, worker } from './sw-settings'

const shell = new PrecacheController({ cacheName: names.shell(build.id) })
shell.addToCacheList([
  ...build.shell.map((url) => ({ url, revision: null })),
  // The saved pages screen, as this build renders it, for a phone that is offline.
  { url: SAVED_PAGES_PATH, revision: build.id },
  { url: toDataPath(SAVED_PAGES_PATH), revision: build.id },
])

worker.addEventListener('install', (event) => {
  // A new build takes over at the next navigation: its files are all new addresses, so pages
  // of the old build keep theirs (kept for 7 days, sw-builds.ts).
  void worker.skipWaiting()
  event.waitUntil(shell.install(event))
})
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    shell
      .activate(event)
      .then(() => retireOldBuilds())
      .then(() => worker.clients.claim()),
  )
})
navigationPreload.enable()
// A page says hello once the worker controls it. The page may have loaded before the worker
// (the first visit): it is saved now, in the background, never inside activation, which would
// hold every request of the claimed pages until it is done.
worker.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; save?: unknown } | null
  const client = event.source
  if (message?.type !== 'fieldhouse:hello' || !client || !('url' in client)) return
  const url = new URL(client.url)
  const save = message.save === true && isSite(url) && url.pathname !== SAVED_PAGES_PATH
  const open = save ? [url.pathname + url.search] : []
  event.waitUntil(
    Promise.all([
      answerStorageQuestion(client),
      saveInBackground(open, event, { pages, data, assets }),
    ]),
  )
})
registerQuotaErrorCallback(dropOldestSaved)

const expiration = (maxEntries: number, maxAgeSeconds = SAVED_LIMITS.maxAgeSeconds) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds })
const okOnly = new CacheableResponsePlugin({ statuses: [200] })

const pages: NetworkFirst = new NetworkFirst({
  cacheName: names.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [
    okOnly,
    expiration(SAVED_LIMITS.pages),
    savingPlugin('page'),
    {
      cacheDidUpdate: ({ newResponse, event, request }): Promise<void> =>
        saveAlongside(request, newResponse, event, { pages, data, assets }),
    },
  ],
})
const data: NetworkFirst = new NetworkFirst({
  cacheName: names.data,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [
    wholeDataOnly,
    okOnly,
    expiration(SAVED_LIMITS.data),
    savingPlugin('data'),
    {
      cacheDidUpdate: ({ newResponse, event, request }): Promise<void> =>
        saveAlongside(request, newResponse, event, { pages, data, assets }),
    },
  ],
})
const images = new CacheFirst({
  cacheName: names.images,
  plugins: [okOnly, expiration(SAVED_LIMITS.images), savingPlugin('image')],
})
// Hashed files never change: any build's copy (its shell cache or this one) is the file.
const assets = new CacheFirst({
  cacheName: names.assets,
  plugins: [
    okOnly,
    new ExpirationPlugin({
      maxEntries: 400,
      maxAgeSeconds: PREVIOUS_BUILD_ASSETS_KEPT_MS / 1000,
    }),
  ],
})

const isSite = (url: URL) => url.origin === worker.location.origin

// The saved pages screen: the network's while there is one, this build's copy when not.
for (const path of [SAVED_PAGES_PATH, toDataPath(SAVED_PAGES_PATH)]) {
  registerRoute(
    ({ url }) => isSite(url) && url.pathname === path,
    async ({ request, event }) => {
      try {
        // A navigation's own request is already on its way (navigation preload).
        const preloaded = event instanceof FetchEvent ? await event.preloadResponse : undefined
        return (
          (preloaded as Response | undefined) ??
          (await fetch(request, { signal: AbortSignal.timeout(NETWORK_TIMEOUT_S * 1000) }))
        )
      } catch {
        return (await shell.matchPrecache(path)) ?? Response.error()
      }
    },
  )
}
// A page: the network's answer; the saved copy when there is none or it is a server error (the
// provider down: the saved copy says more than the 503 page); never saved: the saved pages.
registerRoute(
  ({ url, request }) => isSite(url) && request.mode === 'navigate',
  async (options) => {
    const answer = await pages.handle(options).catch(() => null)
    if (answer && answer.status < 500) return answer
    const copy = await matchSavedCopy(options.request, names.pages)
    // A copy whose body cannot be read is none either.
    const shown = copy && (await withSavedAtMeta(copy).catch(() => null))
    return shown ?? answer ?? toSavedPagesRedirect(options.url)
  },
)
// A client-side navigation's data, the same way; never saved: React Router loads the saved pages.
registerRoute(
  ({ url }) => isSite(url) && url.pathname.endsWith('.data'),
  async (options) => {
    const answer = await data.handle(options).catch(() => null)
    if (answer && answer.status < 500) return answer
    const copy = await matchSavedCopy(toSavedDataKey(options.url), names.data)
    if (copy && options.event instanceof FetchEvent && options.event.clientId) {
      void tellPage(options.event.clientId, readSavedAt(copy))
    }
    return copy ?? answer ?? (await toDataFallback(options.url))
  },
)
registerRoute(
  ({ url }) => isSite(url) && url.pathname === '/__manifest',
  ({ request }) => answerRouteDiscovery(request, NETWORK_TIMEOUT_S * 1000),
)
registerRoute(({ url }) => isSite(url) && url.pathname.startsWith('/images/'), images)
registerRoute(
  ({ url }) => isSite(url) && url.pathname.startsWith('/assets/'),
  async (options) => (await caches.match(options.request)) ?? assets.handle(options),
)
