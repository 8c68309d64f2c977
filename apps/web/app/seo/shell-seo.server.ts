import { toSeoTemplates, toTokenNames, type SeoTemplates } from '@fieldhouse/domain/seo-titles'
import type { SeoSettings } from '@fieldhouse/provider-client/seo'

import { withServerOnly } from '~/render/index.server'

/**
 * What a page's meta function needs of the provider's Seo settings, sent with the shell: the
 * title templates by screen kind (and, on the server, the description templates), the
 * tokens the settings allow, and the site-wide token values. null when the settings could not
 * be read (SPEC.md 8): every page keeps its own title.
 */
export type ShellSeo = Pick<SeoTemplates, 'title'> & {
  /** On the server only (see toShellSeo): undefined in the browser. */
  description?: SeoTemplates['description']
  tokens: string[]
  values: Record<string, string>
}

const SITE_VALUES = ['site_name', 'school_name', 'site_mascot_singular', 'site_mascot_plural']

export function toShellSeo(settings: SeoSettings | null): ShellSeo | null {
  if (!settings) return null
  const values: Record<string, string> = {}
  for (const name of SITE_VALUES) {
    const value = settings.meta[name] ?? settings.title[name]
    if (value?.trim()) values[name] = value.trim()
  }
  const { title, description } = toSeoTemplates(settings)
  // Descriptions are filled on the server only (seo/page-meta.ts, seo/crawler-tags.ts): their
  // templates, one per screen kind and rarely alike, were 4 to 5 KB of every page's hydration
  // data. On a property the hydration data's encoder does not see, they stay on the server.
  return withServerOnly(
    { title, tokens: toTokenNames(settings.tokens), values },
    'description',
    description,
  )
}
