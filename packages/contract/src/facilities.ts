import { z } from 'zod'
import { UrlAltImageSchema } from './image-parts'
import { cursorPageSchema, offsetPageSchema } from './paging'

// GET /Facilities and /Facilities/{facilityId} (provider/README 3.7, 4.13; schemas/v2/facilities).
// Evidenced fields first, tolerant: free-text fields and lists may be null on a real tenant.
// `capacity`, `yearOpened` and `surface` are own design (the site's facility page shows them);
// a real provider does not send them, so they are optional. `location` carries the full street
// address: there is no separate address field.

export const FacilityImageSchema = UrlAltImageSchema

// The sport reference inside a facility (not the full /Sports object).
export const FacilitySportSchema = z.object({
  id: z.number(),
  title: z.string(),
  abbreviation: z.string().nullish(),
  shortTitle: z.string().nullish(),
  shortName: z.string().nullish(),
})

export const FacilityResourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  teaser: z.string().nullish(),
  location: z.string().nullish(),
  // Site-relative page URL, `/facilities/{slug}/{id}`.
  url: z.string(),
  // HTML (the facility's history); the site sanitises it before rendering.
  description: z.string().nullish(),
  images: z.array(FacilityImageSchema).nullish(),
  featuredImage: FacilityImageSchema.nullish(),
  featured: z.boolean().optional(),
  sports: z.array(FacilitySportSchema).nullish(),
  // Declared `null` by the real schemas (never seen set); a URL if a tenant ever sends one.
  sportfileUrl: z.string().nullish(),
  documentUrl: z.string().nullish(),
  // Own design.
  capacity: z.number().int().nonnegative().nullish(),
  yearOpened: z.number().int().nullish(),
  surface: z.string().nullish(),
})

export const FacilitiesResponseSchema = offsetPageSchema(FacilityResourceSchema)
export const FacilitiesCursorResponseSchema = cursorPageSchema(FacilityResourceSchema)

export type FacilityImageResource = z.infer<typeof FacilityImageSchema>
export type FacilitySportResource = z.infer<typeof FacilitySportSchema>
export type FacilityResource = z.infer<typeof FacilityResourceSchema>
export type FacilitiesResponse = z.infer<typeof FacilitiesResponseSchema>
export type FacilitiesCursorResponse = z.infer<typeof FacilitiesCursorResponseSchema>
