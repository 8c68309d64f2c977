import { matchRoutes, type RouteObject } from 'react-router'

import { isExternalPath } from '@fieldhouse/domain/external-paths'
import { MAX_PRELOADED_MODULES, type ConnectionInfo } from '@fieldhouse/domain/loading-limits'
import { isInternalUrl } from '@fieldhouse/domain/navigation'
import {
  BUILD_DESCRIPTOR_PATH,
  countPreloadsToStart,
  getModulesToPreload,
  getPendingTarget,
  isOutdated,
  mayPreloadAfterReady,
  mayReload,
  PRELOAD_AFTER_READY_MS,
  readBuildId,
  REPAINT_WAIT_MS,
  SMOOTH_SCROLL_MS,
  type ManifestRoute,
} from '@fieldhouse/domain/page-loading'

import { APP_LINK_SELECTOR } from '~/components/use-delegated-navigation'

// Keeping an open page on the current build (SPEC.md 4 and 9), loaded by root.tsx after the page
// is interactive, outside every page's own JavaScript (docs/decisions/026):
// - the page polls the build descriptor; once the site serves another build, its next navigation
//   is a full page load, so it never asks the new server for the old build's code and data;
// - when a navigation's code cannot be loaded, React Router reloads the page it was on; this
//   module then goes on to the address the visitor asked for;
// - either reload happens at most once in 10 seconds (the guard), so a broken deploy cannot
//   make a page reload forever.
// It writes no viewport size class cookie (SPEC.md 9): nothing would read it, and it expires the
// one earlier builds wrote (docs/decisions/031).
// And SPEC.md 9's loading timings:
// - 1 s after the page is ready (unless the connection is very slow or saving data), the code
//   of the routes the links in view lead to is preloaded, at most 4 modules at once;
// - a navigation keeps the old page as it is for up to 100 ms; a slower one then marks the
//   document (html[data-navigating], main aria-busy) so the page shows it is loading;
// - an in-page jump (a link to an anchor of this page) scrolls smoothly: the smooth-scroll class
//   is on the document for 400 ms, so scrolling on a page change stays instant.

type Navigation = {
  state: 'idle' | 'loading' | 'submitting'
  location?: { pathname: string; search: string; hash: string }
  formMethod?: string
}
type RouterState = { navigation: Navigation; location: { pathname: string } }
type Router = {
  routes: RouteObject[]
  subscribe(listener: (state: RouterState) => void): unknown
}
type Pending = { to: string; at: number }

const PENDING_KEY = 'fieldhouse:navigation'
const RELOADED_KEY = 'fieldhouse:reloaded-at'

/** What the shell's data says of loading: how often to check the build, whether the worker runs. */
export type LoadingSettings = { buildCheckMs: number; serviceWorker: boolean }

