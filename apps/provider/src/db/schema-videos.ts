import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { flag, mediaAccess, sports, tenantId, tenantKey, tenantRef } from './schema-site'

// The all-access media library (GET /Videos/all-access/*; provider/README 3.5,
// schemas/v2*/videos/allAccessSchema.json): the department's videos (and audio-only items) with
// their files, a story's `video.archive` naming one by id. Dated by the seed clock and seeded
// again with the media (seed/media/seed-media.ts).

// A category groups items of one `type` (GET .../categories/{type}): 'video' or 'audio', the
// `format` of the items it holds (own design; the real type values are not evidenced).
export const allAccessCategories = sqliteTable(
  'all_access_categories',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    type: text('type', { enum: ['video', 'audio'] }).notNull(),
    title: text('title').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [tenantKey(t)],
)

// One item. Paths are under /media/{tenant}/ (media_files); `caption_path` null: no captions,
// `description_path` null: no audio-description track. `format` 'audio' is an audio-only item
// (listed only with includeAudio=true). Access as a podcast episode's (SPEC 6): it plays only when
// not blacked out and free or authorized; otherwise the wire carries no file and /media refuses
// its video, captions and descriptions (resources/media-files/media-file-queries.ts).
export const allAccessVideos = sqliteTable(
  'all_access_videos',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // Local date-time without offset.
    date: text('date').notNull(),
    // Seconds (fractional: the files' measured length).
    duration: real('duration').notNull(),
    sportId: integer('sport_id').notNull(),
    categoryId: integer('category_id'),
    format: text('format', { enum: ['video', 'audio'] }).notNull(),
    views: integer('views').notNull(),
    favorites: integer('favorites').notNull(),
    appExclusive: flag('app_exclusive'),
    videoPath: text('video_path').notNull(),
    posterPath: text('poster_path').notNull(),
    captionPath: text('caption_path'),
    descriptionPath: text('description_path'),
    ...mediaAccess(),
  },
  (t) => [
    tenantKey(t),
    index('all_access_videos_date').on(t.tenantId, t.date, t.id),
    tenantRef(t, t.sportId, sports),
    tenantRef(t, t.categoryId, allAccessCategories),
  ],
)
