import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { games } from './schema-games'
import { flag, sports, tenantId, tenantKey, tenantRef } from './schema-site'

// News: stories, the games they preview or recap, their tags, and the video series whose
// episodes stories embed (GET /Stories/*, /Archives/*, /Tags/*, /Series/*; provider/README 3.5,
// 4.9). Every story is dated by the seed clock (decision record 020), so these tables are seeded
// again whenever games are (seed/reanchor.ts).

// One story. The body is HTML `content` or, for a block-built story, `blocks` (JSON, the wire's
// block list), never both. `published` false: an editor's draft, served only under /Hidden. The
// page URL is /news/{YYYY}/{M}/{D}/{slug} of `date` (local time, no offset); two stories of one
// day never share a slug.
export const stories = sqliteTable(
  'stories',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id').notNull(),
    title: text('title').notNull(),
    subHeadline: text('sub_headline').notNull().default(''),
    teaser: text('teaser').notNull().default(''),
    byline: text('byline').notNull().default(''),
    date: text('date').notNull(),
    slug: text('slug').notNull(),
    // 'preview' | 'recap' for game stories, null for the rest (own design: the wire's `type`).
    type: text('type'),
    content: text('content'),
    blocks: text('blocks', { mode: 'json' }).$type<unknown>(),
    // Site-relative picture path (/images/{tenant}/...) with its texts; null: no picture.
    imagePath: text('image_path'),
    imageAlt: text('image_alt').notNull().default(''),
    imageCaption: text('image_caption').notNull().default(''),
    imageCredit: text('image_credit'),
    // An episode of a series (`series_episodes.id`, the wire's `video.archive`).
    videoArchiveId: integer('video_archive_id'),
    videoTitle: text('video_title'),
    // Links shown under the story ([{ linkId, linkUrl, linkText }]), owned by the story.
    links: text('links', { mode: 'json' }).notNull().$type<unknown>(),
    redirectUrl: text('redirect_url'),
    contentTemplate: text('content_template').notNull().default('default'),
    // How the home page's feed lays the story out (SPEC 3 "homepage feed template"): 'default',
    // 'featured' (a wide card) or 'headline' (the title alone); own design, the evidence sends
    // only 'default'.
    homepageFeedTemplate: text('homepage_feed_template').notNull().default('default'),
    // The author as the story's byline names them when it is not the byline itself (`writer`),
    // and the photo gallery served at /galleries (`galleryId`); null: none.
    writer: text('writer'),
    galleryId: integer('gallery_id'),
    titleInRotator: flag('title_in_rotator'),
    published: flag('published'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    created: text('created').notNull(),
  },
  (t) => [
    tenantKey(t),
    index('stories_date').on(t.tenantId, t.date, t.id),
    index('stories_sport').on(t.tenantId, t.sportId, t.date),
    index('stories_slug').on(t.tenantId, t.slug),
    tenantRef(t, t.sportId, sports),
  ],
)

// A story's games: the one it previews or recaps. Goes with the game (a re-seeded game takes
// its links with it) and with the story.
export const storyGames = sqliteTable(
  'story_games',
  {
    tenantId: tenantId(),
    storyId: integer('story_id').notNull(),
    gameId: integer('game_id').notNull(),
    role: text('role', { enum: ['preview', 'recap'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storyId, t.gameId] }),
    index('story_games_game').on(t.tenantId, t.gameId),
    tenantRef(t, t.storyId, stories),
    tenantRef(t, t.gameId, games),
  ],
)

export const tags = sqliteTable(
  'tags',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    active: flag('active'),
  },
  (t) => [tenantKey(t), uniqueIndex('tags_slug').on(t.tenantId, t.slug)],
)

export const storyTags = sqliteTable(
  'story_tags',
  {
    tenantId: tenantId(),
    storyId: integer('story_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.storyId, t.tagId] }),
    index('story_tags_tag').on(t.tenantId, t.tagId),
    tenantRef(t, t.storyId, stories),
    tenantRef(t, t.tagId, tags),
  ],
)

// A video series (GET /Series/{id}, /Series/titles; schemas/v2/series): its episodes are the
// department's videos. `sport_ids` is the wire's list (JSON), `hero_path` a site-relative picture.
export const series = sqliteTable(
  'series',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    callToActionText: text('call_to_action_text'),
    publishDate: text('publish_date').notNull(),
    isLimited: flag('is_limited'),
    rank: integer('rank').notNull(),
    sportIds: text('sport_ids', { mode: 'json' }).notNull().$type<unknown>(),
    heroPath: text('hero_path').notNull(),
  },
  (t) => [tenantKey(t), uniqueIndex('series_slug').on(t.tenantId, t.slug)],
)

export const seriesEpisodes = sqliteTable(
  'series_episodes',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    seriesId: integer('series_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    postDate: text('post_date').notNull(),
    rank: integer('rank').notNull(),
    sportId: integer('sport_id').notNull(),
    // Seconds.
    duration: integer('duration'),
    thumbnailPath: text('thumbnail_path').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [
    tenantKey(t),
    index('series_episodes_series').on(t.tenantId, t.seriesId, t.rank),
    tenantRef(t, t.seriesId, series),
  ],
)
