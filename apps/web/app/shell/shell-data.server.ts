import type { Params } from 'react-router'

import { resolveCurrentSport } from '@fieldhouse/domain/current-sport'
import { getRealSports, shouldShowSportNavigation } from '@fieldhouse/domain/sports'
import type { NavigationItem } from '@fieldhouse/provider-client/navigation'

import { env, getSiteUrl } from '~/utils/env.server'
import { isFeatureOn } from '~/utils/features.server'
import { provider } from '~/utils/provider.server'
import { toSportSummary } from '~/utils/sport-summary'

import { getDismissedAlertIds } from './alert-cookie.server'
import { getShownAlerts } from './shown-alerts.server'
import { toShellNavItem, type ShellNavItem } from './nav-children'
import { toSiteIdentity } from './site-identity'

// Everything the page shell needs, loaded by the root loader. Each call degrades on its own
// (SPEC.md 8), so a provider outage still renders the shell, only emptier.
export async function getShellData(request: Request, params: Params) {
  const signal = request.signal
  const [sports, navigation, settings, alerts, sponsors, dismissed] = await Promise.all([
    provider.getSports({ signal }),
    provider.getNavigation({ signal }),
    provider.getSiteSettings({ signal }),
    getShownAlerts(signal),
    provider.getPromotion('footer_sponsors', undefined, { signal }),
    getDismissedAlertIds(request),
  ])

  const currentSport = resolveCurrentSport(sports, params)
  const sportNavigation =
    currentSport && shouldShowSportNavigation(currentSport)
      ? await provider.getSportNavigation(currentSport.id, { signal })
      : []
  const now = new Date()

  return {
    site: toSiteIdentity(settings),
    siteUrl: getSiteUrl(),
    supportEmail: env.SUPPORT_EMAIL,
    adsEnabled: isFeatureOn('ads', settings),
    year: now.getFullYear(),
    sports: getRealSports(sports).map(toSportSummary),
    currentSport: currentSport ? toSportSummary(currentSport) : null,
    navigation: toShellNavigation(navigation),
    sportNavigation: toShellNavigation(sportNavigation),
    alerts: alerts.filter((alert) => !dismissed.includes(alert.id)),
    sponsors,
  }
}

export type ShellData = Awaited<ReturnType<typeof getShellData>>

// The client returns the same (cached) navigation array until the provider's answer changes, so
// its compact form is computed once per answer, not once per page.
const shellNavigation = new WeakMap<NavigationItem[], ShellNavItem[]>()

function toShellNavigation(items: NavigationItem[]): ShellNavItem[] {
  let compact = shellNavigation.get(items)
  if (!compact) {
    compact = items.map(toShellNavItem)
    shellNavigation.set(items, compact)
  }
  return compact
}
