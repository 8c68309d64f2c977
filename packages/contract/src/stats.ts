import { z } from 'zod'

// Player stats (provider/README 3.6, 4.11; schemas/v2/stats). Evidenced for baseball only (bio)
// and baseball and soccer (career); the other sports follow the same pattern (own design):
// groups named `<group>Stats`, stat values as strings.

// A stat value: strings on the wire; tolerated as numbers.
const StatValueSchema = z.union([z.string(), z.number()])

// One group's season totals or one game's line: { atBats: "4", avg: ".312", ... }.
export const StatGroupSchema = z.record(z.string(), StatValueSchema.nullable())

// GET /Stats/bio?rosterPlayerId=&sport=&year=: per group, the game-by-game rows (`date` like
// "4/19/2026 7:00:00\u202fPM", null on the closing totals row; `opponent`, `result` W/L/T,
// `boxscoreUrl`; own-design `score` "5-3" and `locationIndicator`) and the totals.
export const StatGameRowSchema = z.record(z.string(), z.union([StatValueSchema, z.null()]))

export const SeasonHighSchema = z.object({
  statName: z.string(),
  value: z.string(),
  date: z.string().nullish(),
  opponent: z.string().nullish(),
})

export const StatsBioResponseSchema = z.object({
  // `<group>Stats`: the rows; `<group>StatsTotal`: the totals object, or null.
  currentStats: z
    .record(z.string(), z.union([z.array(StatGameRowSchema), StatGameRowSchema, z.null()]))
    .nullish(),
  seasonHighStats: z.record(z.string(), z.array(SeasonHighSchema).nullable()).nullish(),
})

// GET /Stats/{sportSlug}/player/career?rosterPlayerId=|playerId=: an object keyed by season year
// ("2025"). Baseball and softball send the baseball sheet's fields (uniform, gp, gs, classYear,
// bats, throws, scheduledInnings ...), soccer the soccer ones (jersey, gamesPlayed, gamesStarted,
// min, isGoalie ...), both evidenced; other sports the soccer names.
export const CareerSeasonSchema = z.object({
  source: z.string().nullish(),
  name: z.string().nullish(),
  checkname: z.string().nullish(),
  uniform: z.string().nullish(),
  jersey: z.string().nullish(),
  gp: z.string().nullish(),
  gs: z.string().nullish(),
  gamesPlayed: z.string().nullish(),
  gamesStarted: z.string().nullish(),
  classYear: z.string().nullish(),
  seasonTitle: z.string().nullish(),
  position: z.string().nullish(),
  code: z.string().nullish(),
  spot: z.string().nullish(),
  bats: z.string().nullish(),
  throws: z.string().nullish(),
  scheduledInnings: z.number().nullish(),
  min: z.string().nullish(),
  isGoalie: z.boolean().optional(),
  seasonStats: z.record(z.string(), StatGroupSchema.nullable()),
})

export const PlayerCareerResponseSchema = z.record(z.string(), CareerSeasonSchema)

export type StatGroupResource = z.infer<typeof StatGroupSchema>
export type StatGameRowResource = z.infer<typeof StatGameRowSchema>
export type SeasonHighResource = z.infer<typeof SeasonHighSchema>
export type StatsBioResponse = z.infer<typeof StatsBioResponseSchema>
export type CareerSeasonResource = z.infer<typeof CareerSeasonSchema>
export type PlayerCareerResponse = z.infer<typeof PlayerCareerResponseSchema>
