import { z } from 'zod'

// GET /Schedule/{scheduleId}/Record, /Season/{seasonId}/record and the items of
// /Season/standings (provider/README 4.4; schemas/v2/schedule/recordSchema.json,
// season/recordSchema.json). Records are display strings ("12-4-2", ".722"); the sport part is
// the full sport object and is not read, so only its id is kept.
export const ScheduleRecordSchema = z.object({
  scheduleId: z.number().int(),
  seasonId: z.number().int().nullish(),
  sport: z.object({ id: z.number().int() }).nullish(),
  scheduleDisplayTitle: z.string().nullish(),
  overallRecord: z.string().nullish(),
  overallPercentage: z.string().nullish(),
  overallRecordUnformatted: z.string().nullish(),
  conferenceRecord: z.string().nullish(),
  conferencePercentage: z.string().nullish(),
  conferencePoints: z.string().nullish(),
  streak: z.string().nullish(),
  homeRecord: z.string().nullish(),
  awayRecord: z.string().nullish(),
  neutralRecord: z.string().nullish(),
})

// GET /Schedule/settings (schemas/v2/schedule/settingsSchema.json). `scheduleDefaultView` and
// `scheduleScoreDisplay` are free strings in the evidence (values not shown); the values below
// are our own design, what the reference provider sends and the website understands (any other
// value reads as the first of its list).
export const SCHEDULE_VIEWS = ['list', 'table'] as const
// Our score first ("W 24-17", "L 17-24"), the winner's first ("L 24-17"), or no score ("W").
export const SCHEDULE_SCORE_DISPLAYS = ['team-first', 'winner-first', 'result-only'] as const
export const ScheduleSettingsSchema = z.object({
  opponentHistoryPageEnabled: z.boolean().nullish(),
  scheduleScoreDisplay: z.string().nullish(),
  isSeasonDepositEnabled: z.boolean().nullish(),
  scheduleDefaultView: z.string().nullish(),
  schedulePageShowAtVs: z.boolean().nullish(),
})

export type ScheduleRecordResource = z.infer<typeof ScheduleRecordSchema>
export type ScheduleSettingsResource = z.infer<typeof ScheduleSettingsSchema>
