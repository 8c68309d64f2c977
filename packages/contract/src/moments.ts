import { z } from 'zod'
import { cursorPageSchema, offsetPageSchema } from './paging'
import { SlugSportSchema } from './sport-parts'

// Moments (own design; SPEC 2.1 /moments, /sports/{slug}/moments): a sport's highlight moments.
// GET /Moments (sportId, paged) newest day first, /Moments/{id}. `image.url` is site-relative
// (/images/{tenant}/...), `absoluteUrl` on the provider; `video` names an episode of
// /Series/{id} (`archive`, the stories' video.archive) or is null.

export const MomentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  day: z.string(),
  text: z.string(),
  image: z.object({ url: z.string(), absoluteUrl: z.string(), altText: z.string() }),
  video: z.object({ title: z.string(), archive: z.number().int() }).nullable(),
  sport: SlugSportSchema,
})

export const MomentsResponseSchema = offsetPageSchema(MomentSchema)
export const MomentsCursorResponseSchema = cursorPageSchema(MomentSchema)

export type MomentResource = z.infer<typeof MomentSchema>