export function startPageLoading({
  buildCheckMs: checkEveryMs,
  serviceWorker,
}: LoadingSettings): void {
  // Stadium mode's worker (docs/decisions/039), a module of its own: its imports are no page's.
  import('~/offline/stadium-mode.client')
    .then(({ startStadiumMode }) => startStadiumMode(serviceWorker))
    .catch(() => {})
  const now = Date.now()
  const here = location.pathname + location.search + location.hash
  // Only a reload recovers a navigation: that is how React Router leaves a page whose next
  // route's code failed to load. A document loaded on purpose during a navigation (an endpoint
  // or another site reached with redirectDocument) or reached with Back is where the visitor
  // meant to be, and going on to the remembered target would load a page twice or trap Back.
  const navigation = performance.getEntriesByType('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined
  const target = navigation?.type === 'reload' ? getPendingTarget(readPending(), here, now) : null
  remove(PENDING_KEY)
  if (target && reloadTo(target, 'replace')) return

  const running = getRunningBuild()
  let outdated = false
  const check = async () => {
    try {
      const response = await fetch(`${BUILD_DESCRIPTOR_PATH}?t=${Date.now()}`, {
        cache: 'no-store',
      })
      if (response.ok) outdated = isOutdated(running, readBuildId(await response.json()))
    } catch {
      // Offline or the server busy: asked again next time.
    }
  }
  setInterval(() => void check(), checkEveryMs)

  const showLoading = showSlowNavigation()
  const firstPath = location.pathname
  getRouter()?.subscribe(({ navigation, location: shown }) => {
    showLoading(navigation.state !== 'idle')
    if (navigation.state === 'idle') {
      if (shown.pathname !== firstPath) removeCrawlerTags()
      return remove(PENDING_KEY)
    }
    // A post's target is not a page to load again.
    const { location: next, formMethod } = navigation
    if (!next || (formMethod && formMethod.toUpperCase() !== 'GET')) return
    const to = next.pathname + next.search + next.hash
    if (outdated && reloadTo(to, 'assign')) return
    write(PENDING_KEY, { to, at: Date.now() } satisfies Pending)
  })

  forgetViewportCookie()
  scrollSmoothlyInPage()
  const connection = (navigator as { connection?: ConnectionInfo }).connection
  // Offline (a saved copy, docs/decisions/039) there is nothing to fetch ahead.
  if (navigator.onLine && mayPreloadAfterReady(connection)) {
    setTimeout(preloadLinksInView, PRELOAD_AFTER_READY_MS)
  }
}

/** SPEC 9's repaint wait: `busy` true while a navigation runs; marked after 100 ms of it. */
function showSlowNavigation(): (busy: boolean) => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const mark = (on: boolean) => {
    const main = document.getElementById('main-content')
    if (on) {
      document.documentElement.dataset.navigating = ''
      main?.setAttribute('aria-busy', 'true')
    } else {
      delete document.documentElement.dataset.navigating
      main?.removeAttribute('aria-busy')
    }
  }
  return (busy) => {
    if (busy) {
      timer ??= setTimeout(() => mark(true), REPAINT_WAIT_MS)
      return
    }
    clearTimeout(timer)
    timer = undefined
    mark(false)
  }
}

/** In-page jumps scroll smoothly (not with reduced motion): the class for 400 ms. */
function scrollSmoothlyInPage(): void {
  const root = document.documentElement
  let timer: ReturnType<typeof setTimeout> | undefined
  addEventListener(
    'click',
    (event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      const url = new URL(anchor.href, location.href)
      const samePage =
        url.origin === location.origin &&
        url.pathname === location.pathname &&
        url.search === location.search &&
        url.hash.length > 1
      if (!samePage || matchMedia('(prefers-reduced-motion: reduce)').matches) return
      root.classList.add('smooth-scroll')
      clearTimeout(timer)
      timer = setTimeout(() => root.classList.remove('smooth-scroll'), SMOOTH_SCROLL_MS)
    },
    { capture: true },
  )
}

/** The code of the routes the links in view lead to, at most 4 modules loading at once. */
function preloadLinksInView(): void {
  const router = getRouter()
  const manifest = getManifest()
  if (!router || !manifest?.routes) return
  const routes: (ManifestRoute | undefined)[] = []
  // The pages' links and the menus' (every menu link is a page), as they navigate in the app.
  const anchors = document.querySelectorAll<HTMLAnchorElement>(`${APP_LINK_SELECTOR}, nav a[href]`)
  for (const anchor of anchors) {
    const href = anchor.getAttribute('href')
    if (!isInternalUrl(href) || isExternalPath(href ?? '') || anchor.hasAttribute('download')) {
      continue
    }
    if (!isInView(anchor)) continue
    const url = new URL(anchor.href, location.href)
    for (const match of matchRoutes(router.routes, url.pathname) ?? []) {
      if (match.route.id) routes.push(manifest.routes[match.route.id])
    }
  }
  const waiting = getModulesToPreload(routes, getLoadedFiles(router, manifest))
  let inFlight = 0
  const startMore = () => {
    const count = countPreloadsToStart(waiting.length, inFlight, MAX_PRELOADED_MODULES)
    for (const file of waiting.splice(0, count)) {
      inFlight += 1
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = file
      // 'loading' until it has come (or failed), then 'done': the browser spec counts them.
      link.dataset.preloaded = 'loading'
      const done = () => {
        link.dataset.preloaded = 'done'
        inFlight -= 1
        startMore()
      }
      link.addEventListener('load', done, { once: true })
      link.addEventListener('error', done, { once: true })
      document.head.append(link)
    }
  }
  startMore()
}

