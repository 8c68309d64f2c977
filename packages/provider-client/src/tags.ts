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

/**
 * The story pages' tags (decision 032): the newest tagged stories, read `STORY_TAG_PAGE_SIZE` at a
 * time from /Tags/content without a slug, at most `STORY_TAG_PAGES` pages. A story older than
 * those shows no tags; the calls per cache period stay bounded whatever the tenant's size.
 */
export const STORY_TAG_PAGE_SIZE = 50
export const STORY_TAG_PAGES = 4

/** Each story's tags by story id, in the provider's order, one entry per tag. */
export type StoryTagIndex = ReadonlyMap<number, readonly StoryTag[]>

const NO_TAGS: StoryTagIndex = new Map()

/** The index of the pages read; an item repeated for each of its tags is read once. */
export function toStoryTagIndex(pages: readonly Page<TaggedStory>[]): StoryTagIndex {
  const index = new Map<number, StoryTag[]>()
  for (const story of pages.flatMap((page) => page.items)) {
    const tags = index.get(story.id) ?? []
    for (const tag of story.tags) {
      if (tag.slug.trim() !== '' && !tags.some((known) => known.id === tag.id)) tags.push(tag)
    }
    if (tags.length > 0) index.set(story.id, tags)
  }
  return index
}

export function tagsResource({ logger, load, getOr, transport, quietFailureMs }: ClientContext) {
  const contentSchema = perTimeZone((zone) =>
    offsetPageOf(
      readableAs(TagContentItemSchema, (content) => toTaggedStory(content, zone)),
      logger,
      LABEL,
      isOtherSection,
    ),
  )
  const readTagged = (pageIndex: number, options: CallOptions) =>
    load(
      {
        label: LABEL,
        path: '/Tags/content',
        query: toPagingQuery({ pageIndex, pageSize: STORY_TAG_PAGE_SIZE }),
        schema: contentSchema,
      },
      options,
    )
  // The index is made again only when a page's answer changes (the response cache hands out the
  // same page until then), so a warm story page pays a few comparisons. After a failure the
  // index made so far (none, when the first page failed) is answered without asking for the
  // cache's fresh period: an outage is logged once a period, not once a story.
  let built: { pages: Page<TaggedStory>[]; index: StoryTagIndex } | null = null
  let quiet = { until: Number.NEGATIVE_INFINITY, index: NO_TAGS }
  const indexOf = (pages: Page<TaggedStory>[]): StoryTagIndex => {
    const same =
      built !== null &&
      built.pages.length === pages.length &&
      built.pages.every((page, n) => page === pages[n])
    if (!same || built === null) built = { pages, index: toStoryTagIndex(pages) }
    return built.index
  }

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
     * GET /Tags/content (no slug), up to STORY_TAG_PAGES pages: the tags of the newest tagged
     * stories by story id. Empty when the provider has none or cannot answer (logged once a
     * fresh period); never fails.
     */
    async getStoryTagIndex(options: CallOptions = {}): Promise<StoryTagIndex> {
      if (transport.now() < quiet.until) return quiet.index
      const first = await readTagged(0, options)
      if (first.status === 'missing') return NO_TAGS
      if (first.status !== 'ok') {
        quiet = { until: transport.now() + quietFailureMs, index: NO_TAGS }
        return NO_TAGS
      }
      const more = Math.max(0, Math.min(first.value.pages, STORY_TAG_PAGES) - 1)
      const rest = await Promise.all(
        Array.from({ length: more }, (_, n) => readTagged(n + 1, options)),
      )
      const pages = [
        first.value,
        ...rest.flatMap((page) => (page.status === 'ok' ? [page.value] : [])),
      ]
      const index = indexOf(pages)
      if (rest.some((page) => page.status === 'unavailable')) {
        quiet = { until: transport.now() + quietFailureMs, index }
      }
      return index
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
