import { z } from 'zod'
import { cursorPageSchema, offsetPageSchema } from './paging'

// Press clips (provider/README 3.5; schemas/v2/pressClips, v2.1/pressClips): GET /PressClips
// (sportId, paged; v2.1 also ByDescendingDate / IsByDescendingDate), /PressClips/{id},
// /PressClips/filters/seasons and /filters/years (FilterOptionsResponseSchema, stories.ts).
// `link` is the article elsewhere. Own design: `type` "clipping" (a story in another outlet,
// the site's /clippings) or "coverage" (broadcast, radio or podcast features, /coverage), and
// the query names `type`, `year` and `seasonYear` that the two filter lists feed.

export const PressClipSportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  abbreviation: z.string().nullish(),
  shortTitle: z.string().nullish(),
  shortname: z.string().nullish(),
})

export const PressClipResourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullish(),
  link: z.string(),
  date: z.string(),
  author: z.string().nullish(),
  image: z.unknown().optional(),
  source: z.object({ id: z.number().int(), title: z.string(), website: z.string().nullish() }),
  sport: PressClipSportSchema.nullish(),
  sports: z.array(PressClipSportSchema).nullish(),
  openInNewWindow: z.boolean().optional(),
  type: z.enum(['clipping', 'coverage']).optional(),
})

export const PressClipsResponseSchema = offsetPageSchema(PressClipResourceSchema)
export const PressClipsCursorResponseSchema = cursorPageSchema(PressClipResourceSchema)

export type PressClipResource = z.infer<typeof PressClipResourceSchema>
