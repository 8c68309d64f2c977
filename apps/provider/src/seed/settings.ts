import type { AnalyticsSettingsResource } from '@fieldhouse/contract/analytics'
import type {
  CommonSettingsResource,
  SportPageTemplatesResponse,
  TemplatesResponse,
} from '@fieldhouse/contract/common'
import type { GoogleSettingsResource } from '@fieldhouse/contract/google'
import type { MobileSettingsResource } from '@fieldhouse/contract/mobile'
import type { SeoSettingsResource } from '@fieldhouse/contract/seo'
import type { Db } from '../db/client'
import { settings } from '../db/schema'
import type { SiteSettingKey } from '../resources/settings/settings-queries'
import { imagePath, sportIdOf, type TenantDefinition } from './tenant-definition'

// Page keys of the real /Seo response (schemas/v2/seo): every one is required there.
// prettier-ignore
const TITLE_PAGES = [
  'on_this_day', 'sms', 'facilities_list', 'facilities_page', 'rss_list', 'podcast_list',
  'podcast_player', 'tag_list', 'tag', 'homepage', 'sport_home', 'roster_list', 'roster_bio',
  'coach_list', 'coach_bio', 'support_staff_bio', 'staff_list', 'staff_bio', 'hof_list', 'hof_bio',
  'boxscore', 'cumestats', 'forms', 'schedule', 'calendar', 'opponenthistory', 'sportfile', 'story',
  'archives', 'splash', 'galleries', 'awards_list', 'awards_bio', '404', 'clippings', 'coverage',
  'gameday', 'signingday', 'featurepage', 'showcase', 'document', 'sport_videos_page',
] as const

// prettier-ignore
const DESCRIPTION_PAGES = [
  'on_this_day', 'body_then_summary', 'sms', 'rss_list', 'facilities_list', 'facilities_page',
  'galleries', 'tag_list', 'tag', '404', 'signingday', 'featurepage', 'clippings', 'gameday',
  'cumestats', 'calendar', 'boxscore', 'awards_list', 'hof_list', 'coach_list', 'roster_list',
  'staff_list', 'archives', 'sport_home', 'homepage', 'schedule', 'opponenthistory',
  'sport_videos_page', 'weplayed_moments_page',
] as const

function humanize(page: string): string {
  return page.replaceAll('_', ' ').replace(/\b\w/g, (ch) => ch.toUpperCase())
}

// Titles use `{token}` placeholders listed in `tokens.keys`; the site fills them in.
function seoSettings(definition: TenantDefinition): SeoSettingsResource {
  const title: Record<string, string> = {
    site_name: definition.siteName,
    seo_title_delimiter: ' | ',
  }
  for (const page of TITLE_PAGES) title[`seo_title_${page}`] = `{page_title} | {site_name}`
  title.seo_title_homepage = `${definition.siteName} | Official Athletics Website`
  title.seo_title_sport_home = `{sport_name} | {site_name}`
  title.seo_title_roster_list = `{season} {sport_name} Roster | {site_name}`
  title.seo_title_schedule = `{season} {sport_name} Schedule | {site_name}`
  title.seo_title_404 = `Page Not Found | {site_name}`
  const meta: Record<string, string> = {
    site_name: definition.siteName,
    site_mascot_singular: definition.mascotSingular,
    site_mascot_plural: definition.mascotPlural,
    school_name: definition.universityName,
    seo_meta_og_image: imagePath(definition, 'logos/logo.svg'),
    seo_meta_og_image_alt: `${definition.siteName} logo`,
    seo_meta_og_determiner: 'the',
    seo_meta_og_locale: 'en_US',
    seo_meta_og_locale_alternate: 'es_US',
  }
  for (const page of DESCRIPTION_PAGES) {
    meta[`seo_meta_description_${page}`] =
      `${humanize(page)} from the official athletics website of the ${definition.universityName} ${definition.mascotPlural}.`
  }
  // Pages about one thing keep what they say of it ({page_description}): a generic sentence
  // would replace a box score's result or a facility's own text in search results.
  meta.seo_meta_description_boxscore = `{page_description} | {site_name}`
  meta.seo_meta_description_facilities_page = `{page_description}`
  return {
    settings: {
      sitemap: { enable_sitemap_xml: 'true' },
      robots: { seo_robots_header: 'index, follow', seo_robots_footer: '' },
      title,
      meta,
    },
    tokens: {
      keys: ['{site_name}', '{page_title}', '{page_description}', '{sport_name}', '{season}'],
    },
  }
}

