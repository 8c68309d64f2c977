import type { Params } from 'react-router'

import { resolveCurrentSport } from '@fieldhouse/domain/current-sport'
import { getRealSports, shouldShowSportNavigation } from '@fieldhouse/domain/sports'
import type { NavigationItem } from '@fieldhouse/provider-client/navigation'
import type { SeoSettings } from '@fieldhouse/provider-client/seo'
import type { Sport } from '@fieldhouse/provider-client/sports'

import {
  joinStaticMarkup,
  pack,
  perAnswer,
  serverSection,
  withServerOnly,
} from '~/render/index.server'
import { appIconPath, webManifestPath } from '~/paths/app-manifest'
import { toShellSeo } from '~/seo/shell-seo.server'
import { env, getSiteUrl } from '~/utils/env.server'
import { packPromotion } from '~/utils/promotions.server'
import { provider } from '~/utils/provider.server'
import { toSiteFacts } from '~/utils/site-facts'
import { toSiteIdentity } from '~/utils/site-identity'
import { toSportSummary } from '~/utils/sport-summary'

import { getShellAds } from './ads/ads-config.server'
import { getDismissedAlertIds } from './alert-cookie.server'
import { toFooterFactsMarkup } from './footer-facts.server'
import { toFooterSavedPagesMarkup } from './footer-saved-pages.server'
import { toFooterSocialMarkup } from './footer-social.server'
import { toShellNavItem } from './nav-children'
import { toNavPayload, type NavPayload } from './nav-payload'
import { getShownAlerts } from './shown-alerts.server'

// Everything the page shell needs, loaded by the root loader: what SPEC.md 7 loads "at mount"
// (site settings, SEO, mobile settings; Google 360 and analytics are the measurement setup's,
// measurement/; the template lists wait for a page that reads them, docs/decisions/034). Each call degrades on its own (SPEC.md 8), so a
// provider outage still renders the shell, only emptier.
export async function getShellData(request: Request, params: Params) {
  const signal = request.signal
  const [sports, navigation, settings, alerts, sponsors, dismissed, seo, mobile] =
    await Promise.all([
      provider.getSports({ signal }),
      provider.getNavigation({ signal }),
      provider.getSiteSettings({ signal }),
      getShownAlerts(signal),
      provider.getPromotion('footer_sponsors', undefined, { signal }),
      getDismissedAlertIds(request),
      provider.getSeo({ signal }),
      provider.getMobileSettings({ signal }),
    ])

  const currentSport = resolveCurrentSport(sports, params, new URL(request.url).pathname)
  const sportNavigation =
    currentSport && shouldShowSportNavigation(currentSport)
      ? await provider.getSportNavigation(currentSport.id, { signal })
      : []
  const now = new Date()

  const shell = {
    site: toSiteIdentity(settings),
    siteUrl: getSiteUrl(),
    supportEmail: env.SUPPORT_EMAIL,
    buildCheckMs: env.BUILD_CHECK_INTERVAL_MS,
    // Stadium mode's kill switch (docs/decisions/039): false makes pages remove the worker.
    serviceWorker: env.SERVICE_WORKER === 'on',
    ...getShellAds(settings, currentSport),
    year: now.getFullYear(),
    sports: toShellSports(sports),
    currentSport: currentSport ? toSportSummary(currentSport) : null,
    navigation: toShellNavigation(navigation),
    sportNavigation: sportNavigation.length > 0 ? toShellNavigation(sportNavigation) : '[]',
    alerts: alerts.filter((alert) => !dismissed.includes(alert.id)),
    sponsors: packPromotion(sponsors),
    // The footer's school facts, social row and saved pages link as markup, sent once in the
    // document (null: none).
    footerInfo: serverSection(
      request,
      joinStaticMarkup([
        settings ? toFooterFactsMarkup(settings) : null,
        toFooterSocialMarkup(navigation),
        env.SERVICE_WORKER === 'on' ? toFooterSavedPagesMarkup() : null,
      ]),
    ),
    seo: seo ? toShellSeoPerAnswer(seo) : null,
  }
  // The head's smart app banner (root.tsx) and the site's structured data (seo/) are the
  // server's alone: never in the hydration data (see site-facts.ts).
  const withFacts = withServerOnly(
    shell,
    'siteFacts',
    toSiteFacts({ school: settings?.siteSettings ?? null, mobile }),
  )
  return withServerOnly(withFacts, 'installLinks', INSTALL_LINKS)
}

// The head's links to the web app manifest and Safari's home-screen icon (shell/server-head.tsx,
// issue 34). Handed to the head from here, the server's side: imported by the head itself, the
// address builders would join the shell's bundle (bundle-by-rule.ts follows the root's imports).
const INSTALL_LINKS = {
  manifest: webManifestPath(),
  appleTouchIcon: appIconPath('apple-touch-180.png'),
}

/** The shell as the root loader sends it; components read it decoded, through use-shell.ts. */
export type ShellLoaderData = Awaited<ReturnType<typeof getShellData>>

const toShellSeoPerAnswer = perAnswer((seo: SeoSettings) => toShellSeo(seo))

const toShellNavigation = perAnswer(
  (items: NavigationItem[]): NavPayload => toNavPayload(items.map(toShellNavItem)),
)

// Sent as one JSON string each (render/packed.ts), made once per answer.
const toShellSports = perAnswer((sports: Sport[]) =>
  pack(getRealSports(sports).map(toSportSummary)),
)
