import { toDataLayerSite, type DataLayerSite } from '@fieldhouse/domain/measurement/data-layer'
import type { MeasurementConfig } from '@fieldhouse/domain/measurement/script-plan'

import { isFeatureOn } from '../utils/features.server'
import { provider } from '../utils/provider.server'

import { MEASUREMENT_OPERATOR } from './measurement-origins.server'

/** What the browser module needs once per visit (endpoints/tracking-setup.ts). */
export type MeasurementSetup = MeasurementConfig & { dataLayer: DataLayerSite }

/**
 * The operator's settings with the tenant's: its tag manager containers (site config gtmIds,
 * SPEC.md 3), the product's own codes and analytics ids (Analytics settings), its school and
 * site attributes for the data layer, and whether tracking tags are on (FEATURE_TRACKING and the
 * tenant's switch). A failing call is logged by the client and counts as nothing (SPEC.md 8).
 */
export async function getMeasurementSetup(signal?: AbortSignal): Promise<MeasurementSetup> {
  const [settings, analytics] = await Promise.all([
    provider.getSiteSettings({ signal }),
    provider.getAnalyticsSettings({ signal }),
  ])
  const config = settings?.siteConfig ?? null
  return {
    ...MEASUREMENT_OPERATOR,
    clientTagManagerIds: config?.gtmIds ?? [],
    productTagManagerIds: analytics?.tagManagerCodes ?? [],
    analyticsMeasurementIds: analytics?.analyticsMeasurementIds ?? [],
    tagsEnabled: isFeatureOn('tracking', settings),
    dataLayer: toDataLayerSite(config),
  }
}
