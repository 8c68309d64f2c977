import {
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import { flag, mediaAccess, sports, tenantId, tenantKey, tenantRef } from './schema-site'

// Media (SPEC 3, 6; provider/README 3.5): press clippings and coverage, documents, publications,
// podcasts with their episodes, a sport's moments, on-this-day history and dated sport files.
// Dated by the seed clock (decision record 020) and seeded again with the stories whenever the
// clock moves (seed/reanchor.ts). Files are generated at seed time and kept here as bytes.

// The bytes behind every media item (PDFs, audio). `path` is relative to /media/{tenant}/;
// `public` false keeps a file off that route (sport files are answered only through their
// endpoints, which check staff sessions and access codes).
export const mediaFiles = sqliteTable(
  'media_files',
  {
    tenantId: tenantId(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    body: blob('body', { mode: 'buffer' }).notNull(),
    public: flag('public'),
    modified: text('modified').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.path] })],
)

// Press clippings (stories about the school in other outlets) and coverage links (broadcasts,
// podcasts and video features elsewhere): GET /PressClips. `sport_id` null: department-wide.
export const pressClips = sqliteTable(
  'press_clips',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    kind: text('kind', { enum: ['clipping', 'coverage'] }).notNull(),
    sportId: integer('sport_id'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    link: text('link').notNull(),
    date: text('date').notNull(),
    author: text('author').notNull(),
    sourceId: integer('source_id').notNull(),
    sourceTitle: text('source_title').notNull(),
    sourceWebsite: text('source_website').notNull(),
    imagePath: text('image_path'),
    openInNewWindow: flag('open_in_new_window'),
  },
  (t) => [
    tenantKey(t),
    index('press_clips_date').on(t.tenantId, t.date, t.id),
    tenantRef(t, t.sportId, sports),
  ],
)

// GET /Documents: `path` is the file's place under the site's /documents/ (SPEC 2.1) and under
// /media/{tenant}/documents/ on this provider; `sport_ids` the wire's list (JSON).
export const documents = sqliteTable(
  'documents',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    path: text('path').notNull(),
    description: text('description').notNull(),
    sportIds: text('sport_ids', { mode: 'json' }).notNull().$type<number[]>(),
    unavailableAccessibility: flag('unavailable_accessibility'),
    createdAt: text('created_at').notNull(),
    lastUpdated: text('last_updated').notNull(),
  },
  (t) => [tenantKey(t), uniqueIndex('documents_path').on(t.tenantId, t.path)],
)

// GET /Publications: media guides, game programs, yearbooks; `file_path` under /media/{tenant}/.
export const publications = sqliteTable(
  'publications',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    filePath: text('file_path').notNull(),
    imagePath: text('image_path').notNull(),
    sportIds: text('sport_ids', { mode: 'json' }).notNull().$type<number[]>(),
    createdOn: text('created_on').notNull(),
    updatedOn: text('updated_on').notNull(),
  },
  (t) => [tenantKey(t), uniqueIndex('publications_slug').on(t.tenantId, t.slug)],
)

// A podcast (the wire's "category", GET /Podcasts/categories) and its episodes (GET /Podcasts).
export const podcasts = sqliteTable(
  'podcasts',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    imagePath: text('image_path').notNull(),
    mediaId: integer('media_id').notNull(),
    sportIds: text('sport_ids', { mode: 'json' }).notNull().$type<number[]>(),
    rank: integer('rank').notNull(),
  },
  (t) => [tenantKey(t), uniqueIndex('podcasts_slug').on(t.tenantId, t.slug)],
)

// An episode and its access (SPEC 6, the flags of the series' mediafile): free, or signed-in
// only (auth_only_required), or premium; `authorized` says whether it plays for this audience.
// A blacked-out episode has no file (`file_path` null) and a message instead.
export const podcastEpisodes = sqliteTable(
  'podcast_episodes',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    podcastId: integer('podcast_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    date: text('date').notNull(),
    sportIds: text('sport_ids', { mode: 'json' }).notNull().$type<number[]>(),
    filePath: text('file_path'),
    // The WebVTT transcript of the audio (own design, issue 35): served and refused with it.
    transcriptPath: text('transcript_path'),
    // Seconds of audio.
    duration: integer('duration').notNull(),
    ...mediaAccess(),
  },
  (t) => [
    tenantKey(t),
    index('podcast_episodes_podcast').on(t.tenantId, t.podcastId, t.date),
    tenantRef(t, t.podcastId, podcasts),
  ],
)

