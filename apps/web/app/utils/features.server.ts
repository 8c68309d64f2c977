import type { SiteSettings } from '@fieldhouse/provider-client/settings'

import { env } from './env.server'

export type Feature = 'ads' | 'tracking' | 'takeovers'

/**
 * The one set of defaults (SPEC 9: tracking and takeovers are on unless turned off; adverts are
 * off until an operator turns them on, an own choice so a fresh install shows no empty slots).
 */
export const FEATURE_DEFAULTS: Readonly<Record<Feature, boolean>> = {
  ads: false,
  tracking: true,
  takeovers: true,
}

const TENANT_KEYS = {
  ads: 'adsEnabled',
  tracking: 'trackingEnabled',
  takeovers: 'takeoversEnabled',
} as const satisfies Record<Feature, keyof SiteSettings['features']>

const OPERATOR_SWITCHES: Partial<Record<Feature, boolean>> = {
  ads: env.FEATURE_ADS,
  tracking: env.FEATURE_TRACKING,
  takeovers: env.FEATURE_TAKEOVERS,
}

/**
 * A feature is on when the operator's switch (FEATURE_* in the environment, else the default)
 * allows it and the tenant has not turned it off. A tenant that says nothing, or whose settings
 * cannot be loaded, does not object.
 */
export function isFeatureOn(
  feature: Feature,
  settings: Pick<SiteSettings, 'features'> | null,
  operator: Partial<Record<Feature, boolean>> = OPERATOR_SWITCHES,
): boolean {
  const allowed = operator[feature] ?? FEATURE_DEFAULTS[feature]
  return allowed && settings?.features[TENANT_KEYS[feature]] !== false
}
