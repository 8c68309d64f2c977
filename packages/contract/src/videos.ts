import { z } from 'zod'
import { cursorPageSchema, offsetPageSchema } from './paging'
import { PodcastEpisodeSchema } from './podcasts'
import { SlugSportSchema } from './sport-parts'

// Clips and playlists (SPEC 3 "clips and playlists").
// A clip is an item of the all-access video library: the shape is evidenced
// (schemas/v2/videos/allAccessSchema.json, /Videos/* in README 3.5) and read as sent.
// GET /Videos/playlists (sportId, $pageIndex, $pageSize) is own design: no playlist endpoint is
// evidenced (only a live stream's `youtubePlaylistId`); a playlist is an ordered list of clips.
// Clips are kept `unknown` in the playlist so one malformed clip is dropped, not the playlist.

export const ClipSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  // Local date-time without offset.
  date: z.string().nullish(),
  // Seconds.
  duration: z.number().nullish(),
  // "/watch?Archive=14901" (the department's video service, outside the site: SPEC 2.1).
  videoUrl: z.string(),
  posterUrl: z.string().nullish(),
  appExclusive: z.boolean().nullish(),
  views: z.number().nullish(),
  favorites: z.number().nullish(),
  format: z.string().nullish(),
  sport: z
    .object({ id: z.number(), title: z.string(), abbrev: z.string(), shortName: z.string() })
    .nullish(),
  category: z.object({ id: z.number(), title: z.string() }).nullish(),
  captionFile: z.unknown().optional(),
})

export const PlaylistSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullish(),
  sport: SlugSportSchema.nullish(),
  clips: z.array(z.unknown()),
})

export const PlaylistsResponseSchema = offsetPageSchema(PlaylistSchema)

export type ClipResource = z.infer<typeof ClipSchema>
export type PlaylistResource = Omit<z.infer<typeof PlaylistSchema>, 'clips'> & {
  clips: ClipResource[]
}

// The all-access library (README 3.5 `/Videos/*`; schemas/v2*/videos/allAccessSchema.json):
// GET /Videos/all-access, v2 offset page (`duration` number|null there), v2.1 cursor page
// (`duration` a number). Evidenced query: `pageSize`, `sportId` (0: every sport), `categoryId`,
// `includeAudio`, `onlyHasCaptions`, `pinnedMediaId`, `orderBy` (SPEC 7); values own design
// (contract README). `captionFile` (evidenced, type unknown) is read as the absolute address of
// a WebVTT file or null. Own design: `descriptionFile`, the same for the audio-description track
// (WCAG 1.2.5), and a podcast episode's access flags (SPEC 6): a blacked-out or locked item has
// `videoUrl` "" and no caption or description file.
export const AllAccessVideoSchema = ClipSchema.extend({
  descriptionFile: z.string().nullish(),
  ...PodcastEpisodeSchema.pick({
    free: true,
    authorized: true,
    authOnlyRequired: true,
    premium: true,
    blackedOut: true,
    blackedOutMessage: true,
  }).shape,
})

export const AllAccessVideosResponseSchema = offsetPageSchema(AllAccessVideoSchema)
export const AllAccessVideosCursorResponseSchema = cursorPageSchema(AllAccessVideoSchema)

// GET /Videos/all-access/categories/{type} (evidenced `[{id, title}]`; categorySchema.json).
export const AllAccessCategorySchema = z.object({ id: z.number().int(), title: z.string() })
export const AllAccessCategoriesResponseSchema = z.array(AllAccessCategorySchema)

export type AllAccessVideoResource = Omit<z.infer<typeof AllAccessVideoSchema>, 'captionFile'> & {
  captionFile: string | null
}
export type AllAccessCategoryResource = z.infer<typeof AllAccessCategorySchema>
