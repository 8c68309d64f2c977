import { getBreakpoint, VIEWPORT_COOKIE } from '@fieldhouse/domain/breakpoints'
import {
  BUILD_DESCRIPTOR_PATH,
  getPendingTarget,
  isOutdated,
  mayReload,
  readBuildId,
} from '@fieldhouse/domain/page-loading'

// Keeping an open page on the current build (SPEC.md 4 and 9), loaded by root.tsx after the page
// is interactive, outside every page's own JavaScript (docs/decisions/026):
// - the page polls the build descriptor; once the site serves another build, its next navigation
//   is a full page load, so it never asks the new server for the old build's code and data;
// - when a navigation's code cannot be loaded, React Router reloads the page it was on; this
//   module then goes on to the address the visitor asked for;
// - either reload happens at most once in 10 seconds (the guard), so a broken deploy cannot
//   make a page reload forever.
// It also keeps the viewport size class in its cookie (SPEC.md 9), for the browser's own use:
// public renders never read it (server/private-lane.ts passes screens their declared cookies).

type Navigation = {
  state: 'idle' | 'loading' | 'submitting'
  location?: { pathname: string; search: string; hash: string }
  formMethod?: string
}
type RouterState = { navigation: Navigation; location: { pathname: string } }
type Router = { subscribe(listener: (state: RouterState) => void): unknown }
type Pending = { to: string; at: number }

const PENDING_KEY = 'fieldhouse:navigation'
const RELOADED_KEY = 'fieldhouse:reloaded-at'
const RESIZE_SETTLE_MS = 200

export function startPageLoading(checkEveryMs: number): void {
  const now = Date.now()
  const here = location.pathname + location.search + location.hash
  const target = getPendingTarget(readPending(), here, now)
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

  const firstPath = location.pathname
  getRouter()?.subscribe(({ navigation, location: shown }) => {
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

  keepViewportClass()
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
  const manifest = (window as { __reactRouterManifest?: { version?: unknown } })
    .__reactRouterManifest
  return typeof manifest?.version === 'string' ? manifest.version : null
}

function getRouter(): Router | undefined {
  return (window as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter
}

// The description, robots and link-preview tags are made on the server only (seo/crawler-tags.ts)
// and describe the page the server sent: once another page shows, they go.
function removeCrawlerTags(): void {
  for (const tag of document.head.querySelectorAll(
    'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]',
  )) {
    tag.remove()
  }
}

function keepViewportClass(): void {
  let last = ''
  const save = () => {
    const size = getBreakpoint(window.innerWidth)
    if (size === last) return
    last = size
    const { name, maxAgeSeconds, path } = VIEWPORT_COOKIE
    document.cookie = `${name}=${size}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Strict; Secure`
  }
  save()
  let timer: ReturnType<typeof setTimeout> | undefined
  addEventListener('resize', () => {
    clearTimeout(timer)
    timer = setTimeout(save, RESIZE_SETTLE_MS)
  })
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
