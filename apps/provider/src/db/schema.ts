import {
  blob,
  foreignKey,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'

// Every tenant-owned table is keyed by (tenant_id, id): the ids are chosen by the seed, so a
// re-seed reproduces them exactly and two tenants may reuse the same ids without clashing.
// Dates are TEXT in the provider's wire format (local time, no offset), compared as strings.

export const tenants = sqliteTable('tenants', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
})

const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' })

const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false)

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
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sports_tenant_slug').on(t.tenantId, t.globalSportNameSlug),
  ],
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
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('navigation_items_tree').on(t.tenantId, t.menu, t.parentId),
  ],
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
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
)

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
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
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
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
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
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('promotion_locations_name').on(t.tenantId, t.name),
  ],
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
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('promotion_campaigns_location').on(t.tenantId, t.locationId),
  ],
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
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
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
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('facilities_title').on(t.tenantId, t.title, t.id),
  ],
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
    foreignKey({
      columns: [t.tenantId, t.facilityId],
      foreignColumns: [facilities.tenantId, facilities.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.sportId],
      foreignColumns: [sports.tenantId, sports.id],
    }).onDelete('cascade'),
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

// A sport's season (GET /Season*, provider/README 4.4). The sport's current one is
// sports.season_id; `title` is "2026" or "2026-27" and `year` the calendar year it starts in.
// `schedule_id` names that season's schedule (the season selector lists it).
export const seasons = sqliteTable(
  'seasons',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id').notNull(),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    startDate: text('start_date').notNull(),
    created: text('created').notNull(),
    scheduleId: integer('schedule_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('seasons_sport').on(t.tenantId, t.sportId, t.year),
    foreignKey({
      columns: [t.tenantId, t.sportId],
      foreignColumns: [sports.tenantId, sports.id],
    }).onDelete('cascade'),
  ],
)

// One season's roster of a sport (GET /Rosters*, README 4.6): the sport's current one is
// sports.roster_id. `display_fields` is the school's choice of roster columns (JSON, parsed with
// the contract when read); `sort_alpha` lists players by name instead of number.
export const rosters = sqliteTable(
  'rosters',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id').notNull(),
    seasonId: integer('season_id').notNull(),
    displayTitle: text('display_title').notNull(),
    note: text('note'),
    displayFields: text('display_fields', { mode: 'json' }).notNull().$type<unknown>(),
    sortAlpha: flag('sort_alpha'),
    hide: flag('hide'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('rosters_sport').on(t.tenantId, t.sportId),
    foreignKey({
      columns: [t.tenantId, t.seasonId],
      foreignColumns: [seasons.tenantId, seasons.id],
    }).onDelete('cascade'),
  ],
)

// A person who played for a sport, across seasons (the wire's `playerId`). What does not change
// from one season to the next lives here; `bio` is HTML.
export const players = sqliteTable(
  'players',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    hometown: text('hometown'),
    highSchool: text('high_school'),
    previousSchool: text('previous_school'),
    major: text('major'),
    // Schools that keep the high school in custom1 and a club team in custom2 (README 5.1).
    custom1: text('custom1').notNull().default(''),
    custom2: text('custom2').notNull().default(''),
    twitterUsername: text('twitter_username'),
    instagramUsername: text('instagram_username'),
    tiktokUsername: text('tiktok_username'),
    bio: text('bio'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('players_name').on(t.tenantId, t.lastName, t.firstName),
    foreignKey({
      columns: [t.tenantId, t.sportId],
      foreignColumns: [sports.tenantId, sports.id],
    }).onDelete('cascade'),
  ],
)

// A player on one season's roster (the wire's `rosterPlayerId`): what a roster table shows.
// `rank` is the roster's default order (jersey number, then name).
export const rosterPlayers = sqliteTable(
  'roster_players',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    rosterId: integer('roster_id').notNull(),
    playerId: integer('player_id').notNull(),
    rank: integer('rank').notNull(),
    jerseyNumber: text('jersey_number'),
    positionShort: text('position_short').notNull().default(''),
    positionLong: text('position_long').notNull().default(''),
    heightFeet: integer('height_feet'),
    heightInches: integer('height_inches'),
    weight: integer('weight'),
    academicYearNumber: integer('academic_year_number').notNull(),
    academicYearShort: text('academic_year_short').notNull(),
    academicYearLong: text('academic_year_long').notNull(),
    isCaptain: flag('is_captain'),
    letters: integer('letters').notNull().default(0),
    hide: flag('hide'),
    hideBio: flag('hide_bio'),
    // Site-relative headshot path, or null for the site's default person image.
    image: text('image'),
    lastUpdated: text('last_updated').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('roster_players_roster').on(t.tenantId, t.rosterId, t.rank),
    index('roster_players_player').on(t.tenantId, t.playerId),
    foreignKey({
      columns: [t.tenantId, t.rosterId],
      foreignColumns: [rosters.tenantId, rosters.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.playerId],
      foreignColumns: [players.tenantId, players.id],
    }).onDelete('cascade'),
  ],
)

