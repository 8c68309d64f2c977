import {
  CommonSettingsSchema,
  SportPageTemplatesSchema,
  TemplatesSchema,
  type CommonSettingsResource,
} from '@fieldhouse/contract/common'
import type { ClientContext } from './context'
import { isTimeZone } from './dates'
import { quietFallback } from './quiet-fallback'
import type { CallOptions } from './transport'

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
  /** IANA zone of the provider's local date-times; null when unset (see ClientContext). */
  timeZone: string | null
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

/**
 * The tenant's own word on each feature; null when the tenant says nothing. The defaults (SPEC 9)
 * and the operator's switches are applied in one place, the website's feature helper.
 */
export type Features = {
  takeoversEnabled: boolean | null
  adsEnabled: boolean | null
  trackingEnabled: boolean | null
}

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
      // Not an IANA zone: none, so every reader falls back to the default (decision 010)
      // instead of an Intl formatter throwing on it.
      timeZone: school.timeZone && isTimeZone(school.timeZone) ? school.timeZone : null,
    },
    theme: {
      ...theme,
      universityUrl: theme.universityUrl ?? null,
      universityLogo: theme.universityLogo ?? null,
      logo: theme.logo ?? null,
    },
    features: {
      takeoversEnabled: resource.features.takeoversEnabled ?? null,
      adsEnabled: resource.features.adsEnabled ?? null,
      trackingEnabled: resource.features.trackingEnabled ?? null,
    },
  }
}

const SiteSettingsSchema = CommonSettingsSchema.transform(toSiteSettings)
const TemplateAssignmentsSchema = TemplatesSchema.transform((templates) =>
  templates.items.map(({ pageType, template }) => ({ pageType, template })),
)
const SportTemplatesSchema = SportPageTemplatesSchema.transform((templates) =>
  templates.map(({ sportId, pageType, template }) => ({ sportId, pageType, template })),
)

// Needs no time zone: the time zone is itself one of these settings (see client.ts). The two
// template reads are made for every page (the shell loads them, SPEC 7 "loaded at mount"): a
// failure of theirs is logged once per cache period, null meanwhile (quiet-fallback.ts).
export function settingsResource(
  context: Pick<ClientContext, 'getOr' | 'transport' | 'quietFailureMs'>,
) {
  const { getOr } = context
  const templates = quietFallback<TemplateAssignment[] | null>(
    context,
    { label: 'templates repository', path: '/common/templates', schema: TemplateAssignmentsSchema },
    null,
  )
  const sportTemplates = quietFallback<SportPageTemplate[] | null>(
    context,
    {
      label: 'templates repository',
      path: '/common/templates/sports-pages',
      schema: SportTemplatesSchema,
    },
    null,
  )
  return {
    async getSiteSettings(options: CallOptions = {}): Promise<SiteSettings | null> {
      return getOr(
        { label: 'settings repository', path: '/common/settings', schema: SiteSettingsSchema },
        options,
        null,
      )
    },

    /** Default template per page type. */
    async getTemplates(options: CallOptions = {}): Promise<TemplateAssignment[] | null> {
      return templates(options)
    },

    /** Per-sport template overrides; a sport without a row uses the default. */
    async getSportPageTemplates(options: CallOptions = {}): Promise<SportPageTemplate[] | null> {
      return sportTemplates(options)
    },
  }
}
