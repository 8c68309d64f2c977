import { toDataLayerPage } from '@fieldhouse/domain/measurement/data-layer'
import { parseQueryFlags } from '@fieldhouse/domain/measurement/query-flags'
import { planScripts } from '@fieldhouse/domain/measurement/script-plan'
import type { TagPart, TagSpot } from '@fieldhouse/domain/measurement/tag-placement'
import { toTagQuery, toTagSearch } from '@fieldhouse/domain/measurement/tag-query'
import { getShownKind } from '@fieldhouse/domain/page-names'
import { isRouteKind, type RouteKind } from '@fieldhouse/domain/route-kind'

import { startClientErrors } from './client-errors.client'
import type { MeasurementSetup } from './measurement-setup.server'

// Measurement in the browser (docs/decisions/023), loaded by root.tsx with a dynamic import once
// the page is interactive, so none of it is in a page's own JavaScript or its first paint. In
// order: the data layer, the consent manager (when configured), the page's tracking tags, then
// the tag managers and analytics tag (SPEC.md 4: "tracking scripts load once tracking tags have
// loaded"). After each client-side navigation: the data layer again with the new page, and the
// new page's tags that are not on the page yet. Any failure leaves the part out, logged.
// It also starts the client's error reporting (client-errors.client.ts), whatever the setup says.

type Match = { route: { id: string }; params: Record<string, string | undefined> }
type RouterState = {
  location: { pathname: string; key: string }
  matches: Match[]
  loaderData: Record<string, unknown>
  /** Errors thrown by the matched routes' loaders, by route id (a 404 is `{ status: 404 }`). */
  errors: Record<string, unknown> | null
  navigation: { state: string }
}
/** The part of React Router's data router this module reads (set by HydratedRouter). */
type Router = { state: RouterState; subscribe(listener: (state: RouterState) => void): unknown }

declare global {
  interface Window {
    dataLayer?: unknown[]
    __reactRouterDataRouter?: Router
  }
}

// A tag script that never answers does not hold the tag managers back for longer than this.
const TAG_WAIT_MS = 5000

const placed = new Set<number>()

async function startMeasurement(): Promise<void> {
  const flags = parseQueryFlags(location.search)
  const setup = await getJson<MeasurementSetup>('/tracking/setup.json')
  if (!setup) return
  const dataLayer = (window.dataLayer ??= [])
  const plan = planScripts(setup, flags)
  const router = window.__reactRouterDataRouter
  let state = router?.state
  // The data layer at once; the page's tags once the consent manager has run (it comes first).
  const push = (current: RouterState | undefined) => {
    const match = current?.matches.findLast((m) => isRouteKind(m.route.id))
    // A page that names its own kind (the directory's departments, decision 009) is that kind.
    const named = (current?.loaderData[match?.route.id ?? ''] as { screenKind?: unknown } | null)
      ?.screenKind
    const screen = (isRouteKind(named) ? named : (match?.route.id ?? null)) as RouteKind | null
    // A screen that answered with its not-found page is measured as that page (error-404).
    const kind = getShownKind(screen, getErrorStatus(current?.errors))
    const params = match?.params ?? {}
    const sport = params.slug ?? params.globalSportNameSlug ?? null
    dataLayer.push(
      toDataLayerPage(
        setup.dataLayer,
        kind,
        current?.location.pathname ?? location.pathname,
        sport,
      ),
    )
    return toTagSearch(toTagQuery(kind, params)).toString()
  }
  const search = push(state)
  let ready = false
  router?.subscribe((next) => {
    if (next.navigation.state !== 'idle' || next.location.key === state?.location.key) return
    state = next
    const nextSearch = push(next)
    if (ready && plan.tags) placeTags(nextSearch).catch(warn)
  })
  if (plan.consent) await loadScript(plan.consent, document.head)
  if (plan.tags) await placeTags(search)
  ready = true
  for (const script of plan.scripts) {
    if (script.kind === 'tag-manager') dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    else {
      // Google's own snippet: gtag() queues its arguments object on the data layer. An id with
      // no script of its own (the 360 property) is configured on the tag loaded before it.
      if (script.src) dataLayer.push(['js', new Date()])
      dataLayer.push(['config', script.id])
    }
    if (script.src) void loadScript(script.src, document.head)
  }
  // Everything of the first page is on it (browser tests wait for this, not for a quiet network).
  document.documentElement.dataset.measured = 'true'
}

