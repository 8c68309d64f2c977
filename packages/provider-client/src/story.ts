import { StoryResourceSchema, type StoryImageResource } from '@fieldhouse/contract/stories'
import { z } from 'zod'
import { parseProviderDate, toLocalDay, type LocalDay } from './dates'
import { toImagePath } from './game-parts'
import type { Logger } from './logger'
import { orNull } from './rosters-parts'
import { toStoryBlocks, toStoryVideo, type StoryBlock, type StoryVideo } from './story-blocks'
import { toSafeHtml, type SafeHtml } from './safe-html'

// SPEC 3 "Story": the entities every story list and the story page map to, in one place. The
// website builds a story's address from `day` and `slug` (/news/{YYYY}/{M}/{D}/{slug}); the
// provider's page paths (`url`, `storyPath`, `storySlug`) are read for the slug and not passed on.

export type { StoryBlock, StoryVideo } from './story-blocks'

/** The story's sport. Lists other than /Stories name it only (`id`, the slug null). */
export type StorySport = {
  id: number | null
  title: string
  shortName: string | null
  globalSportNameSlug: string | null
}

/** A picture: `url` site-relative ("/images/...") like every image, or absolute when sent so. */
export type StoryImage = {
  url: string
  alt: string | null
  caption: string | null
  /** The photographer or source, "Northfield State Athletics Photography". */
  credit: string | null
}

/**
 * What a story card shows, from any list (/Stories, /Archives, /Stories/related, /Tags/content).
 * Fields a list does not carry are null (or []).
 */
export type StorySummary = {
  id: number
  /** The wire's `title`. */
  headline: string
  subHeadline: string | null
  /** The wire's `byline`: the author as printed. */
  byline: string | null
  teaser: string | null
  /** The story's day on the tenant's wall clock (dates.ts toLocalDay), the day in its address. */
  day: LocalDay
  /** The instant it was posted: the wire's local date-time read in the tenant's zone. */
  postedAt: Date
  slug: string
  sport: StorySport | null
  image: StoryImage | null
  /** 'recap', 'preview' or another word of the provider's; null for plain news. */
  type: string | null
  video: StoryVideo | null
  /** The games the story previews or recaps (getStoryGames reads them). */
  gameIds: number[]
  /** A link-out story's target (README 4.9); null when blank. */
  redirectAbsoluteUrl: string | null
  /** `homepageFeedTemplate`: how the home page's feed lays the story out; null when unsent. */
  feedTemplate: string | null
}

/** A link an editor put under a story ("Box Score", "Full Schedule"): content, as written. */
export type StoryLink = { url: string; text: string }

/** The body (README 4.9): S4 renders `content` when present, else `blocks`. */
export type StoryBody =
  | {
      type: 'html'
      /** Provider HTML, sanitised once here (safe-html.ts). */
      content: SafeHtml
    }
  | { type: 'blocks'; blocks: StoryBlock[] }

/** The story page's main item: the summary, its body (null when sent without one) and links. */
export type Story = StorySummary & {
  body: StoryBody | null
  links: StoryLink[]
  alternateImage: StoryImage | null
  titleInRotator: boolean
  /** `contentTemplate`: `featured_1` takes the customisations of /Stories/settings. */
  template: string | null
  /** `writer`: who wrote it, as printed; null when unsent or unreadable (README 4.9: null). */
  writer: string | null
  /** `galleryId`: the story's photo gallery, served outside the site; null for none (wire 0). */
  galleryId: number | null
  metaDescription: string | null
  metaKeywords: string | null
}

/**
 * A list item or story the client cannot read: `map` answers null for what it needs and cannot
 * find (an id, a day, a slug), and the item fails to parse like a malformed one (SPEC 8).
 */
export function readableAs<I, O>(schema: z.ZodType<I>, map: (input: I) => O | null) {
  return schema.transform((input, ctx) => {
    const entity = map(input)
    if (entity !== null) return entity
    ctx.addIssue({ code: 'custom', message: 'no readable id, day or slug' })
    return z.NEVER
  })
}

/** A story's day and instant from a provider date; null when unreadable. */
export function toStoryDates(
  value: string | null | undefined,
  zone: string,
): { day: LocalDay; postedAt: Date } | null {
  const day = toLocalDay(value, zone)
  const postedAt = parseProviderDate(value, zone)
  return day && postedAt ? { day, postedAt } : null
}

