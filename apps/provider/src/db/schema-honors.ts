import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { flag, sports, tenantId, tenantKey, tenantRef } from './schema-site'

// Honors (SPEC 2.1 /awards, /all-americans, /honors; provider/README appendix /Awards/*,
// /AllAmerican/*, /HallOfFame/*): awards with their types, all-Americans and the hall of fame.
// Historical rows have fixed years; the newest awards and all-Americans name players of the
// seeded rosters, so they are seeded again with the rosters in a new academic year
// (seed/reanchor.ts). `player_id`/`roster_player_id` point at roster rows without a foreign key:
// a name from before the rosters has 0 / null.

// GET /Awards/types: `display` is the short label the site shows beside an award.
export const awardTypes = sqliteTable(
  'award_types',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    display: text('display').notNull(),
  },
  (t) => [tenantKey(t)],
)

// GET /Awards: one award to one person of a sport's season. `date` the day it was announced,
// `expires` the end of its time on the site's feature (aowExpires); `highlights` HTML.
export const awards = sqliteTable(
  'awards',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    typeId: integer('type_id').notNull(),
    sportId: integer('sport_id').notNull(),
    playerId: integer('player_id').notNull(),
    rosterPlayerId: integer('roster_player_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').notNull(),
    hometown: text('hometown').notNull(),
    highSchool: text('high_school').notNull(),
    positionShort: text('position_short').notNull(),
    positionLong: text('position_long').notNull(),
    academicYearNumber: integer('academic_year_number').notNull(),
    academicYearShort: text('academic_year_short').notNull(),
    academicYearLong: text('academic_year_long').notNull(),
    jerseyNumber: text('jersey_number'),
    shortHighlights: text('short_highlights').notNull(),
    highlights: text('highlights').notNull(),
    imagePath: text('image_path').notNull(),
    date: text('date').notNull(),
    expires: text('expires').notNull(),
  },
  (t) => [
    tenantKey(t),
    index('awards_date').on(t.tenantId, t.date, t.id),
    tenantRef(t, t.sportId, sports),
    tenantRef(t, t.typeId, awardTypes),
  ],
)

// GET /AllAmerican (own design): one selection of one person in one season. `year` is the
// calendar year the season ends in; `team` "First Team" … "Honorable Mention"; `bio` HTML.
export const allAmericans = sqliteTable(
  'all_americans',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id').notNull(),
    year: integer('year').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position').notNull(),
    hometown: text('hometown').notNull(),
    team: text('team').notNull(),
    selector: text('selector').notNull(),
    academic: flag('academic'),
    playerId: integer('player_id').notNull(),
    rosterPlayerId: integer('roster_player_id'),
    imagePath: text('image_path'),
    bio: text('bio').notNull(),
  },
  (t) => [
    tenantKey(t),
    index('all_americans_year').on(t.tenantId, t.year, t.id),
    tenantRef(t, t.sportId, sports),
  ],
)

// GET /HallOfFame: an inductee, a person or a whole team (`is_team`, its name in `last_name`).
// `sport_ids` JSON; `class_year` the graduating class (null for a team or a coach).
export const hallOfFameMembers = sqliteTable(
  'hall_of_fame_members',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isTeam: flag('is_team'),
    inductionYear: integer('induction_year').notNull(),
    classYear: integer('class_year'),
    sportIds: text('sport_ids', { mode: 'json' }).notNull().$type<number[]>(),
    imagePath: text('image_path'),
    bio: text('bio').notNull(),
    twitter: text('twitter'),
  },
  (t) => [tenantKey(t), index('hall_of_fame_induction').on(t.tenantId, t.inductionYear, t.id)],
)
