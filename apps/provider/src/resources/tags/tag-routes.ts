import type { FilterOptionResource } from '@fieldhouse/contract/stories'
import type { TagContentItemResource, TagResource } from '@fieldhouse/contract/tags'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { storyTags, tags } from '../../db/schema'
import { sameTenantRow } from '../../db/tenant-rows'
import { getOrigin } from '../../http/origin'
import { pageOffsetWindow, parseOffsetPaging } from '../../http/paging'
import { getQueryParam, parseQueryId } from '../../http/query'
import {
  countStories,
  listStories,
  type StoryFilters,
  type StoryJoined,
} from '../stories/story-queries'
import { toStoryPath } from '../stories/story-resources'
import { groupBy } from '../../group-by'

// GET /Tags, /Tags/filters, /Tags/content?slug= (provider/README 3.5; schemas/v2/tags). Tagged
// content is published stories (`section` "stories"). Own design: /Tags/filters?slug= the sports
// with content under that tag (every tagged sport without it), /Tags/content?sportId= narrows to
// one sport, an unknown slug is no content (204). /Tags/content without a slug is every tagged
// story, newest first, each item naming its first tag in `tagId`/`tagName` (the provider's own
// tests read it so: schemas/v2/tags/contentSchema.json is of that answer). Tags/content pages by
// offset on both versions (only a v2 schema is evidenced).

type TagRow = typeof tags.$inferSelect

function findTag(db: Db, tenantId: number, slug: string): TagRow | undefined {
  return db
    .select()
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.slug, slug.toLowerCase())))
    .get()
}

function tagsOf(db: Db, tenantId: number, storyIds: number[]) {
  if (storyIds.length === 0) return new Map<number, TagRow[]>()
  const rows = db
    .select({ storyId: storyTags.storyId, tag: tags })
    .from(storyTags)
    .innerJoin(tags, sameTenantRow(tags, storyTags.tenantId, storyTags.tagId))
    .where(and(eq(storyTags.tenantId, tenantId), inArray(storyTags.storyId, storyIds)))
    .orderBy(asc(tags.name))
    .all()
  const byStory = groupBy(rows, (row) => row.storyId)
  return new Map([...byStory].map(([id, list]) => [id, list.map((row) => row.tag)]))
}

function toTagContentItem(
  { story, sport }: StoryJoined,
  tag: TagRow,
  storyTagList: TagRow[],
  origin: string,
): TagContentItemResource {
  const day = (date: string) =>
    `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}/${date.slice(0, 4)}`
  return {
    check: false,
    createdDateString: day(story.created),
    postDateString: day(story.date),
    tags: storyTagList.map((t) => ({ tagId: t.id, tagName: t.name, tagSlug: t.slug })),
    image: story.imagePath
      ? {
          url: story.imagePath,
          absoluteUrl: `${origin}${story.imagePath}`,
          altText: story.imageAlt,
          title: null,
          creditName: null,
        }
      : null,
    url: toStoryPath(story.date, story.slug),
    tagId: tag.id,
    tagName: tag.name,
    tagDescription: tag.description ?? '',
    id: story.id,
    section: 'stories',
    title: story.title,
    sports: sport.title,
    hidden: !story.published,
    fileName: story.slug,
    createdDate: story.created,
    postDate: story.date,
  }
}

export const tagRoutes = new Hono<AppEnv>()
  .get('/tags', (c) => {
    const tenantId = c.var.tenant.id
    const rows = c.var.db.all<{ id: number; count: number }>(sql`
      select t.id, count(s.id) count from tags t
      left join story_tags st on st.tenant_id = t.tenant_id and st.tag_id = t.id
      left join stories s on s.tenant_id = st.tenant_id and s.id = st.story_id and s.published
      where t.tenant_id = ${tenantId} group by t.id`)
    const counts = new Map(rows.map((row) => [row.id, row.count]))
    const list = c.var.db
      .select()
      .from(tags)
      .where(eq(tags.tenantId, tenantId))
      .orderBy(asc(tags.name))
      .all()
    const body: TagResource[] = list.map((tag) => ({
      count: counts.get(tag.id) ?? 0,
      id: tag.id,
      name: tag.name,
      slug: tag.slug,
      active: tag.active,
      description: tag.description,
    }))
    return c.json(body)
  })
  .get('/tags/filters', (c) => {
    const slug = getQueryParam(c, 'slug')
    const tag = slug ? findTag(c.var.db, c.var.tenant.id, slug) : undefined
    if (slug && !tag) return c.json([])
    const tagIds = tag
      ? [tag.id]
      : c.var.db
          .select({ id: tags.id })
          .from(tags)
          .where(eq(tags.tenantId, c.var.tenant.id))
          .all()
          .map((t) => t.id)
    const sports = new Map<number, FilterOptionResource>()
    for (const tagId of tagIds) {
      for (const { sport } of listStories(c.var.db, c.var.tenant.id, { published: true, tagId })) {
        sports.set(sport.id, { value: sport.id, name: sport.title, statTitle: sport.shortName })
      }
    }
    return c.json([...sports.values()].sort((a, b) => (a.name < b.name ? -1 : 1)))
  })
  .get('/tags/content', (c) => {
    const slug = getQueryParam(c, 'slug')
    const sportId = parseQueryId(c, 'sportId')
    const paging = parseOffsetPaging(c)
    const tag = slug ? findTag(c.var.db, c.var.tenant.id, slug) : null
    if (slug && !tag) return c.body(null, 204)
    const filters: StoryFilters = tag
      ? { published: true, tagId: tag.id, sportId }
      : { published: true, tagged: true, sportId }
    const { db } = c.var
    const tenantId = c.var.tenant.id
    const page = pageOffsetWindow(paging, countStories(db, tenantId, filters), (offset, limit) =>
      listStories(db, tenantId, filters, { offset, limit }),
    )
    const storyTagLists = tagsOf(
      c.var.db,
      c.var.tenant.id,
      page.items.map((row) => row.story.id),
    )
    const origin = getOrigin(c)
    return c.json({
      ...page,
      items: page.items.flatMap((row) => {
        const storyTagList = storyTagLists.get(row.story.id) ?? []
        const named = tag ?? storyTagList[0]
        return named ? [toTagContentItem(row, named, storyTagList, origin)] : []
      }),
    })
  })
