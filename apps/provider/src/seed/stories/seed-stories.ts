import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  games,
  series,
  seriesEpisodes,
  stories,
  storyGames,
  storyTags,
  tags,
} from '../../db/schema'
import type { SeedClock } from '../../clock/seed-clock'
import { insertRows, insertSvgRows } from '../teams/insert'
import { seasonIdOf } from '../teams/seasons'
import type { TenantDefinition } from '../tenant-definition'
import { withAllAccessStoryVideos } from '../media/all-access-videos'
import { seedRedirects } from '../redirects'
import { buildDrafts, buildFeatureStories } from './feature-stories'
import { buildGameStories, rosterNames } from './game-stories'
import { createStoryDesk } from './story-desk'
import type { SeedStory } from './story-kit'
import { TAGS, buildSeries, tagIdOf } from './story-series'

// The tenant's news (GET /Stories/*, /Archives/*, /Tags/*, /Series/*), all of it dated by the
// seed clock: game stories from the seeded games, features from the calendar, drafts, tags and
// video series. Seeded after games; seeded again with them (seed/reanchor.ts), since a story
// of a game must follow the game (a recap only once it is played).

// A day's stories never share a slug (the page URL is /news/{Y}/{M}/{D}/{slug}).
function withUniqueSlugs(list: SeedStory[]): SeedStory[] {
  const seen = new Set<string>()
  return list.map((story) => {
    let slug = story.slug
    for (let n = 2; seen.has(`${story.date.slice(0, 10)}/${slug}`); n += 1)
      slug = `${story.slug}-${n}`
    seen.add(`${story.date.slice(0, 10)}/${slug}`)
    return slug === story.slug ? story : { ...story, slug }
  })
}

export function seedStories(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const tenantId = definition.tenantId
  const desk = createStoryDesk(definition)
  const rosters = rosterNames(db, tenantId)
  const {
    stories: gameStories,
    highlights,
    footballWeeks,
  } = buildGameStories(db, definition, clock, desk)
  const features = buildFeatureStories(
    definition,
    clock,
    desk,
    (sportId, year) => rosters.get(seasonIdOf(sportId, clock.academicYear - year)) ?? [],
  )
  const ordered = [...gameStories, ...features, ...buildDrafts(definition, clock, desk)].sort(
    (a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1),
  )
  const all = withAllAccessStoryVideos(withUniqueSlugs(ordered), definition)
  // The newest published stories with a picture lead the home page's rotator.
  const rotator = new Set(
    all
      .filter((s) => s.published && s.image)
      .slice(-5)
      .map((s) => s.id),
  )

  const { series: seriesList, pictures } = buildSeries(
    definition,
    clock,
    desk,
    highlights,
    footballWeeks,
  )
  insertSvgRows(db, tenantId, [...desk.pictures, ...pictures])

  insertRows(
    db,
    tags,
    TAGS.map((tag) => ({ tenantId, id: tagIdOf(tag.slug), ...tag })),
  )
  insertRows(
    db,
    series,
    seriesList.map(({ episodes: _episodes, ...item }, rank) => ({
      tenantId,
      ...item,
      publishDate: _episodes[0]?.postDate ?? `${clock.academicYear}-07-01T00:00:00`,
      rank: rank + 1,
    })),
  )
  insertRows(
    db,
    seriesEpisodes,
    seriesList.flatMap((item) =>
      item.episodes.map((episode, rank) => ({
        tenantId,
        seriesId: item.id,
        ...episode,
        rank: rank + 1,
        views: 150 + ((episode.id * 37) % 4000),
      })),
    ),
  )
  // Multi-row inserts here: a prepared single-row statement (insertRows) would store a JSON
  // column's null as the text 'null', and `blocks` is null for every HTML story.
  const rows = all.map((story): typeof stories.$inferInsert => ({
    tenantId,
    id: story.id,
    sportId: story.sportId,
    title: story.title,
    subHeadline: story.subHeadline,
    teaser: story.teaser,
    byline: story.byline,
    date: story.date,
    slug: story.slug,
    type: story.type,
    content: 'content' in story.body ? story.body.content : null,
    blocks: 'blocks' in story.body ? story.body.blocks : null,
    imagePath: story.image?.path ?? null,
    imageAlt: story.image?.alt ?? '',
    imageCaption: story.image?.caption ?? '',
    imageCredit: story.image?.credit ?? null,
    videoArchiveId: story.video?.archiveId ?? null,
    videoTitle: story.video?.title ?? null,
    links: story.links,
    redirectUrl: null,
    contentTemplate: story.contentTemplate,
    homepageFeedTemplate: story.homepageFeedTemplate ?? 'default',
    writer: story.writer ?? null,
    galleryId: story.galleryId ?? null,
    titleInRotator: rotator.has(story.id),
    published: story.published,
    metaDescription: story.teaser,
    metaKeywords: null,
    created: story.date,
  }))
  for (let start = 0; start < rows.length; start += 200) {
    db.insert(stories)
      .values(rows.slice(start, start + 200))
      .run()
  }
  insertRows(
    db,
    storyGames,
    all.flatMap((story) => story.games.map((game) => ({ tenantId, storyId: story.id, ...game }))),
  )
  insertRows(
    db,
    storyTags,
    all.flatMap((story) =>
      story.tagSlugs.map((slug) => ({ tenantId, storyId: story.id, tagId: tagIdOf(slug) })),
    ),
  )
  // The games name their stories (the wire's previewStoryId / postStoryId).
  db.run(sql`update games set
    pregame_story_id = (select story_id from story_games sg where sg.tenant_id = games.tenant_id
      and sg.game_id = games.id and sg.role = 'preview'),
    postgame_story_id = (select story_id from story_games sg where sg.tenant_id = games.tenant_id
      and sg.game_id = games.id and sg.role = 'recap')
    where tenant_id = ${tenantId}`)
}

// Everything seedStories wrote, so that it can run again for another clock.
export function deleteStories(db: Db, tenantId: number): void {
  for (const table of [stories, tags, series]) {
    db.delete(table).where(eq(table.tenantId, tenantId)).run()
  }
  db.run(sql`delete from images where tenant_id = ${tenantId}
    and (path like 'stories/%' or path like 'series/%')`)
  db.update(games)
    .set({ pregameStoryId: null, postgameStoryId: null })
    .where(and(eq(games.tenantId, tenantId)))
    .run()
}

export function reseedStories(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  deleteStories(db, definition.tenantId)
  seedStories(db, definition, clock)
  // A route rule names a story by its address, which has the story's date.
  seedRedirects(db, definition)
}
