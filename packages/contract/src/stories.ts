import { z } from 'zod'
import { LibraryImageSchema } from './image-parts'
import { cursorPageSchema, offsetPageSchema } from './paging'
import { LegacyGameSchema } from './schedule-games'

// News stories (provider/README 3.5, 4.9; schemas/v2/stories, schemas/v2/archives). Tolerant as
// the rest of the contract: evidenced nullables `.nullish()`, possibly-missing flags `.optional()`.

// The sport inside a story (not the full /Sports object).
export const StorySportSchema = z.object({
  id: z.number().int(),
  title: z.string().nullish(),
  abbreviation: z.string().nullish(),
  shortTitle: z.string().nullish(),
  shortname: z.string().nullish(),
  facebook: z.string().nullish(),
  twitter: z.string().nullish(),
  gender: z.string().nullish(),
  pinterest: z.string().nullish(),
  instagram: z.string().nullish(),
  youtube: z.string().nullish(),
  youtubePlaylistId: z.string().nullish(),
  globalSportShortname: z.string().nullish(),
  tickets: z.string().nullish(),
  globalSportId: z.number().int().nullish(),
  nonSport: z.boolean().optional(),
  showAtVs: z.boolean().optional(),
  globalSportNameSlug: z.string().nullish(),
  gameSynonym: z.string().nullish(),
})

export const StoryImageSchema = z.object({
  caption: z.string().nullish(),
  creditText: z.string().nullish(),
  focalPoint: z.unknown().optional(),
  ...LibraryImageSchema.shape,
})

// `archive`: a video of the provider's video library (here an episode of /Series/{id}).
export const StoryVideoSchema = z.object({
  youtube: z.string().nullish(),
  archive: z.number().int().nullish(),
  metadata: z.object({ title: z.string().nullish(), thumbnail: z.string().nullish() }).nullish(),
})

export const StoryLinkSchema = z.object({
  linkId: z.number().int(),
  linkUrl: z.string(),
  linkText: z.string(),
  created: z.string().nullish(),
  galleryId: z.number().int().nullish(),
})

const BlockPictureSchema = z.object({
  url: z.string(),
  caption: z.string().nullish(),
  alt: z.string().nullish(),
})

// Block-built story bodies. Types evidenced in consumer code (README 4.9, S4): text, image,
// image wall, button; quote and video are own design. A type the client does not know is kept
// (`type` plus whatever it carries) so one new block never drops the story.
export const StoryBlockSchema = z.union([
  z.object({ type: z.literal('basic_text_block'), text: z.string() }),
  z.object({
    type: z.literal('basic_image_block'),
    image: BlockPictureSchema,
    url: z.string().nullish(),
  }),
  z.object({ type: z.literal('media_image_wall_block'), images: z.array(BlockPictureSchema) }),
  z.object({
    type: z.literal('basic_quote_block'),
    quote: z.string(),
    attribution: z.string().nullish(),
  }),
  z.object({
    type: z.literal('basic_video_block'),
    video: z.object({
      archive: z.number().int().nullish(),
      title: z.string().nullish(),
      thumbnail: z.string().nullish(),
    }),
  }),
  z.object({ type: z.literal('basic_button_block'), url: z.string(), text: z.string() }),
  z.looseObject({ type: z.string() }),
])

export const StoryPlayerSchema = z.object({
  rosterPlayerId: z.number().int(),
  rosterId: z.number().int().nullish(),
  playerId: z.number().int().nullish(),
  rpPositionShort: z.string().nullish(),
  rpJerseyNumber: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  headshot: z.string().nullish(),
  sport: z.unknown().optional(),
})

// One story: an item of GET /Stories and the body of /Stories/{date}/{slug}. The list sends
// `content`, `blocks` and `players` null; the detail fills `content` (HTML) or, when
// `isBlockBased`, `blocks` (README 4.9).
export const StoryResourceSchema = z.object({
  contentId: z.string().nullish(),
  contentTitle: z.string().nullish(),
  contentDate: z.string().nullish(),
  contentUrl: z.string().nullish(),
  contentImageUrl: z.string().nullish(),
  id: z.number().int(),
  title: z.string().nullish(),
  titleInRotator: z.boolean().optional(),
  subHeadline: z.string().nullish(),
  teaser: z.string().nullish(),
  byline: z.string().nullish(),
  appExclusive: z.boolean().optional(),
  // Local date-time, no offset.
  date: z.string(),
  formattedDate: z.string().nullish(),
  sportDisplay: z.string().nullish(),
  sport: StorySportSchema.nullish(),
  globalSportMapName: z.string().nullish(),
  imageSource: z.string().nullish(),
  imageFocalPoint: z.unknown().optional(),
  imageAltText: z.string().nullish(),
  imageCaption: z.string().nullish(),
  imageCreditText: z.string().nullish(),
  insideContentImage: z.unknown().optional(),
  primaryImage: StoryImageSchema.nullish(),
  alternateImage: StoryImageSchema.nullish(),
  video: StoryVideoSchema.nullish(),
  // The story page, /news/{YYYY}/{M}/{D}/{slug}.
  url: z.string(),
  redirectAbsoluteUrl: z.string().nullish(),
  links: z.array(StoryLinkSchema).nullish(),
  homepageFeedTemplate: z.string().nullish(),
  contentTemplate: z.string().nullish(),
  // Own design where sent by this provider: 'recap' | 'preview' | null.
  type: z.string().nullish(),
  gamePostStoryId: z.number().int().nullish(),
  games: z.array(LegacyGameSchema).nullish(),
  players: z.array(StoryPlayerSchema).nullish(),
  galleryId: z.number().int().nullish(),
  galleryImages: z.array(z.unknown()).nullish(),
  writer: z.unknown().optional(),
  isBlockBased: z.boolean().optional(),
  content: z.string().nullish(),
  blocks: z.array(StoryBlockSchema).nullish(),
  storyMetaKeywords: z.string().nullish(),
  storyMetaDescription: z.string().nullish(),
  storyMetaOgDescription: z.string().nullish(),
  sportShortname: z.string().nullish(),
  isMediaOnStoryPage: z.boolean().optional(),
  applyStandardFormatting: z.boolean().optional(),
})

