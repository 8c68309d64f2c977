import { z } from 'zod'
import { MediaImageSchema } from './rosters-parts'

// Hall of fame (provider/README appendix `/HallOfFame/*`; schemas/v2/hallOfFame): GET
// /HallOfFame/settings, /HallOfFame/grouping and /HallOfFame, whose `members` are every inductee
// and `groups` the same inductees keyed by group (the evidence shows a key `C`: by letter).
// `sports` are sport titles, `bio` HTML, `classYear` the graduating class (null for a coach or a
// team). Own design: the query names `grouping` (a grouping's slug or value; default the
// settings' `hallOfFameDefaultFilter`) and `sportId`; GET /HallOfFame/{id} (one inductee, the
// site's bio page); the member extensions `isTeam` (a team inducted as a whole, its name in
// `lastName`, `firstName` "") and `sportIds`; the settings extension `hallOfFameSlug` (the
// site's /honors/{slug}). `image` is untyped in the evidence: here a MediaImage or null.

export const HallOfFameSocialSchema = z.record(z.string(), z.string().nullish())

export const HallOfFameMemberSchema = z.object({
  inductionYear: z.number().int(),
  bio: z.string().nullish(),
  id: z.number().int(),
  classYear: z.number().int().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  sports: z.array(z.string()),
  image: MediaImageSchema.nullish(),
  social: HallOfFameSocialSchema.nullish(),
  isTeam: z.boolean().optional(),
  sportIds: z.array(z.number().int()).optional(),
})

export const HallOfFameResponseSchema = z.object({
  members: z.array(HallOfFameMemberSchema),
  groups: z.record(z.string(), z.array(HallOfFameMemberSchema).nullish()),
})

// The ways the hall can be grouped (four in the evidence): `slug` is the site's {grouping}.
export const HonorGroupingSchema = z.object({
  slug: z.string(),
  value: z.number().int(),
  name: z.string(),
  statTitle: z.string().nullish(),
})
export const HonorGroupingsResponseSchema = z.array(HonorGroupingSchema)

export const HallOfFameSettingsSchema = z.object({
  clientId: z.number().int().nullish(),
  hallOfFameTitle: z.string(),
  hallOfFameBlurb: z.string().nullish(),
  hallOfFameTemplate: z.string().nullish(),
  hallOfFameBioTemplate: z.string().nullish(),
  hallOfFameHideClass: z.boolean().optional(),
  hallOfFameHideInduction: z.boolean().optional(),
  hallOfFameDefaultFilter: z.string().nullish(),
  hallOfFameSlug: z.string().nullish(),
})

export type HallOfFameMemberResource = z.infer<typeof HallOfFameMemberSchema>
export type HallOfFameResponse = z.infer<typeof HallOfFameResponseSchema>
export type HonorGroupingResource = z.infer<typeof HonorGroupingSchema>
export type HallOfFameSettingsResource = z.infer<typeof HallOfFameSettingsSchema>
