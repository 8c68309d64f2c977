import {
  TagContentItemSchema,
  TagsResponseSchema,
  type TagContentItemResource,
} from '@fieldhouse/contract/tags'
import { SportOptionsSchema, type StorySportOption } from './archives'
import { perTimeZone, type ClientContext } from './context'
import { toImagePath } from './game-parts'
import { type Loaded } from './loaded'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { orNull } from './rosters-parts'
import { readableAs, toBareSummary, toStoryDates, toStorySlug, type StorySummary } from './story'
import type { CallOptions } from './transport'

const LABEL = 'tags repository'

/** A tag of the site (tags/tagsSchema.json); `count` its published stories. */
export type Tag = {
  id: number
  name: string
  slug: string
  description: string | null
  count: number
  active: boolean
}

export type StoryTag = { id: number; name: string; slug: string }

/** A story under a tag, with every tag it carries; `isHidden` as the provider flags it. */
export type TaggedStory = StorySummary & { tags: StoryTag[]; isHidden: boolean }

export type TagContentQuery = PageQuery & { sportId?: number }

const TagListSchema = TagsResponseSchema.transform((tags) =>
  tags.map(
    (tag): Tag => ({
      id: tag.id,
      name: tag.name,
      slug: tag.slug,
      description: orNull(tag.description),
      count: tag.count,
      active: tag.active,
    }),
  ),
)

function toTaggedStory(item: TagContentItemResource, zone: string): TaggedStory | null {
  const dates = toStoryDates(item.postDate, zone)
  const slug = toStorySlug(item.fileName, item.url)
  if (!dates || !slug) return null
  const sportTitle = orNull(item.sports)
  const image = toImagePath(item.image?.url) ?? toImagePath(item.image?.absoluteUrl)
  return {
    ...toBareSummary({
      id: item.id,
      headline: item.title,
      ...dates,
      slug,
      // The tag's list names the sport by title only.
      sport: sportTitle
        ? { id: null, title: sportTitle, shortName: null, globalSportNameSlug: null }
        : null,
      image: image
        ? { url: image, alt: orNull(item.image?.altText), caption: null, credit: null }
        : null,
    }),
    tags: (item.tags ?? []).map((tag) => ({ id: tag.tagId, name: tag.tagName, slug: tag.tagSlug })),
    isHidden: item.hidden ?? false,
  }
}

// Tagged content of another section (a gallery, a video: tags/contentSchema.json `section`) has
// no story page to lead to, so it is left out, unlogged; a blank section is read as a story.
const isOtherSection = (raw: unknown) =>
  typeof raw === 'object' &&
  raw !== null &&
  'section' in raw &&
  typeof raw.section === 'string' &&
  !['', 'stories'].includes(raw.section.trim().toLowerCase())

export function tagsResource({ logger, load, getOr }: ClientContext) {
  const contentSchema = perTimeZone((zone) =>
    offsetPageOf(
      readableAs(TagContentItemSchema, (content) => toTaggedStory(content, zone)),
      logger,
      LABEL,
      isOtherSection,
    ),
  )

  return {
    /** GET /Tags: every tag by name, inactive ones flagged (`active` false). */
    async loadTags(options: CallOptions = {}): Promise<Loaded<Tag[]>> {
      return load({ label: LABEL, path: '/Tags', schema: TagListSchema }, options)
    },

    /** GET /Tags/filters: the sports with content under the tag (any tag without one); [] on failure. */
    async getTagFilters(slug?: string, options: CallOptions = {}): Promise<StorySportOption[]> {
      return getOr(
        { label: LABEL, path: '/Tags/filters', query: { slug }, schema: SportOptionsSchema },
        options,
        [],
      )
    },

    /**
     * GET /Tags/content?slug=: the tag's stories, newest first, one page; 204 (no such tag) is
     * `missing`. Malformed items are logged and left out.
     */
    async loadTagContent(
      slug: string,
      query: TagContentQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<TaggedStory>>> {
      return load(
        {
          label: LABEL,
          path: '/Tags/content',
          query: { slug, sportId: query.sportId, ...toPagingQuery(query) },
          schema: contentSchema,
        },
        options,
      )
    },
  }
}
