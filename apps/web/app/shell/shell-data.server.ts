import type { Params } from 'react-router'

import { resolveCurrentSport } from '@fieldhouse/domain/current-sport'
import { getRealSports, shouldShowSportNavigation } from '@fieldhouse/domain/sports'
import type { NavigationItem } from '@fieldhouse/provider-client/navigation'
import type { SeoSettings } from '@fieldhouse/provider-client/seo'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { pack, perAnswer, serverSection } from '~/render/index.server'
import { toShellSeo } from '~/seo/shell-seo.server'
import { env, getSiteUrl } from '~/utils/env.server'
import { packPromotion } from '~/utils/promotions.server'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'
import { toSportSummary } from '~/utils/sport-summary'

import { getShellAds } from './ads/ads-config.server'
import { getDismissedAlertIds } from './alert-cookie.server'
import { toFooterSocialMarkup } from './footer-social.server'
import { toShellNavItem } from './nav-children'
import { toNavPayload, type NavPayload } from './nav-payload'
import { getShownAlerts } from './shown-alerts.server'

// Everything the page shell needs, loaded by the root loader. Each call degrades on its own
// (SPEC.md 8), so a provider outage still renders the shell, only emptier.
export async function getShellData(request: Request, params: Params) {
  const signal = request.signal
  const [sports, navigation, settings, alerts, sponsors, dismissed, seo] = await Promise.all([
    provider.getSports({ signal }),
    provider.getNavigation({ signal }),
    provider.getSiteSettings({ signal }),
    getShownAlerts(signal),
    provider.getPromotion('footer_sponsors', undefined, { signal }),
    getDismissedAlertIds(request),
    provider.getSeo({ signal }),
  ])

  const currentSport = resolveCurrentSport(sports, params, new URL(request.url).pathname)
  const sportNavigation =
    currentSport && shouldShowSportNavigation(currentSport)
      ? await provider.getSportNavigation(currentSport.id, { signal })
      : []
  const now = new Date()

  return {
    site: toSiteIdentity(settings),
    siteUrl: getSiteUrl(),
    supportEmail: env.SUPPORT_EMAIL,
    buildCheckMs: env.BUILD_CHECK_INTERVAL_MS,
    ...getShellAds(settings, currentSport),
    year: now.getFullYear(),
    sports: toShellSports(sports),
    currentSport: currentSport ? toSportSummary(currentSport) : null,
    navigation: toShellNavigation(navigation),
    sportNavigation: sportNavigation.length > 0 ? toShellNavigation(sportNavigation) : '[]',
    alerts: alerts.filter((alert) => !dismissed.includes(alert.id)),
    sponsors: packPromotion(sponsors),
    // The footer's social row as markup, sent once in the document (null: no accounts).
    footerSocial: serverSection(request, toFooterSocialMarkup(navigation)),
    seo: seo ? toShellSeoPerAnswer(seo) : null,
  }
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
