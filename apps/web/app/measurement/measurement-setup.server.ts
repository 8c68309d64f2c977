import { toDataLayerSite, type DataLayerSite } from '@fieldhouse/domain/measurement/data-layer'
import type { MeasurementConfig } from '@fieldhouse/domain/measurement/script-plan'

import { isFeatureOn } from '../utils/features.server'
import { provider } from '../utils/provider.server'

import { MEASUREMENT_OPERATOR } from './measurement-origins.server'

/** What the browser module needs once per visit (endpoints/tracking-setup.ts). */
export type MeasurementSetup = MeasurementConfig & { dataLayer: DataLayerSite }

/**
 * The operator's settings with the tenant's: its tag manager containers (site config gtmIds,
 * SPEC.md 3), the product's own codes and analytics ids (Analytics settings) and its Google 360
 * property (GET /Google), its school and site attributes for the data layer (the Google 360
 * settings, field by field over the site config's copies), and whether tracking tags are on
 * (FEATURE_TRACKING and the tenant's switch). A failing call is logged by the client and counts
 * as nothing (SPEC.md 8); /Google's failure is logged once per cache period.
 */
export async function getMeasurementSetup(signal?: AbortSignal): Promise<MeasurementSetup> {
  const [settings, analytics, google] = await Promise.all([
    provider.getSiteSettings({ signal }),
    provider.getAnalyticsSettings({ signal }),
    provider.getGoogleSettings({ signal }),
  ])
  const config = settings?.siteConfig ?? null
  return {
    ...MEASUREMENT_OPERATOR,
    clientTagManagerIds: config?.gtmIds ?? [],
    productTagManagerIds: analytics?.tagManagerCodes ?? [],
    analyticsMeasurementIds: analytics?.analyticsMeasurementIds ?? [],
    google360PropertyId: google?.google360PropertyId ?? config?.google360PropertyId ?? null,
    tagsEnabled: isFeatureOn('tracking', settings),
    dataLayer: toDataLayerSite(overNulls(config, google)),
  }
}

/** `over`'s values where it has one (not null), `under`'s otherwise. */
function overNulls<A extends object, B extends object>(under: A | null, over: B | null) {
  if (!over) return under
  const merged: Record<string, unknown> = { ...under }
  for (const [key, value] of Object.entries(over)) if (value !== null) merged[key] = value
  return merged as A & B
}
