import { z } from 'zod'
import { offsetPageSchema } from './paging'
import { RosterPlayerResourceSchema } from './players'
import { DisplayFieldSchema, MediaImageSchema, RosterSportSchema } from './rosters-parts'
import { SeasonResourceSchema } from './seasons'
import { RosterStaffResourceSchema } from './staff'

// One season's roster of a sport (provider/README 3.3, 4.6; schemas/v2/rosters):
// GET /Rosters/{rosterId}, /Rosters/bySport/{sport}?season= (one roster) and /Rosters?sportId=
// (v2 offset pages of rosters). Tolerant: `note` is null on some tenants, "" on others;
// `coaches`/`support` may be null; the template names are the school's layout choices.
export const RosterResourceSchema = z.object({
  id: z.number().int(),
  templateId: z.number().nullish(),
  breakdownSize: z.string().nullish(),
  displayTitle: z.string(),
  displayTemplate: z.string().nullish(),
  note: z.string().nullish(),
  noteLocation: z.boolean().optional(),
  displayCoaches: z.boolean().optional(),
  hide: z.boolean().optional(),
  sortAlpha: z.boolean().optional(),
  orderByWomenFirst: z.boolean().optional(),
  contentTemplate: z.string().nullish(),
  displayFields: z.array(DisplayFieldSchema).nullish(),
  season: SeasonResourceSchema,
  sport: RosterSportSchema,
  // A team picture, when the school has one.
  image: MediaImageSchema.nullish(),
  downloads: z.unknown().optional(),
  sportFile: z.unknown().optional(),
  statCrew: z.unknown().optional(),
  allStaffImage: z.unknown().optional(),
  players: z.array(RosterPlayerResourceSchema),
  coaches: z.array(RosterStaffResourceSchema).nullish(),
  support: z.array(RosterStaffResourceSchema).nullish(),
})

export const RostersResponseSchema = offsetPageSchema(RosterResourceSchema)

// GET /Rosters/list (the roster season selector) and /Rosters/active/list (each sport's current
// roster): bare arrays.
export const RosterListItemSchema = z.object({
  rosterId: z.number().int(),
  displayTitle: z.string(),
  seasonTitle: z.string(),
  globalSportNameSlug: z.string(),
})

export const RosterListResponseSchema = z.array(RosterListItemSchema)

export type RosterResource = z.infer<typeof RosterResourceSchema>
export type RostersResponse = z.infer<typeof RostersResponseSchema>
export type RosterListItemResource = z.infer<typeof RosterListItemSchema>
export type RosterListResponse = z.infer<typeof RosterListResponseSchema>
