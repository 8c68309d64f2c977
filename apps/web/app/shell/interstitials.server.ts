import type { Splash } from '@fieldhouse/provider-client/splash'
import type { Takeover } from '@fieldhouse/provider-client/takeovers'

import { isFeatureOn } from '~/utils/features.server'
import { provider } from '~/utils/provider.server'

export type Interstitials = { takeovers: Takeover[]; splash: Splash | null }

// SPEC.md 4 "Takeover flow" for the home and sport home pages. Which takeover or splash a
// visitor sees depends on their cookies, so the browser decides (shell/interstitials.tsx) and
// the page stays cacheable; the server only supplies the candidates.
export async function getInterstitials(
  sportId: number,
  signal: AbortSignal,
): Promise<Interstitials> {
  const settings = await provider.getSiteSettings({ signal })
  const [takeovers, splash] = await Promise.all([
    isFeatureOn('takeovers', settings) ? provider.getTakeovers(sportId, { signal }) : [],
    provider.getSplash({ sportId }, { signal }),
  ])
  return { takeovers, splash: splash.status === 'ok' ? splash.splash : null }
}
