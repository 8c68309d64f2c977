import { describe, expect, test } from 'vitest'

import type { SeoSettings } from '@fieldhouse/provider-client/seo'
import type { SiteSettings } from '@fieldhouse/provider-client/settings'

import { matchEndpoint } from '~/paths/endpoint-match'

import { buildWebManifest, toAppIdentity, toShortName } from './web-manifest'

// The settings of the two demo tenants as the provider gives them (apps/provider/src/seed/
// tenants/demo.ts and lakeside.ts, through seed/settings.ts), as far as the manifest reads them.
type Tenant = {
  siteName: string
  abbreviation: string | null
  mascotPlural: string | null
  logo: string | null
  primary: string
  onPrimary: string
}

const settingsOf = (tenant: Tenant) =>
  ({
    siteConfig: { clientAbbreviation: tenant.abbreviation },
    siteSettings: { mascotPlural: tenant.mascotPlural },
    theme: {
      siteName: tenant.siteName,
      logo: tenant.logo,
      primaryColor: tenant.primary,
      secondaryColor: '#f2b705',
      onPrimaryColor: tenant.onPrimary,
      onSecondaryColor: '#1a1a1a',
    },
  }) as unknown as SiteSettings

const NORTHFIELD: Tenant = {
  siteName: 'Northfield State Athletics',
  abbreviation: 'NSU',
  mascotPlural: 'Owls',
  logo: '/images/demo/logos/logo.svg',
  primary: '#0b3d2e',
  onPrimary: '#ffffff',
}
const LAKESIDE: Tenant = {
  siteName: 'Lakeside Tech Athletics',
  abbreviation: 'LIT',
  mascotPlural: 'Herons',
  logo: '/images/lakeside/logos/logo.svg',
  primary: '#13294b',
  onPrimary: '#ffffff',
}

// The seed's homepage description template and its tokens (GET /Seo).
const seo = (template: string | null): SeoSettings => ({
  title: { site_name: 'Northfield State Athletics' },
  meta: template ? { seo_meta_description_homepage: template } : {},
  robotsHeader: null,
  robotsFooter: null,
  sitemapEnabled: true,
  tokens: ['{site_name}', '{page_description}'],
})

describe.each([
  ['Northfield State (demo)', NORTHFIELD, 'NSU Owls', 'NSU'],
  ['Lakeside Tech (lakeside)', LAKESIDE, 'LIT Herons', 'LIT'],
])('%s', (_, tenant, shortName, initials) => {
  const manifest = buildWebManifest({ settings: settingsOf(tenant), seo: null })

  test('its name, a short name that fits a home screen, its colour', () => {
    expect(manifest).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      name: tenant.siteName,
      short_name: shortName,
      theme_color: tenant.primary,
      background_color: '#ffffff',
      description: `Scores, schedules, rosters and news from ${tenant.siteName}.`,
    })
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(toAppIdentity(settingsOf(tenant))).toMatchObject({ initials, logo: tenant.logo })
  })

  test('icons at 192 and 512 for any use and a maskable 512, each an icon endpoint', () => {
    expect(manifest.icons).toEqual([
      { src: '/app-icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/app-icons/maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ])
    for (const icon of manifest.icons) {
      expect(matchEndpoint(icon.src)?.path).toBe('/app-icons/:file')
    }
  })
})

test('the provider down: a valid manifest with the neutral name and colours, never a school', () => {
  const manifest = buildWebManifest({ settings: null, seo: null })
  expect(manifest).toMatchObject({
    name: 'Athletics',
    short_name: 'Athletics',
    theme_color: '#1f2937',
    background_color: '#ffffff',
    description: 'Scores, schedules, rosters and news from Athletics.',
    start_url: '/',
    display: 'standalone',
  })
  expect(manifest.icons).toHaveLength(3)
  expect(toAppIdentity(null)).toMatchObject({ initials: 'A', logo: null })
})

test('garbage colours fall back to the neutral ones; garbage names are not initials', () => {
  const garbage = settingsOf({
    ...NORTHFIELD,
    primary: 'red;}</style><script>',
    onPrimary: 'javascript:alert(1)',
    abbreviation: '<b>NSU</b>',
    mascotPlural: '   ',
    logo: '  ',
  })
  const identity = toAppIdentity(garbage)
  expect(identity.colors).toEqual({
    primary: '#1f2937',
    onPrimary: '#ffffff',
    background: '#ffffff',
  })
  expect(identity).toMatchObject({ initials: 'NS', logo: null, shortName: 'Northfield' })
  expect(buildWebManifest({ settings: garbage, seo: null }).theme_color).toBe('#1f2937')
})

test("the description is the home page's: the provider's template filled, else its own", () => {
  const settings = settingsOf(NORTHFIELD)
  const filled = buildWebManifest({
    settings,
    seo: seo('Official athletics website of {site_name}. {page_description}'),
  })
  expect(filled.description).toBe(
    'Official athletics website of Northfield State Athletics. Scores, schedules, rosters and news from Northfield State Athletics.',
  )
  expect(buildWebManifest({ settings, seo: seo(null) }).description).toBe(
    'Scores, schedules, rosters and news from Northfield State Athletics.',
  )
  // A template of unknown tokens only leaves nothing: the page's own sentence.
  expect(buildWebManifest({ settings, seo: seo('{unknown}') }).description).toBe(
    'Scores, schedules, rosters and news from Northfield State Athletics.',
  )
})

test.each([
  ['Northfield State Athletics', 'NSU', 'Owls', 'NSU Owls'],
  ['Northfield State Athletics', 'NSU', 'Fighting Illini', 'NSU'],
  ['Northfield State Athletics', null, 'Owls', 'Owls'],
  ['Northfield State Athletics', 'NSU', 'Mighty Fighting Owls', 'NSU'],
  ['Northfield State Athletics', null, null, 'Northfield'],
  ['Athletics', null, null, 'Athletics'],
  ['Supercalifragilistic Athletics', null, null, 'Supercalifra'],
])('short name of %s / %s / %s: %s', (name, abbreviation, mascot, expected) => {
  const shortName = toShortName(name, abbreviation, mascot)
  expect(shortName).toBe(expected)
  expect(shortName.length).toBeLessThanOrEqual(12)
})
