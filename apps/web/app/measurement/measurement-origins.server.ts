import { getMeasurementOrigins } from '@fieldhouse/domain/measurement/script-plan'

// Relative imports: server/render-page.ts loads this module under tsx, which has no '~' alias,
// and it must not create a provider client of its own there (hence apart from the setup).
import { env } from '../utils/env.server'

/** The operator's measurement settings (env; all unset by default, docs/decisions/023). */
export const MEASUREMENT_OPERATOR = {
  consentScriptUrl: env.CONSENT_SCRIPT_URL ?? null,
  consentTestScriptUrl: env.CONSENT_TEST_SCRIPT_URL ?? null,
  googleTagOrigin: env.GOOGLE_TAG_ORIGIN ?? null,
  tagOrigins: env.TRACKING_TAG_ORIGINS,
}

/**
 * The third-party origins measurement may load scripts from: exactly what the operator named,
 * none by default. The Content-Security-Policy admits these and no other (server/render-page.ts).
 */
export const MEASUREMENT_SCRIPT_ORIGINS: readonly string[] =
  getMeasurementOrigins(MEASUREMENT_OPERATOR)
