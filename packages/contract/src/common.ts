import { z } from 'zod'

// GET /common/settings, /common/templates, /common/templates/sports-pages. Own design: the
// real shapes are not evidenced; field names follow SPEC 3 "Site configuration and settings".

// 3- or 6-digit hex; the website re-checks before writing colours into CSS.
const HexColorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/)

export const SiteConfigSchema = z.object({
  tenant: z.string(),
  clientName: z.string(),
  clientAbbreviation: z.string().nullish(),
  clientDivision: z.string().nullish(),
  conferenceName: z.string().nullish(),
  clientId: z.string().nullish(),
  logo: z.string().nullish(),
  defaultPersonImage: z.string().nullish(),
  imagesCdnPath: z.string().nullish(),
  bucket: z.string().nullish(),
  gtmIds: z.array(z.string()).optional(),
  htlbid: z.object({ siteId: z.string(), isTesting: z.enum(['yes', 'no']) }).nullish(),
  nativoEnabled: z.boolean().optional(),
  enableFooterPersonalInfo: z.boolean().optional(),
  disableSSR: z.boolean().optional(),
  google360PropertyId: z.string().nullish(),
  isPower5Client: z.boolean().optional(),
  isAllAccessEnabled: z.boolean().optional(),
  isPaciolanMarketingClient: z.boolean().optional(),
  ticketProvider: z.string().nullish(),
  clientRegion: z.string().nullish(),
  isClientFanbasePartner: z.boolean().optional(),
  isClientSidearmExtended: z.boolean().optional(),
  clientMMR: z.string().nullish(),
})

export const SiteSettingsSchema = z.object({
  schoolAddress: z.string().nullish(),
  schoolPhoneNumber: z.string().nullish(),
  mascotSingular: z.string().nullish(),
  mascotPlural: z.string().nullish(),
  // IANA zone (e.g. "America/Chicago") in which the client reads the provider's local date-times
  // without offset; absent -> America/New_York (see README). Own design.
  timeZone: z.string().nullish(),
  // The origin of the school's public website ("https://athletics.example.edu"), from which the
  // provider writes absolute links to the site's pages (RSS items). Own design.
  siteUrl: z.string().nullish(),
})

export const ThemeSchema = z.object({
  siteName: z.string(),
  universityName: z.string(),
  universityUrl: z.string().nullish(),
  universityLogo: z.string().nullish(),
  logo: z.string().nullish(),
  primaryColor: HexColorSchema,
  secondaryColor: HexColorSchema,
  onPrimaryColor: HexColorSchema,
  onSecondaryColor: HexColorSchema,
})

export const FeaturesSchema = z.object({
  takeoversEnabled: z.boolean().optional(),
  adsEnabled: z.boolean().optional(),
  trackingEnabled: z.boolean().optional(),
})

export const CommonSettingsSchema = z.object({
  siteConfig: SiteConfigSchema,
  siteSettings: SiteSettingsSchema,
  theme: ThemeSchema,
  features: FeaturesSchema,
})

// Which template a page type renders with, e.g. { pageType: 'roster_list', template: 'grid' }.
export const TemplateAssignmentSchema = z.object({
  pageType: z.string(),
  template: z.string(),
})

export const TemplatesSchema = z.object({
  items: z.array(TemplateAssignmentSchema),
})

// Per-sport overrides of the templates above; a sport without a row uses the site default.
export const SportPageTemplateSchema = z.object({
  sportId: z.number(),
  pageType: z.string(),
  template: z.string(),
})

export const SportPageTemplatesSchema = z.array(SportPageTemplateSchema)

export type SiteConfigResource = z.infer<typeof SiteConfigSchema>
export type SiteSettingsResource = z.infer<typeof SiteSettingsSchema>
export type ThemeResource = z.infer<typeof ThemeSchema>
export type FeaturesResource = z.infer<typeof FeaturesSchema>
export type CommonSettingsResource = z.infer<typeof CommonSettingsSchema>
export type TemplateAssignmentResource = z.infer<typeof TemplateAssignmentSchema>
export type TemplatesResponse = z.infer<typeof TemplatesSchema>
export type SportPageTemplateResource = z.infer<typeof SportPageTemplateSchema>
export type SportPageTemplatesResponse = z.infer<typeof SportPageTemplatesSchema>