function googleSettings(definition: TenantDefinition): GoogleSettingsResource {
  return {
    google360PropertyId: `UA-${definition.tenantId}0000-1`,
    isPower5Client: false,
    isAllAccessEnabled: false,
    ticketProvider: null,
    clientRegion: definition.clientRegion,
    clientMMR: 'mid',
    isClientFanbasePartner: false,
    isClientSidearmExtended: false,
    isPaciolanMarketingClient: false,
    clientDivision: definition.clientDivision,
    conferenceName: definition.conferenceName,
    clientName: definition.universityName,
    paciolanDataAccountId: null,
    clientId: String(9000 + definition.tenantId),
    clientAbbreviation: definition.abbreviation,
    customCdnIdentifier: null,
    isRelatedVideosComponentEnabled: false,
  }
}

function commonSettings(definition: TenantDefinition): CommonSettingsResource {
  const google = googleSettings(definition)
  return {
    siteConfig: {
      tenant: definition.slug,
      clientName: definition.universityName,
      clientAbbreviation: definition.abbreviation,
      clientDivision: definition.clientDivision,
      conferenceName: definition.conferenceName,
      clientId: google.clientId,
      logo: imagePath(definition, 'logos/logo.svg'),
      defaultPersonImage: imagePath(definition, 'people/headshot.svg'),
      // Empty: images are site-relative and served by the provider itself.
      imagesCdnPath: '',
      bucket: `${definition.slug}-assets`,
      gtmIds: [],
      htlbid: definition.features.adsEnabled ? { siteId: definition.slug, isTesting: 'yes' } : null,
      nativoEnabled: definition.features.adsEnabled,
      enableFooterPersonalInfo: true,
      disableSSR: false,
      google360PropertyId: google.google360PropertyId,
      isPower5Client: false,
      isAllAccessEnabled: false,
      isPaciolanMarketingClient: false,
      ticketProvider: null,
      clientRegion: definition.clientRegion,
      isClientFanbasePartner: false,
      isClientSidearmExtended: false,
      clientMMR: google.clientMMR,
    },
    siteSettings: {
      schoolAddress: definition.address,
      schoolPhoneNumber: definition.phone,
      mascotSingular: definition.mascotSingular,
      mascotPlural: definition.mascotPlural,
      timeZone: definition.timeZone,
      // The school's public website (the site this repository builds, once deployed there).
      siteUrl: `https://athletics.${definition.domain}`,
    },
    theme: {
      siteName: definition.siteName,
      universityName: definition.universityName,
      universityUrl: `https://www.${definition.domain}/`,
      universityLogo: imagePath(definition, 'logos/university.svg'),
      logo: imagePath(definition, 'logos/logo.svg'),
      primaryColor: definition.palette.primary,
      secondaryColor: definition.palette.secondary,
      onPrimaryColor: definition.palette.onPrimary,
      onSecondaryColor: definition.palette.onSecondary,
    },
    features: definition.features,
  }
}

const TEMPLATES: TemplatesResponse = {
  items: [
    { pageType: 'homepage', template: 'default' },
    { pageType: 'sport_home', template: 'default' },
    { pageType: 'roster_list', template: 'grid' },
    { pageType: 'coach_list', template: 'grid' },
    { pageType: 'schedule', template: 'list' },
    { pageType: 'staff_list', template: 'table' },
    { pageType: 'story', template: 'default' },
  ],
}

function sportTemplates(definition: TenantDefinition): SportPageTemplatesResponse {
  return [
    {
      sportId: sportIdOf(definition, definition.featuredSport),
      pageType: 'roster_list',
      template: 'list',
    },
    {
      sportId: sportIdOf(definition, definition.featuredSport),
      pageType: 'sport_home',
      template: 'featured',
    },
  ]
}

export function buildSettings(definition: TenantDefinition): Record<SiteSettingKey, unknown> {
  const analytics: AnalyticsSettingsResource = {
    analyticsMeasurementIds: definition.measurementIds,
    tagManagerCodes: definition.tagManagerCodes,
  }
  const mobile: MobileSettingsResource = { mobileAppleAppId: definition.mobileAppleAppId }
  return {
    seo: seoSettings(definition),
    google: googleSettings(definition),
    analytics,
    mobile,
    common: commonSettings(definition),
    templates: TEMPLATES,
    sportTemplates: sportTemplates(definition),
  }
}

export function seedSettings(db: Db, definition: TenantDefinition): void {
  const rows = Object.entries(buildSettings(definition)).map(([key, value]) => ({
    tenantId: definition.tenantId,
    key,
    value,
  }))
  db.insert(settings).values(rows).run()
}
