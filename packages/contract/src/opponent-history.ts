import { z } from 'zod'
import { ScoreSchema } from './game-parts'
import { cursorPageSchema, offsetPageSchema } from './paging'
import { LegacyResultSchema } from './schedule-games'

// Opponent history (provider/README 3.2; schemas/v2/opponentHistory, v2.1/opponentHistory):
// GET /OpponentHistory/list/{sportId} (v2 offset pages), /OpponentHistory?SportId= (v2.1 cursor
// pages), /OpponentHistory/opponent/{sportId}/{opponentId} and /OpponentHistory/filters/opponents.

export const WinLossTieSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
})

const ListResultSchema = z.object({
  gameId: z.number().int(),
  gameDate: z.string(),
  resultStatus: z.string().nullish(),
  gameLocationIndicator: z.string().nullish(),
  gameConference: z.boolean().nullish(),
  teamScore: ScoreSchema,
  opponentScore: ScoreSchema,
})

export const OpponentHistoryItemSchema = z.object({
  opponent: z.object({ id: z.number().int(), name: z.string().nullish() }),
  opponentId: z.number().int().nullish(),
  opponentName: z.string().nullish(),
  results: z.array(ListResultSchema),
  teamTotalPoints: z.number().nullish(),
  opponentTotalPoints: z.number().nullish(),
  allTotalRecords: WinLossTieSchema,
  allTimeAdjustmentsRecords: WinLossTieSchema.nullish(),
  lastTenGameRecords: WinLossTieSchema.nullish(),
  currentStreak: WinLossTieSchema.nullish(),
  // Untyped in the schemas (null in the samples): a margin's shape is unknown.
  largestMarginOfVictory: z.unknown().optional(),
  smallestMarginOfVictory: z.unknown().optional(),
})

export const OpponentHistoryListResponseSchema = offsetPageSchema(OpponentHistoryItemSchema)
export const OpponentHistoryCursorResponseSchema = cursorPageSchema(OpponentHistoryItemSchema)

const DetailResultSchema = ListResultSchema.extend({
  gamePregameStoryId: z.number().int().nullish(),
  gamePostGameStoryId: z.number().int().nullish(),
  gameLocation: z.string().nullish(),
  opponentName: z.string().nullish(),
  seasonTitle: z.string().nullish(),
  resultBoxScoreFile: z.string().nullish(),
  resultPostscoreInfo: z.string().nullish(),
  opponentLogoPath: z.string().nullish(),
  result: LegacyResultSchema.nullish(),
})

export const OpponentHistoryDetailSchema = z.object({
  opponent: z.object({
    id: z.number().int(),
    title: z.string().nullish(),
    image: z.string().nullish(),
    prefix: z.string().nullish(),
    name: z.string().nullish(),
  }),
  results: z.array(DetailResultSchema),
  sport: z
    .object({
      id: z.number().int(),
      title: z.string().nullish(),
      globalSportNameSlug: z.string().nullish(),
      pointsSynonym: z.string().nullish(),
    })
    .nullish(),
  allTotalRecords: WinLossTieSchema,
  allTimeAdjustmentsRecords: WinLossTieSchema.nullish(),
  homeRecords: WinLossTieSchema.nullish(),
  awayRecords: WinLossTieSchema.nullish(),
  conferenceRecords: WinLossTieSchema.nullish(),
  lastTenGameRecords: WinLossTieSchema.nullish(),
  currentStreak: WinLossTieSchema.nullish(),
  teamTotalPoints: z.number().nullish(),
  opponentTotalPoints: z.number().nullish(),
  largestMarginOfVictory: z.unknown().optional(),
  smallestMarginOfVictory: z.unknown().optional(),
})

// The opponent picker: `value` is the opponent id.
export const OpponentFiltersResponseSchema = z.array(
  z.object({ value: z.number().int(), name: z.string(), statTitle: z.string().nullish() }),
)

export type WinLossTieResource = z.infer<typeof WinLossTieSchema>
export type OpponentHistoryItemResource = z.infer<typeof OpponentHistoryItemSchema>
export type OpponentHistoryDetailResource = z.infer<typeof OpponentHistoryDetailSchema>
export type OpponentFiltersResponse = z.infer<typeof OpponentFiltersResponseSchema>
