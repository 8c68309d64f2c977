import { Suspense, lazy, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

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

// Most visits show no splash, so its screen's code loads only when one is shown.
const SplashScreen = lazy(() =>
  import('~/components/splash-screen').then(({ SplashScreen }) => ({ default: SplashScreen })),
)

// A seen takeover is not repeated for a day (its duration is not in SPEC.md; recorded in
// docs/decisions/006-interstitials.md).
const TAKEOVER_SEEN_MS = 24 * 60 * 60_000

// Runs after hydration only: hidden at first (SPEC.md 4), then an unseen takeover redirects
// the visitor, or else the sport's splash shows when its dates and the visitor's cookie allow.
export function Interstitials({ takeovers, splash }: InterstitialsData) {
  const [isSplashShown, setIsSplashShown] = useState(false)

  useEffect(() => {
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
  }, [takeovers, splash])

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

  if (!splash || !isSplashShown) return null
  const close = (choice: SplashChoice) => {
    rememberSplashChoice(splash.id, choice)
    setIsSplashShown(false)
  }
  return createPortal(
    <Suspense fallback={null}>
      <SplashScreen splash={splash} isPage={false} onClose={close} />
    </Suspense>,
    document.body,
  )
}

export function rememberSplashChoice(splashId: number, choice: SplashChoice): void {
  const expiry = getSplashRememberExpiry(
    choice === 'permanent' ? 'permanent' : 'session',
    new Date(),
  )
  setCookie(getSplashCookieName(splashId), choice, expiry)
}
