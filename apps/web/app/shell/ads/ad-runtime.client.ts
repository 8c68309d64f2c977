import { getAdSport, getAdTargeting, toTargetingPairs } from '@fieldhouse/domain/ad-targeting'
import { getShownKind } from '@fieldhouse/domain/page-names'
import type { RouteKind } from '@fieldhouse/domain/route-kind'

import type { AdsConfig } from './ads-config'

// The adverts in the browser, loaded lazily by the shell (use-ads.ts) once the page is
// hydrated and only when the root loader's data names an ad script: nothing of this reaches a
// page whose site shows no ads. It loads the ad network (htlbid) and native (nativo) scripts when
// the page has finished loading and the browser is idle, sends each page's targeting and asks
// for a refresh on every page change, hides the desktop top ad while scrolling down and wires
// the phone header ad's close button. A script that fails or never loads leaves the slots
// reserved and empty; nothing here throws into the page.

/** The part of the ad network's API (htlbid) this site calls; the script replaces the queue. */
type Htlbid = {
  cmd: { push: (command: () => void) => unknown }
  layout?: (name: string) => void
  setTargeting?: (key: string, value: string) => void
  forceRefresh?: () => void
}

declare global {
  interface Window {
    htlbid?: Htlbid
  }
}

/** A script that has not loaded by then counts as failed (own choice; SPEC sets no limit). */
export const SCRIPT_TIMEOUT_MS = 10_000
/** SPEC.md 9: the page-change refresh waits up to 100 ms for the new page to render. */
export const RENDER_WAIT_MS = 100
const IDLE_TIMEOUT_MS = 2000
export const NOT_AVAILABLE = 'htlbid not available'

type ScriptState = 'loading' | 'loaded' | 'failed'

let htlbidState: ScriptState | null = null
let isStarted = false
let lastKeys: string[] = []

export type AdPage = { kind: RouteKind | null; search: string }

/** Called by the shell after every page change (and first on the hydrated page). */
export function showAdPage(config: AdsConfig, page: AdPage) {
  if (!isStarted) {
    isStarted = true
    start(config)
    wireShell()
    refresh(config, page)
    return
  }
  void waitForRender().then(() => {
    // A full-screen page (a story) has no shell: the shell's ads appear with a later page.
    wireShell()
    refresh(config, page)
  })
}

function wireShell() {
  watchTopAd()
  wireCloseButtons()
}

function start(config: AdsConfig) {
  const queue: Htlbid = window.htlbid ?? { cmd: [] as (() => void)[] }
  window.htlbid = queue
  queue.cmd.push(() => {
    const htlbid = window.htlbid
    htlbid?.layout?.('universal')
    htlbid?.setTargeting?.('is_testing', config.isTesting ? 'yes' : 'no')
  })
  afterPageLoad(() => {
    if (config.htlbid) {
      htlbidState = 'loading'
      loadScript(config.htlbid, (state) => {
        htlbidState = state
        if (state === 'failed') console.warn(NOT_AVAILABLE)
      })
    }
    if (config.nativo) loadScript(config.nativo, () => {})
  })
}

function refresh(config: AdsConfig, page: AdPage) {
  if (!config.htlbid) return
  if (htlbidState === 'failed') {
    console.warn(NOT_AVAILABLE)
    return
  }
  const sport = getAdSport(page.kind, config.sport, readPageSport())
  // A screen that answered with its not-found page targets as that page (error-404); the error
  // page marks its status (components/error-page.tsx), rendered by the time this runs.
  const kind = getShownKind(page.kind, readErrorStatus())
  const pairs = toTargetingPairs(getAdTargeting(kind, sport, page.search))
  // Queued until the script has loaded; run at once after.
  window.htlbid?.cmd.push(() => {
    try {
      const htlbid = window.htlbid
      if (!htlbid?.setTargeting || !htlbid.forceRefresh) throw new Error(NOT_AVAILABLE)
      // A key of the last page this one lacks (adtest) is cleared with an empty value.
      for (const key of lastKeys) {
        if (!pairs.some(([name]) => name === key)) htlbid.setTargeting(key, '')
      }
      lastKeys = pairs.map(([key]) => key)
      for (const [key, value] of pairs) htlbid.setTargeting(key, value)
      htlbid.forceRefresh()
    } catch {
      console.warn(NOT_AVAILABLE)
    }
  })
}

