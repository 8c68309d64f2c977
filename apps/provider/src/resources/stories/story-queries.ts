import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sports, stories, storyGames } from '../../db/schema'
import { listGames, type GameJoined } from '../games/games-queries'

// Reads behind /Stories/*, /Archives/* and /Tags/content: stories with their sport, newest
// first (date, then id, both descending). `published` false reads the editors' drafts (/Hidden).

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
}

export function listStories(db: Db, tenantId: number, filters: StoryFilters = {}): StoryJoined[] {
  const where: (SQL | undefined)[] = [eq(stories.tenantId, tenantId)]
  if (filters.published !== undefined) where.push(eq(stories.published, filters.published))
  if (filters.sportId !== undefined) where.push(eq(stories.sportId, filters.sportId))
  if (filters.ids) where.push(inArray(stories.id, [...filters.ids]))
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
  return db
    .select({ story: stories, sport: sports })
    .from(stories)
    .innerJoin(sports, and(eq(sports.tenantId, stories.tenantId), eq(sports.id, stories.sportId)))
    .where(and(...where))
    .orderBy(desc(stories.date), desc(stories.id))
    .all()
}

// The games of the given stories, keyed by story id, oldest game first.
export function listStoryGames(
  db: Db,
  tenantId: number,
  storyIds: readonly number[],
): Map<number, GameJoined[]> {
  const byStory = new Map<number, GameJoined[]>()
  if (storyIds.length === 0) return byStory
  const links = db
    .select()
    .from(storyGames)
    .where(and(eq(storyGames.tenantId, tenantId), inArray(storyGames.storyId, [...storyIds])))
    .all()
  // One read for every linked game, not one per link.
  const gameIds = [...new Set(links.map((link) => link.gameId))]
  const gamesById = new Map(
    (gameIds.length > 0 ? listGames(db, tenantId, { gameIds }) : []).map((row) => [
      row.game.id,
      row,
    ]),
  )
  for (const link of links) {
    const game = gamesById.get(link.gameId)
    if (!game) continue
    byStory.set(link.storyId, [...(byStory.get(link.storyId) ?? []), game])
  }
  return byStory
}
