import { toDataLayerSite, type DataLayerSite } from '@fieldhouse/domain/measurement/data-layer'
import {
  getMeasurementOrigins,
  type MeasurementConfig,
} from '@fieldhouse/domain/measurement/script-plan'

import { env } from '../utils/env.server'
import { isFeatureOn } from '../utils/features.server'
import { provider } from '../utils/provider.server'

/** What the browser module needs once per visit (routes/resources/tracking-setup.ts). */
export type MeasurementSetup = MeasurementConfig & { dataLayer: DataLayerSite }

const OPERATOR = {
  consentScriptUrl: env.CONSENT_SCRIPT_URL ?? null,
  consentTestScriptUrl: env.CONSENT_TEST_SCRIPT_URL ?? null,
  googleTagOrigin: env.GOOGLE_TAG_ORIGIN ?? null,
  tagOrigins: env.TRACKING_TAG_ORIGINS,
}

/**
 * The third-party origins measurement may load scripts from: exactly what the operator named,
 * none by default. The Content-Security-Policy admits these and no other (server/render-page.ts).
 */
export const MEASUREMENT_SCRIPT_ORIGINS: readonly string[] = getMeasurementOrigins(OPERATOR)

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
    ...OPERATOR,
    clientTagManagerIds: config?.gtmIds ?? [],
    productTagManagerIds: analytics?.tagManagerCodes ?? [],
    analyticsMeasurementIds: analytics?.analyticsMeasurementIds ?? [],
    tagsEnabled: isFeatureOn('tracking', settings),
    dataLayer: toDataLayerSite(config),
  }
}
