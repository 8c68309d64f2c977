import { toSeoTemplates, toTokenNames, type SeoTemplates } from '@fieldhouse/domain/seo-titles'
import type { SeoSettings } from '@fieldhouse/provider-client/seo'

/**
 * What a page's meta function needs of the provider's Seo settings, sent with the shell: the
 * title and description templates by screen kind (the page-name table stays on the server), the
 * tokens the settings allow, and the site-wide token values. null when the settings could not
 * be read (SPEC.md 8): every page keeps its own title.
 */
export type ShellSeo = SeoTemplates & {
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
  return { ...toSeoTemplates(settings), tokens: toTokenNames(settings.tokens), values }
}
