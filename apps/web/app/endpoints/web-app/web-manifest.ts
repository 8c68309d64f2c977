import { fillSeoTemplate } from '@fieldhouse/domain/seo-tokens'
import type { SeoSettings } from '@fieldhouse/provider-client/seo'
import type { SiteSettings } from '@fieldhouse/provider-client/settings'

import { appIconPath, type AppIconFile } from '~/paths/app-manifest'
import { toShellSeo } from '~/seo/shell-seo.server'
import { toSiteIdentity } from '~/utils/site-identity'

// The web app manifest of the tenant's site (issue 34, "Installable"): what a phone shows when
// the site is added to the home screen or installed. Built from the settings the shell reads
// (utils/site-identity.ts), so a failed read gives the shell's neutral name and colours, never
// another school's, and icons the endpoint makes from those (web-app/app-icons.server.ts).

/** Home screens cut a longer label (Android at about 12 characters, iOS earlier). */
export const SHORT_NAME_MAX = 12

// The page's own background (app.css, light): the splash screen a launch shows before the first
// paint matches the page that follows it. The tenant's colour is theme_color (the header's).
const PAGE_BACKGROUND = '#ffffff'

/** What the manifest and the icons are made of: one tenant's identity, or the neutral one. */
export type AppIdentity = {
  name: string
  shortName: string
  /** One to three letters for an icon drawn without the logo. */
  initials: string
  /** The tenant's logo as the provider gives it (site-relative or absolute), null without one. */
  logo: string | null
  colors: { primary: string; onPrimary: string; background: string }
}

export function toAppIdentity(settings: SiteSettings | null): AppIdentity {
  const site = toSiteIdentity(settings)
  const abbreviation = toAbbreviation(settings?.siteConfig.clientAbbreviation)
  const mascot = clean(settings?.siteSettings.mascotPlural)
  return {
    name: site.name,
    shortName: toShortName(site.name, abbreviation, mascot),
    initials: abbreviation ?? toInitials(site.name),
    logo: clean(site.logo),
    colors: {
      primary: site.colors.primary,
      onPrimary: site.colors.onPrimary,
      background: PAGE_BACKGROUND,
    },
  }
}

/**
 * The label under the icon: the school's abbreviation and mascot ("NSU Owls") when they fit,
 * else the mascot, else the abbreviation, else the site's name cut at a word (a name of one long
 * word is cut at the limit). Each is how fans call the team; a name cut anywhere is not.
 */
export function toShortName(name: string, abbreviation: string | null, mascot: string | null) {
  const candidates = [
    abbreviation && mascot ? `${abbreviation} ${mascot}` : null,
    mascot,
    abbreviation,
  ]
  for (const candidate of candidates) {
    if (candidate && candidate.length <= SHORT_NAME_MAX) return candidate
  }
  if (name.length <= SHORT_NAME_MAX) return name
  let cut = ''
  for (const word of name.split(' ')) {
    const longer = cut ? `${cut} ${word}` : word
    if (longer.length > SHORT_NAME_MAX) break
    cut = longer
  }
  return cut || name.slice(0, SHORT_NAME_MAX)
}

// Words that name no school: "Northfield State Athletics" is NS, not NSA.
const NOT_INITIALS = new Set(['athletics', 'university', 'college', 'of', 'the', 'and', 'at'])

function toInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const naming = words.filter((word) => !NOT_INITIALS.has(word.toLowerCase()))
  const letters = (naming.length > 0 ? naming : words).slice(0, 3).map((word) => word[0])
  return letters.join('').toUpperCase() || 'A'
}

// An abbreviation goes on an icon and in the label: letters and digits only, at most four.
function toAbbreviation(value: string | null | undefined): string | null {
  const text = clean(value)
  return text && /^[\p{L}\p{N}]{1,4}$/u.test(text) ? text : null
}

function clean(value: string | null | undefined): string | null {
  return value?.replace(/\s+/g, ' ').trim() || null
}

type ManifestIcon = { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }

/** The pictures the manifest lists; Safari's 180 px icon is linked from the head instead. */
const MANIFEST_ICONS: { file: AppIconFile; size: number; purpose: ManifestIcon['purpose'] }[] = [
  { file: '192.png', size: 192, purpose: 'any' },
  { file: '512.png', size: 512, purpose: 'any' },
  { file: 'maskable-512.png', size: 512, purpose: 'maskable' },
]

export type WebManifest = {
  id: string
  name: string
  short_name: string
  description: string
  lang: string
  start_url: string
  scope: string
  display: 'standalone'
  theme_color: string
  background_color: string
  icons: ManifestIcon[]
}

export function buildWebManifest(input: {
  settings: SiteSettings | null
  seo: SeoSettings | null
}): WebManifest {
  const identity = toAppIdentity(input.settings)
  return {
    id: '/',
    name: identity.name,
    short_name: identity.shortName,
    description: toDescription(identity.name, input.seo),
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: identity.colors.primary,
    background_color: identity.colors.background,
    icons: MANIFEST_ICONS.map(({ file, size, purpose }) => ({
      src: appIconPath(file),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  }
}

// The home page's description, as its meta tag has it (seo/page-meta.ts): the provider's
// homepage template filled in, else the home page's own sentence.
function toDescription(name: string, settings: SeoSettings | null): string {
  const own = `Scores, schedules, rosters and news from ${name}.`
  const seo = toShellSeo(settings)
  const template = seo?.description?.home
  if (!seo || !template) return own
  const values = { ...seo.values, site_name: name, page_title: name, title: name }
  return fillSeoTemplate(template, { ...values, page_description: own }, seo.tokens) ?? own
}
