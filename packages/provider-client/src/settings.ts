import {
  CommonSettingsSchema,
  SportPageTemplatesSchema,
  TemplatesSchema,
  type CommonSettingsResource,
} from '@fieldhouse/contract/common'
import type { CallOptions, Transport } from './transport'

// Entities of SPEC 3 "Site configuration and settings" loaded from /common/*. A failure is logged
// and yields null with no user message (SPEC 8); callers fall back to their own defaults.

export type SiteConfig = {
  tenant: string
  gtmIds: string[]
  htlbid: { siteId: string; isTesting: 'yes' | 'no' } | null
  nativoEnabled: boolean
  bucket: string | null
  imagesCdnPath: string | null
  logo: string | null
  defaultPersonImage: string | null
  enableFooterPersonalInfo: boolean
  disableSSR: boolean
  google360PropertyId: string | null
  clientName: string
  clientDivision: string | null
  conferenceName: string | null
  clientId: string | null
  clientAbbreviation: string | null
  isPower5Client: boolean
  isAllAccessEnabled: boolean
  isPaciolanMarketingClient: boolean
  ticketProvider: string | null
  clientRegion: string | null
  isClientFanbasePartner: boolean
  isClientSidearmExtended: boolean
  clientMMR: string | null
}

/** SPEC 3 "Site settings" (named apart from the bundle below). */
export type SchoolSettings = {
  schoolAddress: string | null
  schoolPhoneNumber: string | null
  mascotSingular: string | null
  mascotPlural: string | null
}

export type Theme = {
  siteName: string
  universityName: string
  universityUrl: string | null
  universityLogo: string | null
  logo: string | null
  primaryColor: string
  secondaryColor: string
  onPrimaryColor: string
  onSecondaryColor: string
}

/** SPEC 9: tracking and takeovers are on unless turned off; ads likewise (own choice). */
export type Features = { takeoversEnabled: boolean; adsEnabled: boolean; trackingEnabled: boolean }

export type SiteSettings = {
  siteConfig: SiteConfig
  siteSettings: SchoolSettings
  theme: Theme
  features: Features
}

export type TemplateAssignment = { pageType: string; template: string }
export type SportPageTemplate = { sportId: number; pageType: string; template: string }

export function toSiteSettings(resource: CommonSettingsResource): SiteSettings {
  const config = resource.siteConfig
  const school = resource.siteSettings
  const theme = resource.theme
  return {
    siteConfig: {
      tenant: config.tenant,
      gtmIds: config.gtmIds ?? [],
      htlbid: config.htlbid ?? null,
      nativoEnabled: config.nativoEnabled ?? false,
      bucket: config.bucket ?? null,
      imagesCdnPath: config.imagesCdnPath ?? null,
      logo: config.logo ?? null,
      defaultPersonImage: config.defaultPersonImage ?? null,
      enableFooterPersonalInfo: config.enableFooterPersonalInfo ?? false,
      disableSSR: config.disableSSR ?? false,
      google360PropertyId: config.google360PropertyId ?? null,
      clientName: config.clientName,
      clientDivision: config.clientDivision ?? null,
      conferenceName: config.conferenceName ?? null,
      clientId: config.clientId ?? null,
      clientAbbreviation: config.clientAbbreviation ?? null,
      isPower5Client: config.isPower5Client ?? false,
      isAllAccessEnabled: config.isAllAccessEnabled ?? false,
      isPaciolanMarketingClient: config.isPaciolanMarketingClient ?? false,
      ticketProvider: config.ticketProvider ?? null,
      clientRegion: config.clientRegion ?? null,
      isClientFanbasePartner: config.isClientFanbasePartner ?? false,
      isClientSidearmExtended: config.isClientSidearmExtended ?? false,
      clientMMR: config.clientMMR ?? null,
    },
    siteSettings: {
      schoolAddress: school.schoolAddress ?? null,
      schoolPhoneNumber: school.schoolPhoneNumber ?? null,
      mascotSingular: school.mascotSingular ?? null,
      mascotPlural: school.mascotPlural ?? null,
    },
    theme: {
      ...theme,
      universityUrl: theme.universityUrl ?? null,
      universityLogo: theme.universityLogo ?? null,
      logo: theme.logo ?? null,
    },
    features: {
      takeoversEnabled: resource.features.takeoversEnabled ?? true,
      adsEnabled: resource.features.adsEnabled ?? true,
      trackingEnabled: resource.features.trackingEnabled ?? true,
    },
  }
}

export async function getSiteSettings(
  transport: Transport,
  options: CallOptions = {},
): Promise<SiteSettings | null> {
  const outcome = await transport.get({
    label: 'settings repository',
    path: '/common/settings',
    schema: CommonSettingsSchema,
    signal: options.signal,
  })
  return outcome.kind === 'ok' ? toSiteSettings(outcome.data) : null
}

/** Default template per page type. */
export async function getTemplates(
  transport: Transport,
  options: CallOptions = {},
): Promise<TemplateAssignment[] | null> {
  const outcome = await transport.get({
    label: 'templates repository',
    path: '/common/templates',
    schema: TemplatesSchema,
    signal: options.signal,
  })
  return outcome.kind === 'ok'
    ? outcome.data.items.map(({ pageType, template }) => ({ pageType, template }))
    : null
}

/** Per-sport template overrides; a sport without a row uses the default. */
export async function getSportPageTemplates(
  transport: Transport,
  options: CallOptions = {},
): Promise<SportPageTemplate[] | null> {
  const outcome = await transport.get({
    label: 'templates repository',
    path: '/common/templates/sports-pages',
    schema: SportPageTemplatesSchema,
    signal: options.signal,
  })
  return outcome.kind === 'ok'
    ? outcome.data.map(({ sportId, pageType, template }) => ({ sportId, pageType, template }))
    : null
}
