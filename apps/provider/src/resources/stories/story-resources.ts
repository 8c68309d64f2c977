import type {
  RelatedStoryResource,
  StoryResource,
  ArchiveItemResource,
} from '@fieldhouse/contract/stories'
import { StoryBlockSchema, StoryLinkSchema } from '@fieldhouse/contract/stories'
import { z } from 'zod'
import type { GameJoined } from '../games/games-queries'
import { toScheduleGameResource } from '../schedule-games/schedule-game-resource'
import type { StoryJoined } from './story-queries'
import { monthName } from '../../local-time'

// Stories rows -> the wire (README 4.9; schemas/v2/stories, archives). The list sends the body
// null (content, blocks, players), the detail fills content or blocks. Text the evidence types
// as a string is '' when absent.

const LinksSchema = z.array(StoryLinkSchema.pick({ linkId: true, linkUrl: true, linkText: true }))
const BlocksSchema = z.array(StoryBlockSchema)

// The story page: /news/{YYYY}/{M}/{D}/{slug}, month and day without leading zeros (README 5).
export function toStoryPath(date: string, slug: string): string {
  return `/news/${date.slice(0, 4)}/${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}/${slug}`
}

// "December 12, 2026".
export function toFormattedDate(date: string): string {
  return `${monthName(date)} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`
}

export type StoryMapping = { origin: string; timeZone: string; detail: boolean }

export function toStoryResource(
  { story, sport }: StoryJoined,
  games: readonly GameJoined[],
  { origin, timeZone, detail }: StoryMapping,
): StoryResource {
  const url = toStoryPath(story.date, story.slug)
  const image = story.imagePath
  const blocks = story.blocks === null ? null : BlocksSchema.parse(story.blocks)
  const created = story.created
  return {
    contentId: String(story.id),
    contentTitle: story.title,
    contentDate: story.date,
    contentUrl: url,
    contentImageUrl: image ?? '',
    id: story.id,
    title: story.title,
    titleInRotator: story.titleInRotator,
    subHeadline: story.subHeadline,
    teaser: story.teaser,
    byline: story.byline,
    appExclusive: false,
    date: story.date,
    formattedDate: toFormattedDate(story.date),
    sportDisplay: sport.title,
    sport: {
      id: sport.id,
      title: sport.title,
      abbreviation: sport.abbrev ?? '',
      shortTitle: sport.shortDisplay ?? '',
      shortname: sport.shortName,
      facebook: sport.facebookPage ?? '',
      twitter: sport.twitterName ?? '',
      gender: sport.globalSportGender ?? '',
      pinterest: sport.pinterestName ?? '',
      instagram: sport.instagramName ?? '',
      youtube: sport.youtubeName,
      youtubePlaylistId: '',
      globalSportShortname: sport.globalSportShortName ?? sport.shortName,
      tickets: sport.ticketsLink ?? '',
      globalSportId: sport.globalSportId,
      nonSport: sport.nonSport,
      showAtVs: !sport.nonSport,
      globalSportNameSlug: sport.globalSportNameSlug,
      gameSynonym: null,
    },
    globalSportMapName: sport.globalSportShortName ?? sport.shortName,
    imageSource: image ?? '',
    imageFocalPoint: null,
    imageAltText: story.imageAlt,
    imageCaption: story.imageCaption,
    imageCreditText: story.imageCredit,
    insideContentImage: null,
    primaryImage: image
      ? {
          caption: story.imageCaption,
          creditText: story.imageCredit,
          focalPoint: null,
          url: image,
          absoluteUrl: `${origin}${image}`,
          altText: story.imageAlt,
          title: null,
          creditName: null,
        }
      : null,
    alternateImage: null,
    video:
      story.videoArchiveId === null
        ? null
        : {
            youtube: null,
            archive: story.videoArchiveId,
            metadata: { title: story.videoTitle, thumbnail: image },
          },
    url,
    redirectAbsoluteUrl: story.redirectUrl ?? '',
    links: LinksSchema.parse(story.links).map((link) => ({ ...link, created, galleryId: null })),
    homepageFeedTemplate: story.homepageFeedTemplate,
    contentTemplate: story.contentTemplate,
    type: story.type,
    gamePostStoryId: null,
    games: games.map((game) => toScheduleGameResource(game, timeZone)),
    players: detail ? [] : null,
    // The wire's 0 is "no gallery" (README 4.9 samples).
    galleryId: story.galleryId ?? 0,
    galleryImages: [],
    writer: story.writer,
    isBlockBased: blocks !== null,
    content: detail ? story.content : null,
    blocks: detail ? blocks : null,
    storyMetaKeywords: story.metaKeywords,
    storyMetaDescription: story.metaDescription,
    storyMetaOgDescription: null,
    sportShortname: sport.shortName,
    isMediaOnStoryPage: story.videoArchiveId !== null,
    applyStandardFormatting: true,
  }
}

export function toRelatedStory({ story }: StoryJoined): RelatedStoryResource {
  const image = story.imagePath ?? ''
  const slash = image.lastIndexOf('/')
  return {
    storyId: story.id,
    storyTitle: story.title,
    storyPostdate: story.date,
    storyCreated: story.created,
    storyFilename: story.slug,
    imagePath: image.slice(0, slash + 1),
    imageFilename: image.slice(slash + 1),
    imageAltText: story.imageAlt,
    storyImage: image,
    storySlug: toStoryPath(story.date, story.slug),
  }
}

export function toArchiveItem({ story, sport }: StoryJoined, rank: number): ArchiveItemResource {
  return {
    storyId: String(story.id),
    storyRank: rank,
    sportTitle: sport.title,
    storyImage: story.imagePath ?? '',
    storyHeadline: story.title,
    storySummary: story.teaser,
    storyPostdate: story.date,
    storyCreated: story.created,
    storyFilename: story.slug,
    storyPath: toStoryPath(story.date, story.slug),
    sportsCats: sport.shortName,
  }
}