// A coach or support staff member of a sport, across seasons (GET /Staff/{staffId}, README 4.8).
// `bio` is HTML; `image` a site-relative headshot path.
export const staff = sqliteTable(
  'staff',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id').notNull(),
    kind: text('kind', { enum: ['coach', 'support'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    twitterUsername: text('twitter_username'),
    image: text('image'),
    bio: text('bio'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.sportId],
      foreignColumns: [sports.tenantId, sports.id],
    }).onDelete('cascade'),
  ],
)

// A staff member on one season's roster (the wire's coach `id`, which differs from `staffId`),
// with the title they held that season.
export const rosterStaff = sqliteTable(
  'roster_staff',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    rosterId: integer('roster_id').notNull(),
    staffId: integer('staff_id').notNull(),
    rank: integer('rank').notNull(),
    title: text('title').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('roster_staff_roster').on(t.tenantId, t.rosterId, t.rank),
    foreignKey({
      columns: [t.tenantId, t.rosterId],
      foreignColumns: [rosters.tenantId, rosters.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.staffId],
      foreignColumns: [staff.tenantId, staff.id],
    }).onDelete('cascade'),
  ],
)

// One completed season of a sport's head coach (GET /Staff/coaches/history/overall/{sportId}).
// Coaches from before the seeded staff have no staff row: `staff_id` is null for them.
export const coachingRecords = sqliteTable(
  'coaching_records',
  {
    tenantId: tenantId(),
    sportId: integer('sport_id').notNull(),
    year: integer('year').notNull(),
    season: text('season').notNull(),
    staffId: integer('staff_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    overallWins: integer('overall_wins').notNull(),
    overallLosses: integer('overall_losses').notNull(),
    overallTies: integer('overall_ties').notNull(),
    conferenceWins: integer('conference_wins').notNull(),
    conferenceLosses: integer('conference_losses').notNull(),
    conferenceTies: integer('conference_ties').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sportId, t.year] }),
    foreignKey({
      columns: [t.tenantId, t.sportId],
      foreignColumns: [sports.tenantId, sports.id],
    }).onDelete('cascade'),
  ],
)

