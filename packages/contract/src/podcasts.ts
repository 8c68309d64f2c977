import { z } from 'zod'
import { cursorPageSchema, offsetPageSchema } from './paging'
import { ShortnameSportSchema } from './sport-parts'

// Podcasts (provider/README 3.5; schemas/v2/podcasts, v2.1/podcasts). A podcast is a
// "category" (GET /Podcasts/categories); GET /Podcasts lists episodes (query $pageIndex,
// $pageSize, sportId, categoryId, searchTerm; SPEC 7). `url` is the audio's site-relative path
// on the provider (/media/{tenant}/podcasts/...), `absoluteUrl` its absolute twin.
// Own design: each episode's access (SPEC 6, the names of the series mediafile flags):
// `free`, `authorized` (plays for this audience), `authOnlyRequired` (sign-in needed),
// `premium`, and `blackedOut` with `blackedOutMessage`: a blacked-out episode has no file
// (`url`, `absoluteUrl`, `fileName` empty); `duration` in seconds; `podcastSlug`;
// `transcriptUrl`, the site-relative path of the audio's WebVTT transcript (<v Speaker> spans),
// "" whenever `url` is.

export const PodcastSportSchema = ShortnameSportSchema

export const PodcastEpisodeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullish(),
  rawDescription: z.string().nullish(),
  dateCreated: z.string().nullish(),
  datePublished: z.string(),
  absoluteUrl: z.string().nullish(),
  fileName: z.string().nullish(),
  url: z.string().nullish(),
  // Own design (see above), beside the file it transcribes.
  transcriptUrl: z.string().optional(),
  enclosureLength: z.string().nullish(),
  enclosureType: z.string().nullish(),
  imageFilePath: z.string().nullish(),
  imageFileName: z.string().nullish(),
  imagePath: z.string().nullish(),
  categoryId: z.number().int(),
  categoryImagePath: z.string().nullish(),
  categoryImageFilePath: z.string().nullish(),
  categoryImageFileName: z.string().nullish(),
  categoryName: z.string().nullish(),
  sports: z.array(PodcastSportSchema).nullish(),
  // v2.1 (podcasts/podcastsSchema.json): the publication date as RSS writes it, the podcast id.
  podPubdate: z.string().optional(),
  podId: z.number().int().optional(),
  // Own design (see above).
  podcastSlug: z.string().optional(),
  duration: z.number().int().optional(),
  free: z.boolean().optional(),
  authorized: z.boolean().optional(),
  authOnlyRequired: z.boolean().optional(),
  premium: z.boolean().optional(),
  blackedOut: z.boolean().optional(),
  blackedOutMessage: z.string().nullish(),
})

export const PodcastEpisodesResponseSchema = offsetPageSchema(PodcastEpisodeSchema)
export const PodcastEpisodesCursorResponseSchema = cursorPageSchema(PodcastEpisodeSchema)

// GET /Podcasts/categories (evidenced `id, title, mediaId`). Own design: `slug` (the site's
// /podcasts/{slug}/{id}), `description`, `imagePath`, `sports`, `episodeCount`, and
// `requiresAuthentication`: true when no episode is free (SPEC 6).
export const PodcastCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  mediaId: z.number().int().nullish(),
  slug: z.string().optional(),
  description: z.string().optional(),
  imagePath: z.string().optional(),
  sports: z.array(PodcastSportSchema).optional(),
  episodeCount: z.number().int().optional(),
  requiresAuthentication: z.boolean().optional(),
})

export const PodcastCategoriesResponseSchema = z.array(PodcastCategorySchema)

// GET /Podcasts/settings (v2.1/podcasts/settingsSchema.json).
export const PodcastSettingsSchema = z.object({
  siteHostName: z.string(),
  title: z.string(),
  description: z.string(),
  rssImage: z.string(),
  authorName: z.string(),
  managingEmail: z.string(),
  showAllInFeed: z.boolean(),
  hubContent: z.string(),
})

export type PodcastEpisodeResource = z.infer<typeof PodcastEpisodeSchema>
export type PodcastCategoryResource = z.infer<typeof PodcastCategorySchema>
export type PodcastSettingsResource = z.infer<typeof PodcastSettingsSchema>
