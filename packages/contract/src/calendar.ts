import { z } from 'zod'
import { LegacyGameSchema } from './schedule-games'

// GET /Calendar/events, /Calendar/events/date-range, /Calendar/month, /Calendar/print and
// /Calendar/from/{start}/to/{end} (provider/README 3.2, 4.5; schemas/v2/calendar): bare arrays of
// days, each with its events in the legacy game shape (trimmed in all but from/to). README 5.1:
// the calendar can return one game under two ids, so the client de-duplicates.
export const CalendarDaySchema = z.object({
  // Local date-time without offset (the day at midnight).
  date: z.string(),
  // Items stay unknown here so that one malformed event is dropped, not the whole month.
  events: z.array(z.unknown()).nullish(),
})

export const CalendarResponseSchema = z.array(CalendarDaySchema)

// The event schema the client applies to each entry of `events`.
export const CalendarEventSchema = LegacyGameSchema

// GET /Calendar/count?date=&year= (schemas/v2/calendar/countSchema.json): events per day.
export const CalendarCountResponseSchema = z.array(
  z.object({ date: z.string(), count: z.number().int() }),
)

export type CalendarDayResource = z.infer<typeof CalendarDaySchema>
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>
export type CalendarCountResponse = z.infer<typeof CalendarCountResponseSchema>
