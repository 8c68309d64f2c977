import { z } from 'zod'
import { ScoreSchema } from './game-parts'

// GET /History/YearByYear?sportId= (provider/README 3.2; schemas/v2/history/yearByYearSchema.json):
// an object keyed by season title ("2005-06", "2023"), each with its games and records. The
// records are untyped in the schema (null in the sample): display strings ("20-10") are assumed.

export const YearByYearGameSchema = z.object({
  gameId: z.number().int(),
  sportTitle: z.string().nullish(),
  gameDate: z.string(),
  resultStatus: z.string().nullish(),
  gameOpponent: z.string().nullish(),
  gameLocationIndicator: z.string().nullish(),
  gameLocation: z.string().nullish(),
  gameConference: z.boolean().nullish(),
  gameType: z.string().nullish(),
  opponentId: z.number().int().nullish(),
  opponentName: z.string().nullish(),
  resultTeamScore: ScoreSchema,
  resultOpponentScore: ScoreSchema,
  boxscoreLink: z.string().nullish(),
})

export const YearByYearSeasonSchema = z.object({
  games: z.array(YearByYearGameSchema),
  records: z
    .object({
      overall: z.string().nullish(),
      conference: z.string().nullish(),
      home: z.string().nullish(),
      away: z.string().nullish(),
      neutral: z.string().nullish(),
    })
    .nullish(),
})

export const YearByYearResponseSchema = z.record(z.string(), YearByYearSeasonSchema)

export type YearByYearGameResource = z.infer<typeof YearByYearGameSchema>
export type YearByYearSeasonResource = z.infer<typeof YearByYearSeasonSchema>
export type YearByYearResponse = z.infer<typeof YearByYearResponseSchema>
