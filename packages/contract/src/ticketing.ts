import { z } from 'zod'

// Tickets (SPEC 2.1 /tickets; provider/README 3.1 catalogue; schemas/v2/ticketing and
// ticketingExperience): the ticket office's page per sport (/TicketingExperience), season-ticket
// deposits and other sold items (/Ticketing `miscEvents`), the ticketing system's facts
// (/Ticketing/info) and where ticket links show (/Ticketing/settings/page-location).

// A link card of the ticket page: `body` is HTML (prices, terms), `url` where `text` leads.
export const TicketLinkSchema = z.object({
  title: z.string(),
  body: z.string().nullish(),
  text: z.string().nullish(),
  url: z.string().nullish(),
  icon: z.string().nullish(),
  imagePath: z.string().nullish(),
})

export const TicketSectionSchema = z.object({
  title: z.string(),
  showTitle: z.boolean().optional(),
  isSlider: z.boolean().optional(),
  links: z.array(TicketLinkSchema),
})

export const TicketImageSchema = z.object({
  id: z.number().int().nullish(),
  url: z.string(),
  absoluteUrl: z.string().nullish(),
  altText: z.string().nullish(),
  title: z.string().nullish(),
  fileName: z.string().nullish(),
  credit: z.string().nullish(),
  dimensions: z.object({ width: z.number(), height: z.number() }).nullish(),
  createdOn: z.string().nullish(),
  updatedOn: z.string().nullish(),
})

export const SportTicketExperienceSchema = z.object({
  sportId: z.number().int(),
  sportTitle: z.string(),
  sportShortName: z.string().nullish(),
  ranking: z.number().nullish(),
  ticketExperience: z.object({
    image: TicketImageSchema.nullish(),
    sections: z.array(TicketSectionSchema),
  }),
})

// GET /TicketingExperience (ticketingExperienceSchema.json). `hours` is HTML.
export const TicketingExperienceResponseSchema = z.object({
  globalTicketExperienceConfig: z.object({
    contact: z.object({
      address: z.string().nullish(),
      email: z.string().nullish(),
      phone: z.string().nullish(),
    }),
    hours: z.string().nullish(),
    isContactInfoAtTop: z.boolean().optional(),
    headerLinks: z.array(TicketLinkSchema).nullish(),
    footerLinks: z.array(TicketLinkSchema).nullish(),
  }),
  sports: z.array(SportTicketExperienceSchema),
})

// One item sold outside single games: a season-ticket deposit, a package (ticketingSchema.json
// `miscEvents`). `information` is HTML; snake_case and camelCase twins as on the wire.
export const TicketMiscEventSchema = z.object({
  type: z.string(),
  sport_id: z.number().int(),
  season_code: z.string().nullish(),
  item_code: z.string().nullish(),
  information: z.string().nullish(),
  deposit_title: z.string().nullish(),
  link: z.object({ name: z.string(), url: z.string() }).nullish(),
  maximum_quantity: z.number().int().nullish(),
  active: z.boolean().optional(),
  show_quantity: z.boolean().optional(),
  ticket_url: z.string().nullish(),
  linkValues: z
    .object({
      name: z.string(),
      sportId: z.number().int(),
      seasonDeposit: z.boolean(),
      seasonCode: z.string(),
      itemCode: z.string(),
      redirect: z.string(),
    })
    .nullish(),
  itemCode: z.string().nullish(),
  seasonCode: z.string().nullish(),
})

// GET /Ticketing. `seasonCodes` and `events` were empty in the evidence: kept unknown.
export const TicketingResponseSchema = z.object({
  seasonCodes: z.array(z.unknown()),
  events: z.array(z.unknown()),
  miscEvents: z.array(TicketMiscEventSchema),
})

// GET /Ticketing/info (infoSchema.json): facts of the ticketing system.
export const TicketingInfoSchema = z.object({
  resVersion: z.unknown(),
  backOfficeTimeZone: z.string().nullish(),
  backOfficeServerName: z.string().nullish(),
  defaultCountryCode: z.string().nullish(),
  ticketingOrganization: z.unknown(),
  pdiVersion: z.string().nullish(),
  appVersion: z.string().nullish(),
  hostname: z.string().nullish(),
  defaultCurrencyCode: z.string().nullish(),
})

// GET /Ticketing/settings/page-location (pageLocationSchema.json): pages that show ticket links.
export const TicketingPageLocationSchema = z.object({
  showOnSportFile: z.boolean(),
  showOnRoster: z.boolean(),
  showOnRosterBio: z.boolean(),
  showOnCoaches: z.boolean(),
  showOnCoachesBio: z.boolean(),
  showOnArchives: z.boolean(),
  showOnBoxscore: z.boolean(),
  showOnFacilities: z.boolean(),
})

export type TicketLinkResource = z.infer<typeof TicketLinkSchema>
export type TicketSectionResource = z.infer<typeof TicketSectionSchema>
export type SportTicketExperienceResource = z.infer<typeof SportTicketExperienceSchema>
export type TicketingExperienceResponse = z.infer<typeof TicketingExperienceResponseSchema>
export type TicketMiscEventResource = z.infer<typeof TicketMiscEventSchema>
export type TicketingResponse = z.infer<typeof TicketingResponseSchema>
export type TicketingInfoResource = z.infer<typeof TicketingInfoSchema>
export type TicketingPageLocationResource = z.infer<typeof TicketingPageLocationSchema>
