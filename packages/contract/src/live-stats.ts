import { z } from 'zod'

// GET /LiveStats/{gameId}: the game center's live state. Own design (README 7: status-only
// evidence), from SPEC 3 "Live stats" (has_started, is_complete, clock seconds, period number /
// regulation / name, home, away, school and opponent teams with score, name, period scores and
// timeouts, ordinal period, formatted clock) in the provider's camelCase, plus the play-by-play.

const ScoreSchema = z.union([z.number(), z.string()])

export const LiveTeamSchema = z.object({
  name: z.string(),
  score: ScoreSchema,
  periodScores: z.array(ScoreSchema).nullish(),
  timeoutsLeft: z.number().nullish(),
  isHome: z.boolean().optional(),
  isSchool: z.boolean().optional(),
})

export const LivePlaySchema = z.object({
  id: z.number(),
  period: z.number(),
  // Game clock when it happened, "12:34".
  clock: z.string(),
  // "home" or "away"; null for a play of neither (a period starting or ending).
  team: z.enum(['home', 'away']).nullish().catch(null),
  text: z.string(),
  isScoringPlay: z.boolean().optional(),
  // The score after the play.
  homeScore: ScoreSchema,
  awayScore: ScoreSchema,
})

export const LiveStatsResponseSchema = z.object({
  gameId: z.number().nullish(),
  // SPEC 3 numeric game state (Scheduled 0 ... Live 3, FullTime 4, PostGame 7, GameComplete 8).
  gameState: z.number(),
  gameStateDisplay: z.string().nullish(),
  hasStarted: z.boolean(),
  isComplete: z.boolean(),
  // Tip-off, UTC.
  startTime: z.string().nullish(),
  // Seconds left in the period, and the same as "12:34".
  clockSeconds: z.number(),
  clock: z.string(),
  period: z.object({ number: z.number(), regulation: z.number(), name: z.string() }),
  // "1st", "2nd", "OT 1" (SPEC 9); "" before the game.
  ordinalPeriod: z.string(),
  // Why the clock is stopped while live: "halftime", "timeout"; null while it runs.
  pause: z.string().nullish(),
  home: LiveTeamSchema,
  away: LiveTeamSchema,
  school: LiveTeamSchema,
  opponent: LiveTeamSchema,
  // Newest first.
  plays: z.array(LivePlaySchema).nullish(),
})

export type LiveTeam = z.infer<typeof LiveTeamSchema>
export type LivePlay = z.infer<typeof LivePlaySchema>
export type LiveStatsResponse = z.infer<typeof LiveStatsResponseSchema>
