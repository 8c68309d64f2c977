import { blob, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { flag, sports, tenantId, tenantKey, tenantRef } from './schema-site'

// What editors publish beside the teams: takeovers, splashes, promotions, alerts, facilities
// and the generated images.

export const takeovers = sqliteTable(
  'takeovers',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id'),
    type: text('type').notNull(),
    title: text('title'),
    url: text('url'),
    cookie: text('cookie'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    enabled: flag('enabled'),
  },
  (t) => [tenantKey(t)],
)

export const splashes = sqliteTable(
  'splashes',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    // null: the site-wide splash shown on the home page (sport id 0 on the wire).
    sportId: integer('sport_id'),
    title: text('title').notNull(),
    html: text('html'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    videoYouTube: text('video_you_tube'),
    picture: text('picture', { mode: 'json' }).$type<unknown>(),
    link: text('link'),
    backgroundColor: text('background_color'),
    foregroundColor: text('foreground_color'),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [tenantKey(t)],
)

export const promotionLocations = sqliteTable(
  'promotion_locations',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    // null: the site-wide variant, used when a sport has no variant of its own.
    sportId: integer('sport_id'),
    type: text('type', { enum: ['single', 'html', 'icons', 'multi'] }).notNull(),
    effect: text('effect', { enum: ['random', 'none', 'slide'] }).notNull(),
    contentId: integer('content_id'),
    randomSingle: flag('random_single'),
    html: text('html'),
    cssClass: text('css_class'),
    swiperOptions: text('swiper_options', { mode: 'json' }).$type<unknown>(),
  },
  (t) => [tenantKey(t), index('promotion_locations_name').on(t.tenantId, t.name)],
)

export const promotionCampaigns = sqliteTable(
  'promotion_campaigns',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    locationId: integer('location_id').notNull(),
    rank: integer('rank').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    hoverText: text('hover_text'),
    icon: text('icon'),
    cssClass: text('css_class'),
    openInNewWindow: flag('open_in_new_window'),
    picture: text('picture', { mode: 'json' }).$type<unknown>(),
    impressions: integer('impressions').notNull().default(0),
  },
  (t) => [tenantKey(t), index('promotion_campaigns_location').on(t.tenantId, t.locationId)],
)

export const alerts = sqliteTable(
  'alerts',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    message: text('message'),
    link: text('link'),
    linkText: text('link_text'),
    enabled: flag('enabled'),
    showOnWeb: flag('show_on_web'),
    endDate: text('end_date'),
  },
  (t) => [tenantKey(t)],
)

// GET /Facilities (provider/README 4.13). `images` and `featured_image` are JSON ({ url, alt }
// entries, parsed with the contract when read): an ordered list owned by one facility and never
// queried on its own. Sports go in a join table instead, so a facility can only name a sport of
// its own tenant (composite foreign key) and the wire's sport titles always come from `sports`.
export const facilities = sqliteTable(
  'facilities',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    // The page URL is /facilities/{slug}/{id}; stored so that a renamed facility keeps its links.
    slug: text('slug').notNull(),
    teaser: text('teaser'),
    location: text('location'),
    description: text('description'),
    images: text('images', { mode: 'json' }).notNull().$type<unknown>(),
    featuredImage: text('featured_image', { mode: 'json' }).$type<unknown>(),
    featured: flag('featured'),
    capacity: integer('capacity'),
    yearOpened: integer('year_opened'),
    surface: text('surface'),
  },
  (t) => [tenantKey(t), index('facilities_title').on(t.tenantId, t.title, t.id)],
)

export const facilitySports = sqliteTable(
  'facility_sports',
  {
    tenantId: tenantId(),
    facilityId: integer('facility_id').notNull(),
    sportId: integer('sport_id').notNull(),
    // Order of the sports on the wire (the main tenant first).
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.facilityId, t.sportId] }),
    tenantRef(t, t.facilityId, facilities),
    tenantRef(t, t.sportId, sports),
  ],
)

// Generated images, served under /images/{tenant}/{path} and used as image-service input.
export const images = sqliteTable(
  'images',
  {
    tenantId: tenantId(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    body: blob('body', { mode: 'buffer' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.path] })],
)

// The tenant's route rules (GET /Redirects: [{from, to}]). A rule points at an address (`to`:
// a path of the site or another site's URL) or at a story (`story_id`), whose address the
// provider writes when asked, so a rule to a story follows it when the seed clock moves it.
export const redirects = sqliteTable(
  'redirects',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    fromPath: text('from_path').notNull(),
    to: text('to'),
    storyId: integer('story_id'),
  },
  (t) => [tenantKey(t)],
)
