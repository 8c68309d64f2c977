import { z } from 'zod'

// GET /Google (schemas/v2/google). Fields the schema declares untyped were null in its sample.
export const GoogleSettingsSchema = z.object({
  google360PropertyId: z.string().nullish(),
  isPower5Client: z.boolean().optional(),
  isAllAccessEnabled: z.boolean().optional(),
  ticketProvider: z.string().nullish(),
  clientRegion: z.string().nullish(),
  clientMMR: z.string().nullish(),
  isClientFanbasePartner: z.boolean().optional(),
  isClientSidearmExtended: z.boolean().optional(),
  isPaciolanMarketingClient: z.boolean().optional(),
  clientDivision: z.string().nullish(),
  conferenceName: z.string().nullish(),
  clientName: z.string().nullish(),
  paciolanDataAccountId: z.number().nullish(),
  clientId: z.string().nullish(),
  clientAbbreviation: z.string().nullish(),
  customCdnIdentifier: z.string().nullish(),
  isRelatedVideosComponentEnabled: z.boolean().optional(),
})

export type GoogleSettingsResource = z.infer<typeof GoogleSettingsSchema>