/** The status of the error the page shows (the first with one), null when none. */
function getErrorStatus(errors: Record<string, unknown> | null | undefined): number | null {
  for (const error of Object.values(errors ?? {})) {
    const status = (error as { status?: unknown } | null)?.status
    if (typeof status === 'number') return status
  }
  return null
}

/** The page's tags not placed yet, each once per document; resolves when their scripts ran. */
async function placeTags(search: string): Promise<void> {
  const parts = await getJson<TagPart[]>(`/tracking/tags.json${search ? `?${search}` : ''}`)
  if (!Array.isArray(parts)) return
  const fresh = parts.filter((part) => !placed.has(part.tag))
  for (const part of fresh) placed.add(part.tag)
  const loads: Promise<void>[] = []
  const bySpot: Record<TagSpot, DocumentFragment> = {
    head: document.createDocumentFragment(),
    'body-open': document.createDocumentFragment(),
    'body-close': document.createDocumentFragment(),
  }
  for (const part of fresh) {
    const element = toElement(part)
    if (!element) continue
    if (element instanceof HTMLScriptElement) loads.push(whenLoaded(element))
    bySpot[part.spot].append(element)
  }
  document.head.append(bySpot.head)
  document.body.prepend(bySpot['body-open'])
  document.body.append(bySpot['body-close'])
  await Promise.race([Promise.all(loads), new Promise((done) => setTimeout(done, TAG_WAIT_MS))])
}

function toElement(part: TagPart): HTMLElement | null {
  let element: HTMLElement
  if (part.kind === 'script' && part.url) {
    const script = document.createElement('script')
    for (const [name, value] of Object.entries(part.attributes)) setAttribute(script, name, value)
    script.async = part.async
    script.src = part.url
    element = script
  } else if (part.kind === 'style' && part.url) {
    const link = document.createElement('link')
    for (const [name, value] of Object.entries(part.attributes)) setAttribute(link, name, value)
    link.rel = 'stylesheet'
    link.href = part.url
    // SPEC.md 8 "Script reload or style error: logged"; a stylesheet holds nothing back.
    link.addEventListener('error', () => warn(`Stylesheet failed to load: ${link.href}`), {
      once: true,
    })
    element = link
  } else if (part.kind === 'noscript' && part.text) {
    // With scripting on, a noscript's content is inert text: it shows and loads nothing.
    element = document.createElement('noscript')
    element.textContent = part.text
  } else return null
  element.dataset.trackingTag = String(part.tag)
  return element
}

function setAttribute(element: HTMLElement, name: string, value: string): void {
  try {
    element.setAttribute(name, value)
  } catch (error) {
    warn(error)
  }
}

function loadScript(src: string, parent: HTMLElement): Promise<void> {
  const script = document.createElement('script')
  script.src = src
  script.async = true
  const loaded = whenLoaded(script)
  parent.append(script)
  return loaded
}

function whenLoaded(script: HTMLScriptElement): Promise<void> {
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true })
    script.addEventListener(
      'error',
      () => {
        warn(`Script failed to load: ${script.src}`)
        resolve()
      },
      { once: true },
    )
  })
}

async function getJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } })
    return response.ok ? ((await response.json()) as T) : null
  } catch (error) {
    warn(error)
    return null
  }
}

function warn(error: unknown): void {
  console.warn('Measurement:', error)
}

startClientErrors()
startMeasurement().catch(warn)
