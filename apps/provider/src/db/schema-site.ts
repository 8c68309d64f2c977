import {
  foreignKey,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core'

// Every tenant-owned table, in every schema-*.ts, is keyed by (tenant_id, id): the ids are
// chosen by the seed, so a re-seed reproduces them exactly and two tenants may reuse the same ids
// without clashing. Dates are TEXT in the provider's wire format (local time, no offset),
// compared as strings.

// The tenant and what frames every page of its site: sports, navigation, settings, tracking
// tags. `tenantId()` and `flag()` are the columns every area's tables share, `tenantKey()` and
// `tenantRef()` their key and their references.

export const tenants = sqliteTable('tenants', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
})

export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })

export const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false)

// SPEC 6's access flags of a media item (a podcast episode, an all-access video): free, or
// signed-in only, or premium; `authorized` whether it plays for this audience; a blackout and
// its message.
export const mediaAccess = () => ({
  free: flag('free'),
  authorized: flag('authorized'),
  authOnlyRequired: flag('auth_only_required'),
  premium: flag('premium'),
  blackedOut: flag('blacked_out'),
  blackedOutMessage: text('blacked_out_message'),
})

type TenantOwned = { tenantId: AnySQLiteColumn }
type TenantKeyed = TenantOwned & { id: AnySQLiteColumn }

// The (tenant_id, id) key.
export const tenantKey = (t: TenantKeyed) => primaryKey({ columns: [t.tenantId, t.id] })

// `column` names a row of `target` of the same tenant, and the row goes when that one does.
export const tenantRef = (t: TenantOwned, column: AnySQLiteColumn, target: TenantKeyed) =>
  foreignKey({
    columns: [t.tenantId, column],
    foreignColumns: [target.tenantId, target.id],
  }).onDelete('cascade')

export const sports = sqliteTable(
  'sports',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    abbrev: text('abbrev'),
    shortName: text('short_name').notNull(),
    shortDisplay: text('short_display'),
    globalSportId: integer('global_sport_id'),
    globalSportShortName: text('global_sport_short_name'),
    globalSportNameSlug: text('global_sport_name_slug').notNull(),
    globalSportGender: text('global_sport_gender'),
    nonSport: flag('non_sport'),
    facebookPage: text('facebook_page'),
    instagramName: text('instagram_name'),
    pinterestName: text('pinterest_name'),
    twitterName: text('twitter_name'),
    youtubeName: text('youtube_name'),
    ticketsLink: text('tickets_link'),
    rosterId: integer('roster_id'),
    scheduleId: integer('schedule_id'),
    seasonId: integer('season_id'),
    conferenceId: integer('conference_id'),
    displayOpponentHistory: flag('display_opponent_history'),
    appPriority: integer('app_priority').notNull().default(0),
    created: text('created').notNull(),
  },
  (t) => [tenantKey(t), uniqueIndex('sports_tenant_slug').on(t.tenantId, t.globalSportNameSlug)],
)

// One table for the whole navigation tree. `menu` separates the main navigation from the
// per-sport sub navigation; `role` says where an item hangs under its parent.
export const navigationItems = sqliteTable(
  'navigation_items',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    menu: text('menu', { enum: ['main', 'sub'] }).notNull(),
    parentId: integer('parent_id'),
    role: text('role', { enum: ['item', 'social', 'links', 'tickets'] })
      .notNull()
      .default('item'),
    sportId: integer('sport_id'),
    title: text('title').notNull(),
    shortTitle: text('short_title'),
    rank: integer('rank').notNull(),
    column: integer('column').notNull().default(0),
    url: text('url').notNull().default(''),
    icon: text('icon'),
    className: text('class_name').notNull().default(''),
    separator: flag('separator'),
    openInNewWindow: flag('open_in_new_window'),
    hasColumns: flag('has_columns'),
    includeSocialMedia: flag('include_social_media'),
    includeScheduleRosterNews: flag('include_schedule_roster_news'),
    includeStats: flag('include_stats'),
    includeTickets: flag('include_tickets'),
    includeYouTube: flag('include_you_tube'),
  },
  (t) => [tenantKey(t), index('navigation_items_tree').on(t.tenantId, t.menu, t.parentId)],
)

// Settings documents (seo, google, analytics, mobile, common, templates, sportTemplates) are
// stored as JSON and parsed with the contract schema when read.
export const settings = sqliteTable(
  'settings',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    value: text('value', { mode: 'json' }).notNull().$type<unknown>(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
)

export const trackingTags = sqliteTable(
  'tracking_tags',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    isDisabled: flag('is_disabled'),
    blockDfpAds: flag('block_dfp_ads'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    tagHeadCode: text('tag_head_code').notNull().default(''),
    tagOpenBodyCode: text('tag_open_body_code'),
    tagCloseBodyCode: text('tag_close_body_code'),
    criteriaId: integer('criteria_id').notNull(),
    pageTemplate: text('page_template'),
    sportName: text('sport_name'),
    contentId: text('content_id'),
    headObject: text('head_object', { mode: 'json' }).$type<unknown>(),
    openBodyObject: text('open_body_object', { mode: 'json' }).$type<unknown>(),
    closeBodyObject: text('close_body_object', { mode: 'json' }).$type<unknown>(),
  },
  (t) => [tenantKey(t)],
)
