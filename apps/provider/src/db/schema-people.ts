import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { sports, tenantId, tenantKey, tenantRef } from './schema-site'

// People across seasons: players, coaches and support staff, and head coaches' records.

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
    tenantKey(t),
    index('players_name').on(t.tenantId, t.lastName, t.firstName),
    tenantRef(t, t.sportId, sports),
  ],
)

// A coach or support staff member of a sport, across seasons, or one of the department's own
// staff (`administrator`, no sport): GET /Staff/{staffId}, README 4.8; the directory groups them
// (schema-directory.ts). `bio` is HTML; `image` a site-relative headshot path.
export const staff = sqliteTable(
  'staff',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    sportId: integer('sport_id'),
    kind: text('kind', { enum: ['coach', 'support', 'administrator'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    twitterUsername: text('twitter_username'),
    image: text('image'),
    bio: text('bio'),
  },
  (t) => [tenantKey(t), tenantRef(t, t.sportId, sports)],
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
    tenantRef(t, t.sportId, sports),
  ],
)
