import { z } from 'zod'
import { StatGroupSchema } from './stats'

// GET /Stats/{sportSlug}/season/{year}: a sport's cumulative season stats. Own design: the real
// provider's cumulative stats endpoint is not evidenced (README 3.6, 7). Groups and stat names
// are the player stats' (`<group>Stats`, string values: stats.ts), so a season line reads like a
// career season.

// Win-loss(-tie) strings: "12-4", "12-4-1".
export const CumeRecordSchema = z.object({
  overall: z.string(),
  conference: z.string().nullish(),
  home: z.string().nullish(),
  away: z.string().nullish(),
  neutral: z.string().nullish(),
  // ".750", ties count half.
  overallPercentage: z.string().nullish(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
})

// Column order of a group, for tables: counts first, then the rates derived from them.
export const CumeGroupSchema = z.object({
  key: z.string(),
  counts: z.array(z.string()),
  rates: z.array(z.string()),
})

export const CumePlayerSchema = z.object({
  rosterPlayerId: z.number(),
  // "Last, First"
  name: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  uniform: z.string().nullish(),
  position: z.string().nullish(),
  classYear: z.string().nullish(),
  gamesPlayed: z.number(),
  gamesStarted: z.number(),
  // `<group>Stats` -> the season line, null when the player has none in that group.
  seasonStats: z.record(z.string(), StatGroupSchema.nullable()),
})

export const CumeStatsResponseSchema = z.object({
  sport: z.object({ id: z.number(), title: z.string(), globalSportNameSlug: z.string().nullish() }),
  seasonTitle: z.string(),
  year: z.number(),
  games: z.number(),
  record: CumeRecordSchema,
  // Points, goals, runs or sets, for and against, and per game ("74.2").
  scoring: z.object({
    scored: z.number(),
    allowed: z.number(),
    scoredPerGame: z.string(),
    allowedPerGame: z.string(),
  }),
  groups: z.array(CumeGroupSchema),
  team: z.record(z.string(), StatGroupSchema.nullable()),
  // The opponents' lines are generated like the box scores' opponents (decision record 015).
  opponent: z.record(z.string(), StatGroupSchema.nullable()),
  players: z.array(CumePlayerSchema),
})

export type CumeRecord = z.infer<typeof CumeRecordSchema>
export type CumeGroup = z.infer<typeof CumeGroupSchema>
export type CumePlayer = z.infer<typeof CumePlayerSchema>
export type CumeStatsResponse = z.infer<typeof CumeStatsResponseSchema>
