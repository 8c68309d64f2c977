import { z } from 'zod'

// GET /Season?sportId=, /Season/current?sportId= and /Season/{sportId}/related
// (provider/README 3.2, 4.4; schemas/v2/season). A season belongs to one sport: its title is the
// year a fall or spring sport plays in ("2026") or the span of a winter sport ("2026-27").

export const SeasonResourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  // Declared untyped by the real schemas (null in every sample).
  shortName: z.string().nullish(),
  // Local date-time without offset, e.g. "2026-08-01T00:00:00".
  startDate: z.string().nullish(),
  created: z.string().nullish(),
})

// One entry of the schedule's season selector.
export const RelatedSeasonResourceSchema = z.object({
  seasonTitle: z.string(),
  scheduleId: z.number().int().nullish(),
  isCurrent: z.boolean().optional(),
  globalSportNameSlug: z.string().nullish(),
})

export const RelatedSeasonsResponseSchema = z.array(RelatedSeasonResourceSchema)

export type SeasonResource = z.infer<typeof SeasonResourceSchema>
export type RelatedSeasonResource = z.infer<typeof RelatedSeasonResourceSchema>
export type RelatedSeasonsResponse = z.infer<typeof RelatedSeasonsResponseSchema>
