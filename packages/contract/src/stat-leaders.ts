import { z } from 'zod'

// GET /Stats/{sportSlug}/leaders?year=: a sport's season leaders by category (SPEC 3 "stat
// leader"), for a sport home's leaders block. Own design: README 3.6 reports only
// /Stats/{sportSlug}/game-leaders (a game's, by storyId; shape unknown) and finds no season
// endpoint. `year` = the first year of the season title, as /Stats/{sportSlug}/season/{year};
// absent: the current season. Values are strings, as every stat on the wire (".348", "12",
// "18.4"). 204: the sport keeps no stats or has none that season.

export const StatLeaderSchema = z.object({
  rosterPlayerId: z.number().int(),
  // "Last, First", as the cumulative stats.
  name: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  uniform: z.string().nullish(),
  value: z.string(),
})

export const StatLeaderCategorySchema = z.object({
  // e.g. "battingAverage", "homeRuns", "points"
  key: z.string(),
  // e.g. "Batting average"
  label: z.string(),
  // The stats group and stat the value comes from ("hittingStats", "avg").
  group: z.string().nullish(),
  stat: z.string().nullish(),
  // Best first (ties by name), three at most.
  leaders: z.array(z.unknown()),
})

export const StatLeadersResponseSchema = z.object({
  sport: z.object({ id: z.number(), title: z.string(), globalSportNameSlug: z.string().nullish() }),
  seasonTitle: z.string(),
  year: z.number().int(),
  categories: z.array(z.unknown()),
})

export type StatLeaderResource = z.infer<typeof StatLeaderSchema>
export type StatLeaderCategoryResource = Omit<
  z.infer<typeof StatLeaderCategorySchema>,
  'leaders'
> & { leaders: StatLeaderResource[] }
export type StatLeadersResource = Omit<z.infer<typeof StatLeadersResponseSchema>, 'categories'> & {
  categories: StatLeaderCategoryResource[]
}
