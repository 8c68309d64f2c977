// Saving ahead, in the background, on a good connection only (SPEC 9's prefetch rule: never on
// saveData, 2g or slow-2g):
// - a page's other half: the document of a page reached by a client-side navigation, the data
//   (React Router's `.data`) of a page loaded whole, so either way in works offline;
// - the page the visitor was on when the worker first started (it loaded before there was one);
// - on game day, the pages a schedule, roster or game center page names in its game-day header:
//   its sport's schedule and roster and the game's game center.
// Each at most once in ten minutes; a failure is the network's and costs the visitor nothing.

import type { CacheFirst, NetworkFirst } from 'workbox-strategies'

import { GAME_DAY_HEADER, readGameDayPaths, toDataPath } from '@fieldhouse/domain/saved-pages'
import { mayPrefetch, type ConnectionInfo } from '@fieldhouse/domain/loading-limits'

import { toPageOfData } from './sw-answers'
import { readSavedAt } from './sw-saving'
import { names, worker } from './sw-settings'

const FRESH_MS = 10 * 60_000
// The background's own requests: what they save does not start another round.
const background = new WeakSet<Request>()

type Strategies = { pages: NetworkFirst; data: NetworkFirst; assets: CacheFirst }

/** After a page or its data was saved: its other half, and on game day the day's pages. */
export async function saveAlongside(
  request: Request,
  saved: Response,
  event: ExtendableEvent | undefined,
  strategies: Strategies,
): Promise<void> {
  if (!event) return
  const url = new URL(request.url)
  const page = toPageOfData(url)
  // A saved page opens offline only with its code: what the browser did not load through the
  // worker (the first page, a page saved in the background) is saved now. Most of it is in the
  // browser's HTTP cache already, so this costs no network.
  if (!page) await saveAssetsOf(await saved.clone().text(), event, strategies.assets)
  if (background.has(request)) return
  const gameDay = readGameDayPaths(saved.headers.get(GAME_DAY_HEADER))
  await saveInBackground([page ?? url.pathname + url.search, ...gameDay], event, strategies)
}

/** Saves each page (document and data) that has no copy from the last ten minutes. */
export async function saveInBackground(
  paths: readonly string[],
  event: ExtendableEvent,
  strategies: Strategies,
): Promise<void> {
  const connection = (worker.navigator as { connection?: ConnectionInfo }).connection
  if (paths.length === 0 || !mayPrefetch(connection)) return
  const now = Date.now()
  const jobs = paths.flatMap((path) => {
    const [pathname = '/', search = ''] = path.split(/(?=\?)/)
    return [
      { url: path, strategy: strategies.pages, cacheName: names.pages },
      { url: toDataPath(pathname) + search, strategy: strategies.data, cacheName: names.data },
    ]
  })
  await Promise.all(
    jobs.map(async ({ url, strategy, cacheName }) => {
      const at = readSavedAt(await caches.match(url, { cacheName }))
      if (at && now - at.getTime() < FRESH_MS) return
      const next = new Request(url, { credentials: 'same-origin' })
      background.add(next)
      await strategy.handle({ request: next, event }).catch(() => undefined)
    }),
  )
}

const ASSET = /\/assets\/[\w.-]+\.(?:js|css)\b/g

async function saveAssetsOf(html: string, event: ExtendableEvent, assets: CacheFirst) {
  const files = new Set(html.match(ASSET) ?? [])
  await Promise.all(
    [...files].map(async (file) => {
      if (await caches.match(file)) return
      await assets.handle({ request: new Request(file), event }).catch(() => undefined)
    }),
  )
}

const REVISIT_MS = 60 * 60_000

/**
 * Persistent storage is asked for only on a game day, and only from a visitor who comes back:
 * the page is a game-day page (its copy names the day's pages) and another page was saved more
 * than an hour before. Never on a first visit.
 */
export async function answerStorageQuestion(client: Client): Promise<void> {
  const path = new URL(client.url).pathname
  const pages = await caches.open(names.pages)
  const copy = await pages.match(path)
  let persist = false
  if (copy && readGameDayPaths(copy.headers.get(GAME_DAY_HEADER)).length > 0) {
    const now = Date.now()
    for (const request of await pages.keys()) {
      const at = readSavedAt(await pages.match(request))
      if (at && now - at.getTime() > REVISIT_MS) {
        persist = true
        break
      }
    }
  }
  client.postMessage({ type: 'fieldhouse:storage', persist })
}
