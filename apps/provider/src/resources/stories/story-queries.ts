import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { games, sports, stories, storyGames } from '../../db/schema'
import { sameTenantRow } from '../../db/tenant-rows'
import { GAME_PARTS, joinGameParts, type GameJoined } from '../games/games-queries'
import { groupBy } from '../../group-by'

// Reads behind /Stories/*, /Archives/* and /Tags/content: stories with their sport, newest
// first (date, then id, both descending). `published` false reads the editors' drafts (/Hidden).
// A list route reads only its page (`window`, LIMIT/OFFSET in SQL) and the total by
// countStories, never the whole list: a tenant has hundreds of stories.

export type StoryJoined = { story: typeof stories.$inferSelect; sport: typeof sports.$inferSelect }

export type StoryFilters = {
  published?: boolean
  sportId?: number
  ids?: readonly number[]
  // Inclusive local date bounds, compared as text.
  from?: string
  to?: string
  // Case-insensitive text in the headline, sub-headline or teaser.
  search?: string
  day?: string
  slug?: string
  tagId?: number
  // Stories with at least one tag (/Tags/content without a slug).
  tagged?: boolean
  // Every story but this one (/Stories/related).
  exceptId?: number
}

// A slice of the list: `limit` rows from position `offset`.
export type StoryWindow = { offset: number; limit: number }

function storyWhere(tenantId: number, filters: StoryFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(stories.tenantId, tenantId)]
  if (filters.published !== undefined) where.push(eq(stories.published, filters.published))
  if (filters.sportId !== undefined) where.push(eq(stories.sportId, filters.sportId))
  if (filters.ids) where.push(inArray(stories.id, [...filters.ids]))
  if (filters.exceptId !== undefined) where.push(ne(stories.id, filters.exceptId))
  if (filters.from) where.push(sql`${stories.date} >= ${filters.from}`)
  if (filters.to) where.push(sql`${stories.date} <= ${filters.to}`)
  if (filters.day) where.push(sql`substr(${stories.date}, 1, 10) = ${filters.day}`)
  if (filters.slug) where.push(eq(stories.slug, filters.slug))
  if (filters.search) {
    const like = `%${filters.search.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`
    where.push(
      sql`(lower(${stories.title}) like ${like} escape '\\' or lower(${stories.subHeadline}) like ${like} escape '\\' or lower(${stories.teaser}) like ${like} escape '\\')`,
    )
  }
  if (filters.tagId !== undefined) {
    where.push(
      sql`exists (select 1 from story_tags st where st.tenant_id = ${stories.tenantId} and st.story_id = ${stories.id} and st.tag_id = ${filters.tagId})`,
    )
  }
  if (filters.tagged) {
    where.push(
      sql`exists (select 1 from story_tags st where st.tenant_id = ${stories.tenantId} and st.story_id = ${stories.id})`,
    )
  }
  return and(...where)
}

const sportOfStory = sameTenantRow(sports, stories.tenantId, stories.sportId)

export function listStories(
  db: Db,
  tenantId: number,
  filters: StoryFilters = {},
  window?: StoryWindow,
): StoryJoined[] {
  const query = db
    .select({ story: stories, sport: sports })
    .from(stories)
    .innerJoin(sports, sportOfStory)
    .where(storyWhere(tenantId, filters))
    .orderBy(desc(stories.date), desc(stories.id))
  if (!window) return query.all()
  if (window.limit <= 0) return []
  return query.limit(window.limit).offset(window.offset).all()
}

// How many stories listStories would answer (the same join, so a story without its sport
// counts in neither).
export function countStories(db: Db, tenantId: number, filters: StoryFilters = {}): number {
  const row = db
    .select({ total: count() })
    .from(stories)
    .innerJoin(sports, sportOfStory)
    .where(storyWhere(tenantId, filters))
    .get()
  return row?.total ?? 0
}

// The games of the given stories, keyed by story id, by game id: one query for the whole page,
// the links joined with each game's sport, season, opponent and facility (as listGames reads
// them).
export function listStoryGames(
  db: Db,
  tenantId: number,
  storyIds: readonly number[],
): Map<number, GameJoined[]> {
  if (storyIds.length === 0) return new Map()
  const rows = joinGameParts(
    db
      .select({ storyId: storyGames.storyId, ...GAME_PARTS })
      .from(storyGames)
      .innerJoin(games, sameTenantRow(games, storyGames.tenantId, storyGames.gameId))
      .$dynamic(),
  )
    .where(and(eq(storyGames.tenantId, tenantId), inArray(storyGames.storyId, [...storyIds])))
    .orderBy(asc(storyGames.storyId), asc(storyGames.gameId))
    .all()
  const byStory = groupBy(rows, (row) => row.storyId)
  return new Map(
    [...byStory].map(([id, list]) => [id, list.map(({ storyId: _, ...game }) => game)]),
  )
}