type Manifest = {
  version?: unknown
  entry?: ManifestRoute
  routes?: Record<string, ManifestRoute>
}

function getManifest(): Manifest | undefined {
  return (window as { __reactRouterManifest?: Manifest }).__reactRouterManifest
}

function isInView(element: Element): boolean {
  const box = element.getBoundingClientRect()
  return (
    box.width > 0 &&
    box.bottom > 0 &&
    box.top < innerHeight &&
    box.right > 0 &&
    box.left < innerWidth
  )
}

/** The site's own script files the page has loaded or asked for already. */
function getLoadedFiles(router: Router, manifest: Manifest): Set<string> {
  const files = new Set<string>()
  const add = (address: string) => {
    const url = new URL(address, location.href)
    if (url.origin === location.origin) files.add(url.pathname)
  }
  // The entry and the routes of the page on screen, then whatever the document has asked for.
  const here = matchRoutes(router.routes, location.pathname) ?? []
  for (const route of [manifest.entry, ...here.map((m) => manifest.routes?.[m.route.id ?? ''])]) {
    if (route) [route.module, ...(route.imports ?? [])].forEach(add)
  }
  for (const entry of performance.getEntriesByType('resource')) add(entry.name)
  for (const element of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    add(element.href)
  }
  for (const element of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    add(element.src)
  }
  return files
}

/** A full page load of `to`, unless the guard holds it back (false). */
function reloadTo(to: string, how: 'assign' | 'replace'): boolean {
  const now = Date.now()
  const last = read(RELOADED_KEY)
  if (!mayReload(typeof last === 'number' ? last : null, now)) return false
  write(RELOADED_KEY, now)
  // Without a memory of this reload the guard could not hold the next one: no reload at all.
  if (read(RELOADED_KEY) !== now) return false
  location[how](to)
  return true
}

function readPending(): Pending | null {
  const value = read(PENDING_KEY)
  return typeof value === 'object' &&
    value !== null &&
    'to' in value &&
    'at' in value &&
    typeof value.to === 'string' &&
    typeof value.at === 'number'
    ? { to: value.to, at: value.at }
    : null
}

function getRunningBuild(): string | null {
  const version = getManifest()?.version
  return typeof version === 'string' ? version : null
}

function getRouter(): Router | undefined {
  return (window as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter
}

// The description, robots and link-preview tags are made on the server only (seo/crawler-tags.ts)
// and describe the page the server sent: once another page shows, they go. Only those marked
// data-crawler: other <meta> elements (an error page's own) belong to React, which removes them.
function removeCrawlerTags(): void {
  for (const tag of document.head.querySelectorAll('meta[data-crawler]')) {
    // React adopts a server tag equal to one it renders (an error page's robots noindex) and
    // marks the node with its own `__react…` properties: that one is React's to remove.
    if (!Object.keys(tag).some((key) => key.startsWith('__react'))) tag.remove()
  }
}

// Earlier builds kept `viewport` for 365 days on every request to the site: expire it.
function forgetViewportCookie(): void {
  if (/(?:^|; )viewport=/.test(document.cookie)) {
    document.cookie = 'viewport=; Max-Age=0; Path=/'
  }
}

// Session storage may be refused (private modes, storage full): then there is no memory across
// loads, and no reload by these rules at all, the safe way to fail.
function read(key: string): unknown {
  try {
    const value = sessionStorage.getItem(key)
    return value === null ? null : (JSON.parse(value) as unknown)
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // See read().
  }
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // See read().
  }
}
