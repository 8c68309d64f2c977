import type { SiteSettings } from '@fieldhouse/provider-client/settings'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { env } from '~/utils/env.server'
import { isFeatureOn } from '~/utils/features.server'

import type { AdsConfig } from './ads-config'

type ScriptUrls = { htlbid: string; nativo: string }

const SCRIPT_URLS: ScriptUrls = {
  htlbid: env.ADS_HTLBID_SCRIPT_URL,
  nativo: env.ADS_NATIVO_SCRIPT_URL,
}

type AdSettings = Pick<SiteSettings, 'features' | 'siteConfig'> | null

/**
 * The ad scripts of a tenant, or null (the default: FEATURE_ADS is off, or the tenant turned
 * ads off, or its site config names neither htlbid nor nativo).
 */
export function getAdsConfig(
  settings: AdSettings,
  sport: Pick<Sport, 'globalSportShortName'> | null,
  isOn = isFeatureOn('ads', settings),
  urls: ScriptUrls = SCRIPT_URLS,
): AdsConfig | null {
  const config = settings?.siteConfig
  if (!isOn || !config) return null
  const siteId = config.htlbid?.siteId.trim() ?? ''
  const htlbid =
    siteId === '' ? null : urls.htlbid.replaceAll('{siteId}', encodeURIComponent(siteId))
  const nativo = config.nativoEnabled ? urls.nativo : null
  if (htlbid === null && nativo === null) return null
  return {
    htlbid,
    nativo,
    isTesting: config.htlbid?.isTesting === 'yes',
    sport: sport?.globalSportShortName ?? null,
  }
}

/**
 * The shell's two ad fields: `adsEnabled` (slots are rendered and their space reserved, because
 * the ad network that fills them is configured) and `ads` (what the browser loads).
 */
export function getShellAds(
  settings: AdSettings,
  sport: Pick<Sport, 'globalSportShortName'> | null,
) {
  const ads = getAdsConfig(settings, sport)
  return { adsEnabled: ads?.htlbid != null, ads }
}
