import { isSplashVisible } from '@fieldhouse/domain/splash'
import type { Splash } from '@fieldhouse/provider-client/splash'
import type { Takeover } from '@fieldhouse/provider-client/takeovers'

import { isFeatureOn } from '~/utils/features.server'
import { provider } from '~/utils/provider.server'

export type Interstitials = {
  takeovers: Takeover[]
  splash: Splash | null
  /** The splash's dates allowed it when the page was rendered: its markup is in the page. */
  isSplashDue: boolean
}

// SPEC.md 4 "Takeover flow" for the home and sport home pages. Which takeover or splash a
// visitor sees depends on their cookies, so the browser decides (shell/interstitials.tsx) and
// the page stays cacheable; the server only supplies the candidates, and renders a splash whose
// dates are due, hidden, for the browser to reveal before hydration (shell/splash-reveal.ts).
export async function getInterstitials(
  sportId: number,
  signal: AbortSignal,
): Promise<Interstitials> {
  const settings = await provider.getSiteSettings({ signal })
  const [takeovers, result] = await Promise.all([
    isFeatureOn('takeovers', settings) ? provider.getTakeovers(sportId, { signal }) : [],
    provider.loadSplash({ sportId }, { signal }),
  ])
  // The shell degrades silently (SPEC.md 8): a splash that failed to load is no splash.
  const splash = result.status === 'ok' ? result.value : null
  return { takeovers, splash, isSplashDue: splash !== null && isDue(splash, new Date()) }
}

// The home and sport home pages are never splash paths: only the dates count here; the cookie
// is the browser's to read.
function isDue({ startDate, endDate }: Splash, now: Date): boolean {
  return isSplashVisible({ startDate, endDate, now, hasSkipCookie: false, pathname: '/' })
}
