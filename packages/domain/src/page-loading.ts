// SPEC.md 4 and 9: keeping a long-open page on the current build (app/loading/, decision 026).
// Only the lazy build-check module, the server and the build (keep-previous-assets.ts) import
// this; what every page needs is in loading-limits.ts, so the always-loaded shell carries only
// those few bytes.

/** SPEC 9: how often an open page asks for the current build id (1 hour, configurable). */
export const BUILD_CHECK_EVERY_MS = 3_600_000

/** SPEC 9: a page reloaded by these rules is not reloaded again for this long (no loops). */
export const RELOAD_GUARD_MS = 10_000

/**
 * Issue 34: how long a deploy keeps the previous builds' scripts and stylesheets answerable
 * after the build that replaced them (apps/web/keep-previous-assets.ts). A page rendered by an
 * older build asks for that build's files: an open tab until its hourly build check sends it to
 * the new build, a page the service worker saved for up to three days. A week outlasts both
 * with room for a phone left closed over a long weekend, and costs only disk (each build's
 * files are about 1.3 MB with their compressed copies).
 */
export const PREVIOUS_BUILD_ASSETS_KEPT_MS = 7 * 24 * 60 * 60 * 1000

/** SPEC 7: where the site publishes its build id ("build descriptor"). */
export const BUILD_DESCRIPTOR_PATH = '/builds/latest.json'

/**
 * A build id as the descriptor sends it: a short token of letters, digits, '.', '_' or '-'.
 * Anything else (an error page, a proxy's HTML) is no answer, never "a new build".
 */
export function readBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('buildId' in body)) return null
  const id: unknown = body.buildId
  return typeof id === 'string' && /^[\w.-]{1,64}$/.test(id) ? id : null
}

/** True when the page runs an older build than the one the site now serves. */
export function isOutdated(running: string | null, served: string | null): boolean {
  return running !== null && served !== null && running !== served
}

/** The reload guard: false while the last reload by these rules is less than 10 s old. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < RELOAD_GUARD_MS && now >= lastReloadAt)
}

/**
 * After a failed navigation made the page reload (React Router reloads the page it was on when a
 * route's code cannot be loaded), the target to go on to: the one asked for within the guard's
 * window, if it is another address of this site; else null.
 */
export function getPendingTarget(
  pending: { to: string; at: number } | null,
  currentPath: string,
  now: number,
): string | null {
  if (!pending || mayReload(pending.at, now)) return null
  const { to } = pending
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null
  return to === currentPath ? null : to
}

/** SPEC 9: fetching ahead for the page's links starts this long after the page is ready. */
export const PRELOAD_AFTER_READY_MS = 1000

/** SPEC 9: a navigation keeps the old page painted this long before it shows it is loading. */
export const REPAINT_WAIT_MS = 100

/** SPEC 9: the smooth-scroll class stays on the document this long after an in-page jump. */
export const SMOOTH_SCROLL_MS = 400

/**
 * SPEC 9: the preload after ready is skipped only when the connection is very slow (slow-2g),
 * or when the visitor asked to save data (as every fetch ahead of need is, loading-limits.ts).
 */
export function mayPreloadAfterReady(
  connection: { effectiveType?: string; saveData?: boolean } | null | undefined,
): boolean {
  return !connection || (connection.effectiveType !== 'slow-2g' && connection.saveData !== true)
}

/** A route of React Router's manifest as the browser holds it: its module and what it imports. */
export type ManifestRoute = { module: string; imports?: readonly string[] }

/**
 * The module files to preload for the routes some links lead to, each once, in the links'
 * order, without the ones the page has already loaded (or asked for) and anything that is not
 * a file of this site.
 */
export function getModulesToPreload(
  routes: readonly (ManifestRoute | null | undefined)[],
  alreadyLoaded: ReadonlySet<string>,
): string[] {
  const files = new Set<string>()
  for (const route of routes) {
    if (!route) continue
    for (const file of [route.module, ...(route.imports ?? [])]) {
      if (file.startsWith('/') && !file.startsWith('//') && !alreadyLoaded.has(file)) {
        files.add(file)
      }
    }
  }
  return [...files]
}

/**
 * How many waiting preloads may start now: SPEC 9 allows at most `max` (4) route modules
 * loading at once, so a new one starts only as another finishes.
 */
export function countPreloadsToStart(waiting: number, inFlight: number, max: number): number {
  return Math.max(0, Math.min(waiting, max - inFlight))
}
