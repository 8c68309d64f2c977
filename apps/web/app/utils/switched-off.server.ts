import type { AnalyticsSettings } from '@fieldhouse/provider-client/integration-settings'
import type { SiteSettings } from '@fieldhouse/provider-client/settings'

import { env } from './env.server'
import { isFeatureOn } from './features.server'

// A tenant may configure tag managers, analytics or adverts that this site's own settings (the
// environment) leave off: nothing breaks, nothing loads, and nobody is told. The web server says
// so once at start-up, in the log, naming the setting to turn on (server/start.ts).

/** The operator's settings that let the tenant's measurement and adverts load. */
export type OperatorSwitches = {
  ads: boolean
  tracking: boolean
  googleTagOrigin: string | null
  consentScriptUrl: string | null
}

export type SwitchedOff = { configured: string; setting: string }

type Settings = Pick<SiteSettings, 'siteConfig' | 'features'> | null
type Analytics = AnalyticsSettings | null

export const OPERATOR_SWITCHES: OperatorSwitches = {
  ads: isFeatureOn('ads', null),
  tracking: isFeatureOn('tracking', null),
  googleTagOrigin: env.GOOGLE_TAG_ORIGIN ?? null,
  consentScriptUrl: env.CONSENT_SCRIPT_URL ?? null,
}

/** What the tenant configures that the operator's settings keep off, each with its setting. */
export function findSwitchedOff(
  settings: Settings,
  analytics: Analytics,
  operator: OperatorSwitches,
): SwitchedOff[] {
  const config = settings?.siteConfig
  const tenantSays = settings?.features
  const found: SwitchedOff[] = []
  const managers = [...(config?.gtmIds ?? []), ...(analytics?.tagManagerCodes ?? [])]
  const measurementIds = analytics?.analyticsMeasurementIds ?? []
  const google = [
    managers.length > 0 ? `tag managers (${managers.join(', ')})` : null,
    measurementIds.length > 0 ? `analytics (${measurementIds.join(', ')})` : null,
  ].filter((part) => part !== null)
  if (google.length > 0 && operator.googleTagOrigin === null) {
    found.push({
      configured: google.join(' and '),
      setting: 'GOOGLE_TAG_ORIGIN (e.g. https://www.googletagmanager.com)',
    })
  }
  if (tenantSays?.trackingEnabled === true && !operator.tracking) {
    found.push({ configured: 'tracking tags (trackingEnabled)', setting: 'FEATURE_TRACKING=true' })
  }
  // Google's tags would load for every visitor with no consent manager asking first.
  if (google.length > 0 && operator.googleTagOrigin !== null && !operator.consentScriptUrl) {
    found.push({
      configured: `${google.join(' and ')} with no consent manager`,
      setting: 'CONSENT_SCRIPT_URL',
    })
  }
  const ads = [
    config?.htlbid?.siteId.trim() ? `htlbid site ${config.htlbid.siteId.trim()}` : null,
    config?.nativoEnabled ? 'nativo' : null,
  ].filter((part) => part !== null)
  if (ads.length > 0 && tenantSays?.adsEnabled !== false && !operator.ads) {
    found.push({ configured: `adverts (${ads.join(', ')})`, setting: 'FEATURE_ADS=true' })
  }
  return found
}

type Loaded = { settings: Settings; analytics: Analytics }

type SettingsClient = {
  getSiteSettings(): Promise<Settings>
  getAnalyticsSettings(): Promise<Analytics>
}

/** The tenant's two settings resources; a failure is logged by the client and gives null. */
export function loadTenantSwitches(client: SettingsClient): () => Promise<Loaded> {
  return async () => {
    const [settings, analytics] = await Promise.all([
      client.getSiteSettings(),
      client.getAnalyticsSettings(),
    ])
    return { settings, analytics }
  }
}

type Announce = {
  load: () => Promise<Loaded>
  warn: (fields: { switchedOff: SwitchedOff[] }, message: string) => void
  operator?: OperatorSwitches
  /** First wait before asking again while the provider cannot give the settings. */
  retryMs?: number
}

const MAX_RETRY_MS = 600_000

/**
 * Reads the tenant's settings without holding up start-up, and logs one line if anything is
 * switched off. While the provider is down or the settings cannot be read, it asks again later
 * (doubling waits up to 10 minutes, on timers that keep no process alive), so the line comes
 * once the settings are known; a failure is never thrown.
 */
export function announceSwitchedOff({
  load,
  warn,
  operator = OPERATOR_SWITCHES,
  retryMs = 30_000,
}: Announce): void {
  const attempt = async (waitMs: number) => {
    const loaded = await load().catch(() => null)
    if (!loaded?.settings) {
      setTimeout(() => void attempt(Math.min(waitMs * 2, MAX_RETRY_MS)), waitMs).unref()
      return
    }
    const found = findSwitchedOff(loaded.settings, loaded.analytics, operator)
    if (found.length === 0) return
    const list = found.map((item) => `${item.configured}: set ${item.setting}`).join('; ')
    warn(
      { switchedOff: found },
      `The tenant configures what this site's settings leave off: ${list}`,
    )
  }
  void attempt(retryMs)
}
