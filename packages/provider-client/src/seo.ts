import { SeoSettingsSchema, type SeoSettingsResource } from '@fieldhouse/contract/seo'
import type { ClientContext } from './context'
import type { CallOptions } from './transport'

/**
 * GET /Seo. `title` and `meta` keep the provider's keys (`seo_title_roster_list`,
 * `seo_meta_description_homepage`, `site_name` ...) with null values left out.
 */
export type SeoSettings = {
  title: Record<string, string>
  meta: Record<string, string>
  robotsHeader: string | null
  robotsFooter: string | null
  /** The provider sends a string; 'true' / '1' / 'yes' (any case) turn the sitemap on. */
  sitemapEnabled: boolean
  tokens: string[]
}

export function toSeoSettings(resource: SeoSettingsResource): SeoSettings {
  const { settings } = resource
  const sitemap = settings.sitemap?.enable_sitemap_xml?.trim().toLowerCase() ?? ''
  return {
    title: withoutNulls(settings.title),
    meta: withoutNulls(settings.meta),
    robotsHeader: settings.robots?.seo_robots_header ?? null,
    robotsFooter: settings.robots?.seo_robots_footer ?? null,
    sitemapEnabled: ['true', '1', 'yes'].includes(sitemap),
    tokens: resource.tokens?.keys ?? [],
  }
}

function withoutNulls(record: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== null),
  )
}

const SeoSchema = SeoSettingsSchema.transform(toSeoSettings)

export function seoResource({ getOr }: ClientContext) {
  return {
    /** SPEC 8: a failure is logged and yields null with no user message. */
    async getSeo(options: CallOptions = {}): Promise<SeoSettings | null> {
      return getOr({ label: 'seo repository', path: '/Seo', schema: SeoSchema }, options, null)
    },
  }
}
