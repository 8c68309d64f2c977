import { z } from 'zod'
import { MediaImageSchema, RosterSportSchema } from './rosters-parts'

// All-Americans. Evidenced: GET /AllAmerican/groupings (schemas/v2/allAmerican/groupingsSchema:
// `[{slug, value, name, statTitle}]`, HonorGroupingSchema in hall-of-fame.ts) and
// /AllAmerican/settings (status only). **Own design** (no list or bio is evidenced): GET
// /AllAmerican (`grouping` slug or value, `sportId`, `year`) answers every selection once in
// `members` and the same selections in `groups`, an ordered array (not an object: JSON key order
// of year keys is not kept by JS objects); GET /AllAmerican/{id} one selection. `year` is the
// calendar year the season ends in, `team` "First Team" … "Third Team", `selector` who chose it,
// `academic` an academic all-American; `playerId` 0 and `rosterPlayerId` null for a name from
// before the rosters; `bio` HTML.

export const AllAmericanSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  year: z.number().int(),
  sport: RosterSportSchema,
  position: z.string().nullish(),
  hometown: z.string().nullish(),
  team: z.string().nullish(),
  selector: z.string().nullish(),
  academic: z.boolean().optional(),
  playerId: z.number().int().nullish(),
  rosterPlayerId: z.number().int().nullish(),
  image: MediaImageSchema.nullish(),
  bio: z.string().nullish(),
})

export const AllAmericanGroupSchema = z.object({
  key: z.string(),
  title: z.string(),
  members: z.array(AllAmericanSchema),
})

export const AllAmericansResponseSchema = z.object({
  members: z.array(AllAmericanSchema),
  groups: z.array(AllAmericanGroupSchema),
})

export const AllAmericanSettingsSchema = z.object({
  allAmericanTitle: z.string(),
  allAmericanBlurb: z.string().nullish(),
  allAmericanDefaultGrouping: z.string().nullish(),
})

export type AllAmericanResource = z.infer<typeof AllAmericanSchema>
export type AllAmericanGroupResource = z.infer<typeof AllAmericanGroupSchema>
export type AllAmericansResponse = z.infer<typeof AllAmericansResponseSchema>
export type AllAmericanSettingsResource = z.infer<typeof AllAmericanSettingsSchema>
