import { Suspense, lazy, useEffect, useState } from 'react'
import { useMatches } from 'react-router'

import {
  SPLASH_COOKIE_MS,
  getSplashCookieName,
  getSplashRememberExpiry,
  isSplashVisible,
} from '@fieldhouse/domain/splash'
import { selectUnseenTakeovers } from '@fieldhouse/domain/takeovers'

import type { SplashChoice } from '~/components/splash-screen'
import { hasCookie, setCookie } from '~/utils/browser-cookies.client'

import type { Interstitials as InterstitialsData } from './interstitials.server'
import { SHELL_ROOT_ID } from './site-shell'
import { SPLASH_REVEAL_SCRIPT, SPLASH_ROOT_ID, getSplashRevealData } from './splash-reveal'

// Most visits show no splash, so its screen's code loads only when a page has one.
const SplashScreen = lazy(() =>
  import('~/components/splash-screen').then(({ SplashScreen }) => ({ default: SplashScreen })),
)

// A seen takeover is not repeated for a day (its duration is not in SPEC.md; recorded in
// docs/decisions/006-interstitials.md).
const TAKEOVER_SEEN_MS = 24 * 60 * 60_000

// Until the first page has hydrated, the markup React finds is the server's, and a splash in it
// without `hidden` was revealed by the inline script (splash-reveal.ts). Later pages are
// rendered by the browser and decide in an effect.
let isHydrating = true

/**
 * The interstitials of the matched page (home and sport home put theirs in their loader data).
 * Rendered by root.tsx after the page shell, not inside the page: the splash must lie outside
 * the element it makes inert, and a portal cannot be rendered on the server.
 */
export function Interstitials() {
  const match = useMatches().findLast(({ loaderData }) => hasInterstitials(loaderData))
  useEffect(() => {
    isHydrating = false
  }, [])
  if (!match || !hasInterstitials(match.loaderData)) return null
  // One instance per page, as when each page rendered its own.
  return <PageInterstitials key={match.pathname} {...match.loaderData.interstitials} />
}

// SPEC.md 4: hidden at first; an unseen takeover redirects the visitor, or else the sport's
// splash shows when its dates and the visitor's cookie allow. A splash due when the page was
// rendered is in the page, hidden, and its script may have shown it before hydration; this
// component then starts from what the script did, so hydration finds the markup it renders.
export function PageInterstitials({ takeovers, splash, isSplashDue }: InterstitialsData) {
  const [isServerPage] = useState(isRenderingServerPage)
  const [isSplashShown, setIsSplashShown] = useState(
    () => isServerPage && typeof document !== 'undefined' && isRevealedByScript(),
  )

  useEffect(() => {
    if (isSplashShown) return
    const now = new Date()
    const [takeover] = selectUnseenTakeovers(takeovers, hasCookie, true)
    if (takeover?.url && takeover.cookie) {
      setCookie(takeover.cookie, '1', new Date(now.getTime() + TAKEOVER_SEEN_MS))
      // A takeover address may be outside the application (SPEC.md 2.1 /gameday/...).
      window.location.assign(takeover.url)
      return
    }
    if (!splash) return
    const cookieName = getSplashCookieName(splash.id)
    const isVisible = isSplashVisible({
      startDate: splash.startDate,
      endDate: splash.endDate,
      now,
      hasSkipCookie: hasCookie(cookieName),
      pathname: window.location.pathname,
    })
    if (!isVisible) return
    setCookie(cookieName, 'shown', new Date(now.getTime() + SPLASH_COOKIE_MS))
    setIsSplashShown(true)
  }, [takeovers, splash, isSplashShown])

  // While the splash covers the page, the page is inert: keyboard and screen reader users stay in
  // the splash, which is rendered outside the shell for that reason.
  useEffect(() => {
    const page = document.getElementById(SHELL_ROOT_ID)
    if (!isSplashShown || !page) return
    page.inert = true
    return () => {
      page.inert = false
    }
  }, [isSplashShown])

  if (!splash || !(isSplashDue || isSplashShown)) return null
  const close = (choice: SplashChoice) => {
    rememberSplashChoice(splash.id, choice)
    setIsSplashShown(false)
  }
  return (
    <>
      {/* The data attributes are for the server page's script only; hydration keeps them, and
          the bundle does without the code that makes them. */}
      <div
        id={SPLASH_ROOT_ID}
        hidden={!isSplashShown}
        {...(import.meta.env.SSR ? getSplashRevealData(splash, takeovers) : undefined)}
        suppressHydrationWarning
      >
        <Suspense fallback={null}>
          <SplashScreen splash={splash} isPage={false} onClose={close} />
        </Suspense>
      </div>
      {/* Only in the server's page: a script React adds in the browser never runs. Hydration
          leaves the server's script text as it is, so the bundle does without its 8 KB. */}
      {isSplashDue && isServerPage ? (
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SPLASH_REVEAL_SCRIPT : '' }}
          suppressHydrationWarning
        />
      ) : null}
    </>
  )
}

// On the server, and in the browser while it hydrates the server's page.
function isRenderingServerPage(): boolean {
  return typeof document === 'undefined' || isHydrating
}

function isRevealedByScript(): boolean {
  return document.getElementById(SPLASH_ROOT_ID)?.hidden === false
}

function hasInterstitials(data: unknown): data is { interstitials: InterstitialsData } {
  return typeof data === 'object' && data !== null && 'interstitials' in data
}

export function rememberSplashChoice(splashId: number, choice: SplashChoice): void {
  const expiry = getSplashRememberExpiry(
    choice === 'permanent' ? 'permanent' : 'session',
    new Date(),
  )
  setCookie(getSplashCookieName(splashId), choice, expiry)
}
