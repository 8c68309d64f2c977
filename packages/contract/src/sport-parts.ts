import { z } from 'zod'

// Sport references that several resources send alike (not the full /Sports object). A resource
// whose sport carries other names or other nullability (games, rosters, stories, facilities,
// navigation, search ...) keeps its own.

// `{ id, title, shortname, slug }`, the last two possibly null: the sport of podcast episodes
// and podcasts, and of publications (podcastsSchema.json, publicationsSchema.json).
export const ShortnameSportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  shortname: z.string().nullish(),
  slug: z.string().nullish(),
})

// `{ id, title, slug, shortName }`, all sent: the sport of on-this-day entries, and the same
// reference in the own-design moments and sport files.
export const SlugSportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  shortName: z.string(),
})

export type ShortnameSportResource = z.infer<typeof ShortnameSportSchema>
export type SlugSportResource = z.infer<typeof SlugSportSchema>
