import { getSeoPageName, type SeoPageName } from './page-names'
import { ROUTE_KINDS, type RouteKind } from './route-kind'

// Titles and descriptions from the provider's Seo settings (GET /Seo, SPEC.md 2.3 and 7). The
// settings name a template per page (`seo_title_roster_list`, `seo_meta_description_homepage`)
// whose `{token}`s the site fills from what the page knows. This module is what the server needs
// to choose a screen's templates; the filling itself is in seo-tokens.ts, small enough for the
// browser.

// The settings' spelling of an SEO page name where it is not the name itself (shapes.md
// appendix `seo`): the provider writes `sport_home`, `404`, `rss_list`.
const KEY_OF: Partial<Record<SeoPageName, string>> = {
  'sport home': 'sport_home',
  'not-found': '404',
  rss_feeds: 'rss_list',
  'stats-pdf': 'stats_pdf',
}

// A sport's own calendar, archive and historical roster are the calendar, archive and historical
// roster pages when the provider names no `_sport` template of their own.
const FALLBACK_OF: Partial<Record<SeoPageName, SeoPageName>> = {
  calendar_sport: 'calendar',
  archives_sport: 'archives',
  historicalroster_sport: 'historicalroster',
}

// Screens SPEC 2.3 names no page for but whose templates the provider has (tag_list, tag, splash).
const EXTRA_KEYS: Partial<Record<RouteKind, string>> = {
  tags: 'tag_list',
  tag: 'tag',
  splash: 'splash',
}

/**
 * The settings keys (without `seo_title_` / `seo_meta_description_`) to look for, first found
 * wins, for a screen kind. Only the not-found screen itself uses the `404` templates: a screen
 * SPEC 2.3 gives no name gets none (getSeoPageName would call it 'not-found').
 */
export function getSeoTemplateKeys(kind: RouteKind): string[] {
  const extra = EXTRA_KEYS[kind]
  if (extra) return [extra]
  const name = getSeoPageName(kind)
  if (name === 'not-found' && kind !== 'not-found') return []
  const names = [name, FALLBACK_OF[name]].filter((entry) => entry !== undefined)
  return names.map((entry) => KEY_OF[entry] ?? entry)
}

export type SeoTemplates = {
  /** Title template per screen kind, where the provider gives one. */
  title: Partial<Record<RouteKind, string>>
  /** Description template per screen kind, where the provider gives one. */
  description: Partial<Record<RouteKind, string>>
}

/**
 * The provider's templates by screen kind: `seo_title_{key}` and `seo_meta_description_{key}`,
 * blank ones left out (a blank template is no template: today's title stays).
 */
export function toSeoTemplates(settings: {
  title: Record<string, string>
  meta: Record<string, string>
}): SeoTemplates {
  const templates: SeoTemplates = { title: {}, description: {} }
  for (const kind of ROUTE_KINDS) {
    const keys = getSeoTemplateKeys(kind)
    const title = pick(
      settings.title,
      keys.map((key) => `seo_title_${key}`),
    )
    const description = pick(
      settings.meta,
      keys.map((key) => `seo_meta_description_${key}`),
    )
    if (title) templates.title[kind] = title
    if (description) templates.description[kind] = description
  }
  return templates
}

function pick(record: Record<string, string>, keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key]
    if (value !== undefined && value.trim() !== '') return value
  }
  return null
}

/** Token names without braces: `{site_name}` -> `site_name`; anything else is no token. */
export function toTokenNames(keys: readonly string[]): string[] {
  return keys.flatMap((key) => {
    const match = /^\{?([a-z0-9_]+)\}?$/i.exec(key.trim())
    return match?.[1] ? [match[1].toLowerCase()] : []
  })
}