/** The slug: `slug` when sent, else the last segment of the story's page path. */
export function toStorySlug(
  slug: string | null | undefined,
  path: string | null | undefined,
): string | null {
  const given = orNull(slug)?.trim()
  if (given) return given
  const segment = (orNull(path) ?? '')
    .split(/[?#]/)[0]
    ?.split('/')
    .filter((part) => part !== '')
    .pop()
  if (!segment) return null
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function toStoryImage(
  image: StoryImageResource | null | undefined,
  flat?: { source?: string | null; alt?: string | null; caption?: string | null },
): StoryImage | null {
  const url = toImagePath(image?.url) ?? toImagePath(image?.absoluteUrl)
  if (image && url) {
    return {
      url,
      alt: orNull(image.altText),
      caption: orNull(image.caption),
      credit: orNull(image.creditText) ?? orNull(image.creditName),
    }
  }
  // The flat fields of the list item carry the same picture on providers without primaryImage.
  const source = toImagePath(flat?.source)
  return source
    ? { url: source, alt: orNull(flat?.alt), caption: orNull(flat?.caption), credit: null }
    : null
}

/** A summary with nothing but what every list has; the rest null. */
export function toBareSummary(
  fields: Pick<StorySummary, 'id' | 'headline' | 'day' | 'postedAt' | 'slug'> &
    Partial<StorySummary>,
): StorySummary {
  return {
    subHeadline: null,
    byline: null,
    teaser: null,
    sport: null,
    image: null,
    type: null,
    video: null,
    gameIds: [],
    redirectAbsoluteUrl: null,
    feedTemplate: null,
    ...fields,
  }
}

/**
 * A story as the client reads it: the contract's, except that its games are read for their ids
 * only and its blocks one by one (story-blocks.ts), so a game the client would drop (SPEC 8) or
 * a block it cannot show never drops the story with it.
 */
export const StoryWireSchema = StoryResourceSchema.extend({
  games: z.array(z.unknown()).nullish(),
  blocks: z.array(z.unknown()).nullish(),
})
export type StoryWire = z.infer<typeof StoryWireSchema>

const gameIdsOf = (games: unknown[] | null | undefined): number[] =>
  (games ?? []).flatMap((game) =>
    typeof game === 'object' && game !== null && 'id' in game && Number.isInteger(game.id)
      ? [Number(game.id)]
      : [],
  )

export function toStorySummary(story: StoryWire, zone: string): StorySummary | null {
  const dates = toStoryDates(story.date, zone)
  const slug = toStorySlug(null, story.url || story.contentUrl)
  if (!dates || !slug) return null
  const sport = story.sport
  return {
    id: story.id,
    headline: orNull(story.title) ?? orNull(story.contentTitle) ?? '',
    subHeadline: orNull(story.subHeadline),
    byline: orNull(story.byline),
    teaser: orNull(story.teaser),
    ...dates,
    slug,
    sport: sport
      ? {
          id: sport.id,
          title: orNull(sport.title) ?? orNull(story.sportDisplay) ?? '',
          shortName: orNull(sport.shortname) ?? orNull(story.sportShortname),
          globalSportNameSlug: orNull(sport.globalSportNameSlug),
        }
      : null,
    image: toStoryImage(story.primaryImage, {
      source: story.imageSource,
      alt: story.imageAltText,
      caption: story.imageCaption,
    }),
    type: orNull(story.type),
    video: story.video ? toStoryVideo(story.video) : null,
    gameIds: gameIdsOf(story.games),
    redirectAbsoluteUrl: orNull(story.redirectAbsoluteUrl),
    feedTemplate: orNull(story.homepageFeedTemplate),
  }
}

// The wire's `writer` is null in every sample: a name is read from a string, or from an object
// naming one (`name`, or `firstName` and `lastName`); anything else is no writer.
export function toStoryWriter(writer: unknown): string | null {
  if (typeof writer === 'string') return orNull(writer)?.trim() ?? null
  if (typeof writer !== 'object' || writer === null) return null
  const { name, firstName, lastName } = writer as Record<string, unknown>
  if (typeof name === 'string') return orNull(name)?.trim() ?? null
  const parts = [firstName, lastName].filter((part) => typeof part === 'string' && part.trim())
  return parts.length > 0 ? parts.join(' ').trim() : null
}

export function toStory(story: StoryWire, zone: string, logger: Logger): Story | null {
  const summary = toStorySummary(story, zone)
  if (!summary) return null
  const content = toSafeHtml(story.content)
  return {
    ...summary,
    body: content
      ? { type: 'html', content }
      : story.blocks
        ? { type: 'blocks', blocks: toStoryBlocks(story.blocks, story.id, logger) }
        : null,
    links: (story.links ?? []).flatMap((link) =>
      orNull(link.linkUrl) ? [{ url: link.linkUrl, text: link.linkText }] : [],
    ),
    alternateImage: toStoryImage(story.alternateImage),
    titleInRotator: story.titleInRotator ?? false,
    template: orNull(story.contentTemplate),
    writer: toStoryWriter(story.writer),
    galleryId: story.galleryId && story.galleryId > 0 ? story.galleryId : null,
    metaDescription: orNull(story.storyMetaDescription),
    metaKeywords: orNull(story.storyMetaKeywords),
  }
}
