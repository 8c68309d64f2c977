import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { players, staff } from './schema-people'
import { flag, sports, tenantId, tenantKey, tenantRef } from './schema-site'

// A sport's seasons and who is on each season's roster.

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
    tenantKey(t),
    index('seasons_sport').on(t.tenantId, t.sportId, t.year),
    tenantRef(t, t.sportId, sports),
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
    tenantKey(t),
    index('rosters_sport').on(t.tenantId, t.sportId),
    tenantRef(t, t.seasonId, seasons),
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
    tenantKey(t),
    index('roster_players_roster').on(t.tenantId, t.rosterId, t.rank),
    index('roster_players_player').on(t.tenantId, t.playerId),
    tenantRef(t, t.rosterId, rosters),
    tenantRef(t, t.playerId, players),
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
    tenantKey(t),
    index('roster_staff_roster').on(t.tenantId, t.rosterId, t.rank),
    tenantRef(t, t.rosterId, rosters),
    tenantRef(t, t.staffId, staff),
  ],
)
