import type { QueryFlags } from './query-flags'

// The third-party scripts of a page and their order (SPEC.md 4 and 7, docs/decisions/023): the
// consent manager first, when configured, then the tenant's tracking tags, then ("tracking
// scripts load once tracking tags have loaded") the tag managers and the analytics tag. Nothing
// third-party is named unless an operator configured where it comes from.

/** What the site's operator and the tenant configured; see measurement-setup in the web app. */
export type MeasurementConfig = {
  /** The consent manager's script (env CONSENT_SCRIPT_URL); null: none. */
  consentScriptUrl: string | null
  /** Its test bundle, loaded instead with transcend_test_bundle=true; null: the live one. */
  consentTestScriptUrl: string | null
  /** Where Google's tag manager and analytics tag load from (env); null: they never load. */
  googleTagOrigin: string | null
  /** The client's tag manager containers (site config gtmIds). */
  clientTagManagerIds: readonly string[]
  /** The product's own containers and analytics ids (Google / Analytics settings). */
  productTagManagerIds: readonly string[]
  analyticsMeasurementIds: readonly string[]
  /**
   * The Google Analytics 360 property (GET /Google, or the site config's copy): the product's
   * too, configured on the analytics tag; null: none.
   */
  google360PropertyId: string | null
  /** Tracking tags: the feature switch and the tenant's setting both allow them. */
  tagsEnabled: boolean
  /** Origins an external tag script may load from (env TRACKING_TAG_ORIGINS). */
  tagOrigins: readonly string[]
}

export type ScriptPlan = {
  consent: string | null
  tags: boolean
  /**
   * Loaded in this order once the tags are placed; an analytics id whose `src` is null is only
   * configured on the analytics tag an earlier entry loads (one gtag.js serves several ids).
   */
  scripts: { kind: 'tag-manager' | 'analytics'; id: string; src: string | null }[]
}

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{1,20}$/
const MEASUREMENT_ID = /^(G|AW|DC)-[A-Z0-9]{1,20}$/
// A 360 property is a Google Analytics 4 id or a Universal Analytics one (UA-12345-1).
const PROPERTY_ID = /^(G-[A-Z0-9]{1,20}|UA-\d{1,12}-\d{1,4})$/

export function planScripts(config: MeasurementConfig, flags: QueryFlags): ScriptPlan {
  const consentUrl =
    flags.consentTestBundle && config.consentTestScriptUrl
      ? config.consentTestScriptUrl
      : config.consentScriptUrl
  const scripts: ScriptPlan['scripts'] = []
  const origin = config.googleTagOrigin
  if (origin !== null) {
    const managers = [
      ...(flags.clientTagManager ? config.clientTagManagerIds : []),
      ...(flags.productTags ? config.productTagManagerIds : []),
    ]
    for (const id of new Set(managers)) {
      if (TAG_MANAGER_ID.test(id))
        scripts.push({ kind: 'tag-manager', id, src: `${origin}/gtm.js?id=${id}` })
    }
    const analytics = flags.productTags ? config.analyticsMeasurementIds : []
    for (const id of new Set(analytics)) {
      if (MEASUREMENT_ID.test(id))
        scripts.push({ kind: 'analytics', id, src: `${origin}/gtag/js?id=${id}` })
    }
    const property = config.google360PropertyId?.trim() ?? ''
    if (
      flags.productTags &&
      PROPERTY_ID.test(property) &&
      !scripts.some((script) => script.id === property)
    ) {
      // Configured on the analytics tag already loading, or loading one of its own.
      const tagLoads = scripts.some((script) => script.kind === 'analytics')
      scripts.push({
        kind: 'analytics',
        id: property,
        src: tagLoads ? null : `${origin}/gtag/js?id=${property}`,
      })
    }
  }
  return {
    consent: flags.consent ? consentUrl : null,
    tags: config.tagsEnabled && flags.trackingTags,
    scripts,
  }
}

/**
 * Every third-party origin the configuration names, each once: what the Content-Security-Policy
 * admits for scripts, and nothing more. None when nothing is configured.
 */
export function getMeasurementOrigins(
  config: Pick<
    MeasurementConfig,
    'consentScriptUrl' | 'consentTestScriptUrl' | 'googleTagOrigin' | 'tagOrigins'
  >,
): string[] {
  const origins = [
    config.consentScriptUrl,
    config.consentTestScriptUrl,
    config.googleTagOrigin,
    ...config.tagOrigins,
  ]
    .filter((value): value is string => value !== null)
    .map(toOrigin)
    .filter((value): value is string => value !== null)
  return [...new Set(origins)]
}

function toOrigin(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}