// A sport's highlight moments (own design, GET /Moments): a title, a day, a picture, a few
// lines and optionally a video (an episode of /Series, `video_archive`).
export const moments = sqliteTable(
  'moments',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id').notNull(),
    title: text('title').notNull(),
    day: text('day').notNull(),
    imagePath: text('image_path').notNull(),
    imageAlt: text('image_alt').notNull(),
    text: text('text').notNull(),
    videoTitle: text('video_title'),
    videoArchive: integer('video_archive'),
  },
  (t) => [
    tenantKey(t),
    index('moments_sport').on(t.tenantId, t.sportId, t.day),
    tenantRef(t, t.sportId, sports),
  ],
)

// The department's history by calendar day (GET /OnThisDay): milestones (`story`) and results
// of old games (`game`), decades back. The wire's stories and videos also take today's date
// from the published stories and series episodes.
export const onThisDay = sqliteTable(
  'on_this_day',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    kind: text('kind', { enum: ['story', 'game'] }).notNull(),
    date: text('date').notNull(),
    sportId: integer('sport_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    url: text('url'),
    imagePath: text('image_path'),
    opponent: text('opponent'),
    locationIndicator: text('location_indicator'),
    teamScore: text('team_score'),
    opponentScore: text('opponent_score'),
    resultStatus: text('result_status'),
    featured: flag('featured'),
  },
  (t) => [
    tenantKey(t),
    index('on_this_day_day').on(t.tenantId, t.date),
    tenantRef(t, t.sportId, sports),
  ],
)

// Files a sport posts on a day (/sports/{year}/{month}/{day}/{filename} on the site; own
// design, GET /SportFiles/...). `public` files are anyone's, `hidden` ones need a signed-in
// editor (/Hidden/...), `protected` ones the item's access code; only its SHA-256 is kept.
export const sportFiles = sqliteTable(
  'sport_files',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id').notNull(),
    day: text('day').notNull(),
    fileName: text('file_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    access: text('access', { enum: ['public', 'hidden', 'protected'] }).notNull(),
    accessCodeHash: text('access_code_hash'),
    filePath: text('file_path').notNull(),
    created: text('created').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('sport_files_day_name').on(t.tenantId, t.day, t.fileName),
    tenantRef(t, t.sportId, sports),
  ],
)

// The department store's featured products (own design, GET /Store/products; SPEC 3 "Shop
// product"): prices in the tenant's currency, a discount as a percent or an amount off, and an
// expiration (local date-time, null: none). `sport_id` null: department-wide merchandise.
export const shopProducts = sqliteTable(
  'shop_products',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id'),
    title: text('title').notNull(),
    originalPrice: real('original_price').notNull(),
    finalPrice: real('final_price').notNull(),
    currency: text('currency').notNull(),
    imagePath: text('image_path').notNull(),
    imageAlt: text('image_alt').notNull(),
    link: text('link').notNull(),
    discountType: text('discount_type', { enum: ['percent', 'amount'] }),
    amount: real('amount'),
    expiration: text('expiration'),
    rank: integer('rank').notNull(),
  },
  (t) => [tenantKey(t), tenantRef(t, t.sportId, sports)],
)

// Video playlists (own design, GET /Videos/playlists; SPEC 3 "clips and playlists"): an
// ordered list of the department's videos (series episodes) by id, `video_ids` JSON.
export const videoPlaylists = sqliteTable(
  'video_playlists',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    rank: integer('rank').notNull(),
    videoIds: text('video_ids', { mode: 'json' }).notNull().$type<number[]>(),
  },
  (t) => [tenantKey(t), tenantRef(t, t.sportId, sports)],
)
