import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { flag, sports, tenantId, tenantKey, tenantRef } from './schema-site'
import { rosterPlayers, rosters } from './schema-teams'

// Opponents, games and the stats kept in them.

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
  (t) => [tenantKey(t)],
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
    tenantKey(t),
    index('games_date').on(t.tenantId, t.date, t.id),
    index('games_sport').on(t.tenantId, t.sportId, t.date),
    index('games_schedule').on(t.tenantId, t.scheduleId),
    tenantRef(t, t.sportId, sports),
    tenantRef(t, t.opponentId, opponents),
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
    tenantRef(t, t.rosterId, rosters),
    tenantRef(t, t.gameId, games),
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
    tenantRef(t, t.rosterPlayerId, rosterPlayers),
  ],
)
