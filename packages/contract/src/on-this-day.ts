import { z } from 'zod'
import { SlugSportSchema } from './sport-parts'

// On this day (provider/README 3.5; schemas/v2/onThisDay): GET /OnThisDay answers the day's
// history grouped by year, newest year first: stories, galleries, videos, games, podcasts.
// Own design: query `month` and `day` (both or neither; default today in the tenant's zone) and
// `sportId`; a milestone story carries `summary`; `url` of a milestone is a site page.

export const OnThisDaySportSchema = SlugSportSchema

export const OnThisDayImageSchema = z.object({ url: z.string(), altText: z.string().nullable() })

const entry = {
  id: z.number().int(),
  date: z.string(),
  sport: OnThisDaySportSchema,
  type: z.string(),
  featured: z.boolean(),
}

export const OnThisDayStorySchema = z.object({
  ...entry,
  title: z.string(),
  filename: z.string(),
  byline: z.unknown().optional(),
  pregame: z.boolean(),
  postgame: z.boolean(),
  url: z.string(),
  image: OnThisDayImageSchema.nullish(),
  summary: z.string().nullish(),
})

export const OnThisDayVideoSchema = z.object({
  ...entry,
  title: z.string(),
  file: z.string(),
  format: z.string(),
  url: z.string(),
  image: OnThisDayImageSchema.nullish(),
})

export const OnThisDayGameSchema = z.object({
  ...entry,
  locationIndicator: z.string(),
  opponent: z.object({ title: z.string(), image: OnThisDayImageSchema.nullish() }).nullish(),
  result: z
    .object({
      status: z.string(),
      teamScore: z.string().nullish(),
      opponentScore: z.string().nullish(),
      prescore: z.string().nullish(),
      postscore: z.string().nullish(),
      boxscore: z.string().nullish(),
      recap: z.string().nullish(),
    })
    .nullish(),
})

export const OnThisDayYearSchema = z.object({
  year: z.number().int(),
  stories: z.array(OnThisDayStorySchema),
  galleries: z.array(z.unknown()),
  videos: z.array(OnThisDayVideoSchema),
  games: z.array(OnThisDayGameSchema),
  podcasts: z.array(z.unknown()),
})

export const OnThisDayResponseSchema = z.object({
  data: z.array(OnThisDayYearSchema),
  randomImage: z.unknown().optional(),
})

export type OnThisDayResponse = z.infer<typeof OnThisDayResponseSchema>
export type OnThisDayYear = z.infer<typeof OnThisDayYearSchema>