// A school a team plays (the wire's game `opponent`): `image` is a site-relative logo path, as the
// real provider gives it (README 2.4: opponent logos are relative only).
export const opponents = sqliteTable(
  'opponents',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    mascot: text('mascot').notNull(),
    location: text('location').notNull(),
    conference: text('conference').notNull(),
    website: text('website').notNull(),
    image: text('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
)

// One game or event of a sport's season (GET /EventsResults/*, /ScheduleGames/*, README 4.2-4.3).
// `date`/`end_date` are local wall-clock times in the tenant's zone, `date_utc` their UTC form
// (null when TBD or all day, sometimes with the real provider's 7-digit fraction). `status` is
// the provider's letter (A scheduled, O over, C canceled) and `game_state` the game-center number
// (SPEC 3: 0 scheduled, 5 postponed, 6 canceled, 8 complete). `result_status` is W/L/T, N for a
// no decision, or null; a not-started game may carry "0"/"0" scores with no status (README 5.1).
// `line_scores`, `media`, `promotion` and `event_image` are JSON in their wire shapes, owned by
// the game and parsed when read. Story ids are plain ids until stories exist. `facility_id` has
// no foreign key: a deleted facility leaves its games without one (reads left-join it), where a
// composite key could neither cascade nor set null without losing the tenant.
export const games = sqliteTable(
  'games',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id').notNull(),
    scheduleId: integer('schedule_id').notNull(),
    seasonId: integer('season_id').notNull(),
    date: text('date').notNull(),
    endDate: text('end_date'),
    dateUtc: text('date_utc'),
    endDateUtc: text('end_date_utc'),
    time: text('time'),
    tbd: flag('tbd'),
    allDay: flag('all_day'),
    isDoubleHeader: flag('is_double_header'),
    status: text('status', { enum: ['A', 'O', 'C'] }).notNull(),
    gameState: integer('game_state').notNull().default(0),
    noplayText: text('noplay_text').notNull().default(''),
    locationIndicator: text('location_indicator', { enum: ['H', 'A', 'N'] }).notNull(),
    location: text('location'),
    neutralHometeam: flag('neutral_hometeam'),
    facilityId: integer('facility_id'),
    isConference: flag('is_conference'),
    conference: text('conference'),
    tournament: text('tournament').notNull().default(''),
    opponentId: integer('opponent_id').notNull(),
    // The opponent's ranking as shown before its name ("#6"), and the school's own.
    opponentPrefix: text('opponent_prefix'),
    teamPrefix: text('team_prefix'),
    showAtVs: flag('show_at_vs'),
    isSpotlight: flag('is_spotlight'),
    gameCenterEnabled: flag('game_center_enabled'),
    resultStatus: text('result_status', { enum: ['W', 'L', 'T', 'N'] }),
    teamScore: text('team_score'),
    opponentScore: text('opponent_score'),
    preScore: text('pre_score'),
    postScore: text('post_score'),
    // Whether the game has a box score (played, not an exhibition or a no decision).
    hasBoxScore: flag('has_box_score'),
    lineScores: text('line_scores', { mode: 'json' }).$type<unknown>(),
    media: text('media', { mode: 'json' }).notNull().$type<unknown>(),
    pregameStoryId: integer('pregame_story_id'),
    postgameStoryId: integer('postgame_story_id'),
    promotion: text('promotion', { mode: 'json' }).notNull().$type<unknown>(),
    eventImage: text('event_image', { mode: 'json' }).notNull().$type<unknown>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('games_date').on(t.tenantId, t.date, t.id),
    index('games_sport').on(t.tenantId, t.sportId, t.date),
    index('games_schedule').on(t.tenantId, t.scheduleId),
    foreignKey({
      columns: [t.tenantId, t.sportId],
      foreignColumns: [sports.tenantId, sports.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.opponentId],
      foreignColumns: [opponents.tenantId, opponents.id],
    }).onDelete('cascade'),
  ],
)

// The games of one season's roster that stats were kept in (GET /Stats/bio's game-by-game rows):
// date in the stats-bio format, opponent, H/A/N and the result, copied from the played games of
// `games` (seed/teams/stats.ts) and linked to it by `game_id` for the box score link.
export const statGames = sqliteTable(
  'stat_games',
  {
    tenantId: tenantId(),
    rosterId: integer('roster_id').notNull(),
    number: integer('number').notNull(),
    gameId: integer('game_id'),
    date: text('date').notNull(),
    opponent: text('opponent').notNull(),
    locationIndicator: text('location_indicator', { enum: ['H', 'A', 'N'] }).notNull(),
    isConference: flag('is_conference'),
    result: text('result', { enum: ['W', 'L', 'T'] }).notNull(),
    teamScore: integer('team_score').notNull(),
    opponentScore: integer('opponent_score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.rosterId, t.number] }),
    foreignKey({
      columns: [t.tenantId, t.rosterId],
      foreignColumns: [rosters.tenantId, rosters.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.gameId],
      foreignColumns: [games.tenantId, games.id],
    }).onDelete('cascade'),
  ],
)

// One player-season's stats (GET /Stats/bio, /Stats/{sport}/player/career): a line per game
// played, JSON ([{ game, started, line: { group: { stat: count } } }], `game` being the
// stat_games number), parsed when read; season totals and rates are derived from it, so they
// can never disagree. `bats`/`throws` for baseball and softball.
export const playerStats = sqliteTable(
  'player_stats',
  {
    tenantId: tenantId(),
    rosterPlayerId: integer('roster_player_id').notNull(),
    gamesPlayed: integer('games_played').notNull(),
    gamesStarted: integer('games_started').notNull(),
    bats: text('bats'),
    throws: text('throws'),
    games: text('games', { mode: 'json' }).notNull().$type<unknown>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.rosterPlayerId] }),
    foreignKey({
      columns: [t.tenantId, t.rosterPlayerId],
      foreignColumns: [rosterPlayers.tenantId, rosterPlayers.id],
    }).onDelete('cascade'),
  ],
)
