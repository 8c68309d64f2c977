import { z } from 'zod'

// Video series (provider/README 3.5; schemas/v2/series): GET /Series/titles and /Series/{id}.
// A series' episodes are videos (`mediafile`); stories embed them by id (`video.archive`).

export const SeriesTitleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  // Own design: the slug of the site's /series/{slug} page.
  slug: z.string().optional(),
})

export const SeriesTitlesResponseSchema = z.array(SeriesTitleSchema)

export const SeriesImageSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  path: z.string(),
  height: z.number().int(),
  width: z.number().int(),
  thumbnail: z.string(),
  original: z.string(),
})

const nullable = z.unknown().optional()

export const SeriesMediafileSchema = z.object({
  id: z.string(),
  prismId: z.string().nullish(),
  title: z.string(),
  description: z.string().nullish(),
  dateUtc: z.string(),
  sportId: z.number().int(),
  sportShortname: z.string().nullish(),
  sportAbbreviation: z.string().nullish(),
  globalSportShortname: z.string().nullish(),
  categoryName: z.string().nullish(),
  sportTitle: z.string().nullish(),
  gameId: z.number().int().nullish(),
  appExclusive: z.boolean().optional(),
  type: z.string().nullish(),
  format: z.string().nullish(),
  authorized: z.boolean(),
  blackedOut: z.boolean(),
  blackedOutMessage: z.string().nullish(),
  free: z.boolean(),
  authOnlyRequired: z.boolean(),
  premium: z.boolean(),
  usePreroll: z.boolean().optional(),
  formats: z.record(z.string(), nullable).nullish(),
  poster: z.string().nullish(),
  watchers: z.number().int().nullish(),
  adTagUrl: z.string().nullish(),
  test: z.boolean().optional(),
  favorited: nullable,
  favorites: z.number().int().nullish(),
  views: z.number().int().nullish(),
  categoryId: z.number().int().nullish(),
  duration: z.number().nullish(),
  state: z.string().nullish(),
})

export const SeriesEpisodeSchema = z.object({
  id: z.number().int(),
  seasonId: z.number().int().nullish(),
  title: z.string(),
  description: z.string().nullish(),
  postDate: z.string(),
  publishDate: z.string().nullish(),
  order: z.number().int(),
  sportIds: z.array(z.number().int()),
  thumbnailImage: SeriesImageSchema.nullish(),
  portraitImage: SeriesImageSchema.nullish(),
  mediafile: SeriesMediafileSchema,
})

export const SeriesResourceSchema = z.object({
  episodes: z.array(SeriesEpisodeSchema),
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullish(),
  callToActionText: z.string().nullish(),
  publishDate: z.string(),
  isLimited: z.boolean(),
  order: z.number().int(),
  sportIds: z.array(z.number().int()),
  hero: SeriesImageSchema.nullish(),
  landscape: SeriesImageSchema.nullish(),
  portrait: SeriesImageSchema.nullish(),
  // Own design: the slug of the site's /series/{slug} page.
  slug: z.string().optional(),
})

export const SeriesListResponseSchema = z.array(SeriesResourceSchema)

export type SeriesTitleResource = z.infer<typeof SeriesTitleSchema>
export type SeriesImageResource = z.infer<typeof SeriesImageSchema>
export type SeriesEpisodeResource = z.infer<typeof SeriesEpisodeSchema>
export type SeriesResource = z.infer<typeof SeriesResourceSchema>
