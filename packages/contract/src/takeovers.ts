import { z } from 'zod'

// GET /Takeovers?sportId= (own design; SPEC 3 TakeoverResource: type, id, url, cookie). The client applies
// a takeover only when both url and cookie are present, so both are nullable here.
export const TakeoverSchema = z.object({
  type: z.string(),
  id: z.number(),
  url: z.string().nullable(),
  cookie: z.string().nullable(),
  title: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
})

export const TakeoversResponseSchema = z.array(TakeoverSchema)

export type TakeoverResource = z.infer<typeof TakeoverSchema>
export type TakeoversResponse = z.infer<typeof TakeoversResponseSchema>