export const StoriesResponseSchema = offsetPageSchema(StoryResourceSchema)
export const StoriesCursorResponseSchema = cursorPageSchema(StoryResourceSchema)

// GET /Stories/related (schemas/v2/stories/relatedSchema.json).
export const RelatedStorySchema = z.object({
  storyId: z.number().int(),
  storyTitle: z.string(),
  storyPostdate: z.string(),
  storyCreated: z.string().nullish(),
  storyFilename: z.string().nullish(),
  imagePath: z.string().nullish(),
  imageFilename: z.string().nullish(),
  imageAltText: z.string().nullish(),
  storyImage: z.string().nullish(),
  // The page path, /news/{YYYY}/{M}/{D}/{slug} (README 5.1).
  storySlug: z.string(),
})

export const RelatedStoriesResponseSchema = offsetPageSchema(RelatedStorySchema)
export const RelatedStoriesCursorResponseSchema = cursorPageSchema(RelatedStorySchema)

// GET /Stories/games?storiesIds=1,2: each story id (a string key) with its games.
export const StoryGamesResponseSchema = z.record(z.string(), z.array(LegacyGameSchema))

// GET /Stories/settings (schemas/v2/stories/settingsSchema.json).
export const StorySettingsSchema = z.object({
  defaultTemplate: z.string(),
  customCss: z.string().nullish(),
  endlessScrollIsEnabled: z.boolean(),
  featuredTemplatesCustomization: z
    .object({
      logoImage: z.string().nullish(),
      headerBackgroundColor: z.string().nullish(),
      hidePreviousPage: z.boolean().optional(),
      featuredTemplate1: z
        .object({ hideRelatedStories: z.boolean(), hidePostDate: z.boolean() })
        .nullish(),
    })
    .nullish(),
})

// GET /Archives and /Hidden/archives (schemas/v2/archives/archivesSchema.json).
export const ArchiveItemSchema = z.object({
  // A string on the wire.
  storyId: z.string(),
  storyRank: z.number().int().nullish(),
  sportTitle: z.string().nullish(),
  storyImage: z.string().nullish(),
  storyHeadline: z.string(),
  storySummary: z.string().nullish(),
  storyPostdate: z.string(),
  storyCreated: z.string().nullish(),
  storyFilename: z.string().nullish(),
  storyPath: z.string(),
  sportsCats: z.string().nullish(),
})

export const ArchivesResponseSchema = offsetPageSchema(ArchiveItemSchema)
export const ArchivesCursorResponseSchema = cursorPageSchema(ArchiveItemSchema)

// /Archives/filters/seasons, /Archives/filters/sports and /Tags/filters: `value` is the
// season's first year or the sport id, `name` what a menu shows.
export const FilterOptionSchema = z.object({
  value: z.number(),
  name: z.string(),
  statTitle: z.string().nullish(),
})

export const FilterOptionsResponseSchema = z.array(FilterOptionSchema)

export type StorySportResource = z.infer<typeof StorySportSchema>
export type StoryImageResource = z.infer<typeof StoryImageSchema>
export type StoryVideoResource = z.infer<typeof StoryVideoSchema>
export type StoryLinkResource = z.infer<typeof StoryLinkSchema>
export type StoryBlockResource = z.infer<typeof StoryBlockSchema>
export type StoryResource = z.infer<typeof StoryResourceSchema>
export type RelatedStoryResource = z.infer<typeof RelatedStorySchema>
export type StoryGamesResponse = z.infer<typeof StoryGamesResponseSchema>
export type StorySettingsResource = z.infer<typeof StorySettingsSchema>
export type ArchiveItemResource = z.infer<typeof ArchiveItemSchema>
export type FilterOptionResource = z.infer<typeof FilterOptionSchema>