/**
 * The sport of what the page shows, for the pages that set it themselves (a story's article
 * names it, story-view.tsx): read from the rendered page, so the shell's code carries nothing
 * more for it.
 */
function readPageSport(): string | null {
  return document.querySelector('[data-ad-sport]')?.getAttribute('data-ad-sport') ?? null
}

function readErrorStatus(): number | null {
  const status = document.querySelector('[data-error-status]')?.getAttribute('data-error-status')
  return status ? Number(status) : null
}

/** The next frame after the new page is painted, or 100 ms, whichever comes first. */
function waitForRender(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, RENDER_WAIT_MS)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer)
        resolve()
      }),
    )
  })
}

/** After the load event, when the browser is idle: third-party code never delays the page. */
function afterPageLoad(run: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(run, 1)
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}

function loadScript(src: string, done: (state: 'loaded' | 'failed') => void) {
  let settled = false
  const settle = (state: 'loaded' | 'failed') => {
    if (settled) return
    settled = true
    clearTimeout(timer)
    done(state)
  }
  const timer = setTimeout(() => settle('failed'), SCRIPT_TIMEOUT_MS)
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.onload = () => settle('loaded')
  script.onerror = () => settle('failed')
  document.head.append(script)
}

// SPEC.md 4: on desktop the top ad hides when the page is scrolled past its height and returns
// on scroll up. The ad and the header are pinned together (site-shell.tsx, data-ad-pin); the pair
// moves up by the ad's height with a transform, which moves no other box (no layout shift).
function watchTopAd() {
  const pin = document.querySelector<HTMLElement>('[data-ad-pin]')
  const ad = pin?.querySelector<HTMLElement>('[data-ad-slot="top"]')
  if (!pin || !ad || pin.hasAttribute('data-ad-wired')) return
  pin.setAttribute('data-ad-wired', '')
  let lastY = scrollY
  let isHidden = false
  const update = () => {
    const y = scrollY
    const height = ad.offsetHeight
    // Down past the ad's height hides it, any way up (or back within its height) shows it; a
    // top ad not shown (phones) is never moved.
    const hide = height === 0 || y < lastY || y <= height ? false : y > lastY ? true : isHidden
    lastY = y
    if (hide === isHidden) return
    isHidden = hide
    pin.style.transform = hide ? `translateY(-${height}px)` : ''
    pin.toggleAttribute('data-ad-hidden', hide)
  }
  addEventListener('scroll', update, { passive: true })
}

// SPEC.md 4: the phones' header ad closes with its button (close button on mobile only). The
// button is added here, once this code runs, so a page without JavaScript has no dead control;
// it sits over the wrapper's corner and moves nothing. The closed wrapper collapses and marks the
// page root (<html data-mobile-ad-closed>).
const CLOSE_BUTTON =
  '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" class="size-4"><path d="M6 6l12 12M18 6L6 18"/></svg><span class="sr-only">Close advertisement</span>'

function wireCloseButtons() {
  const wrapper = document.querySelector<HTMLElement>('[data-mobile-ad]')
  if (!wrapper || wrapper.querySelector('[data-ad-close]')) return
  const button = document.createElement('button')
  button.type = 'button'
  button.setAttribute('data-ad-close', '')
  button.className =
    'absolute right-0 top-0 inline-flex size-8 items-center justify-center bg-surface-raised'
  button.innerHTML = CLOSE_BUTTON
  button.addEventListener('click', () => {
    document.documentElement.setAttribute('data-mobile-ad-closed', '')
    document.querySelector<HTMLElement>('[data-ad-pin] a[href]')?.focus()
  })
  wrapper.append(button)
}
