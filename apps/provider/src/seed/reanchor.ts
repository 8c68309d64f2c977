import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  coachingRecords,
  opponents,
  players,
  playerStats,
  seasons,
  settings,
  staff,
  statGames,
} from '../db/schema'
import { LIVE_GAME_ID } from '../resources/live-stats/live-game-setup'
import { seedForms } from './forms/seed-forms'
import { seedHonors } from './honors/seed-honors'
import { hasMediaBetween, reseedMedia } from './media/seed-media'
import { seedClockOf, type SeedClock, type SeedNow } from '../clock/seed-clock'
import { seedGames } from './teams/games'
import { seedRosters } from './teams/rosters'
import { reseedStories } from './stories/seed-stories'
import { seedStaff } from './teams/staff'
import { seedStats } from './teams/stats'
import type { TenantDefinition } from './tenant-definition'

// A database keeps the seed clock it was seeded with (decision record 020), in a settings row
// that no route serves. On start, a tenant whose data was seeded for another "now" has the data
// that depends on it seeded again, and nothing else: games, stats, stories and media when a game
// (or a story or media item) lies between the two, and seasons, rosters, players and staff as well when the academic year has changed.
// Everything else (and whatever was edited outside those tables) stays as it is.

const ANCHOR_KEY = 'seedClock'

export function writeSeedAnchor(db: Db, tenantId: number, clock: SeedClock): void {
  db.insert(settings)
    .values({ tenantId, key: ANCHOR_KEY, value: clock })
    .onConflictDoUpdate({ target: [settings.tenantId, settings.key], set: { value: clock } })
    .run()
}

export function readSeedAnchor(db: Db, tenantId: number): SeedClock | null {
  const row = db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.tenantId, tenantId), eq(settings.key, ANCHOR_KEY)))
    .get()
  const value = row?.value as Partial<SeedClock> | undefined
  return typeof value?.now === 'string' && typeof value.academicYear === 'number'
    ? { now: value.now, academicYear: value.academicYear }
    : null
}

// Games (with their opponents), the stats copied from them and the stories that follow them
// (a recap only for a played game), built again for `clock`.
export function reseedGames(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const tenantId = definition.tenantId
  db.delete(playerStats).where(eq(playerStats.tenantId, tenantId)).run()
  db.delete(statGames).where(eq(statGames.tenantId, tenantId)).run()
  // Games go with their opponents (foreign key, on delete cascade).
  db.delete(opponents).where(eq(opponents.tenantId, tenantId)).run()
  seedGames(db, definition, clock)
  seedStats(db, definition)
  reseedStories(db, definition, clock)
}

// Seasons, rosters, players and staff (each academic year has its own), then games and stats.
function reseedYear(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const tenantId = definition.tenantId
  db.delete(playerStats).where(eq(playerStats.tenantId, tenantId)).run()
  db.delete(statGames).where(eq(statGames.tenantId, tenantId)).run()
  // Rosters and roster lines cascade from seasons, players and staff.
  for (const table of [seasons, players, staff, coachingRecords]) {
    db.delete(table).where(eq(table.tenantId, tenantId)).run()
  }
  db.run(sql`delete from images where tenant_id = ${tenantId}
    and (path like 'rosters/%' or path like 'staff/%')`)
  seedRosters(db, definition, clock)
  seedStaff(db, definition, clock)
  // The newest awards and all-Americans name the rosters' players of the last two seasons.
  seedHonors(db, definition, clock)
  reseedGames(db, definition, clock)
}

export type Reanchored = 'nothing' | 'games' | 'year'

// What a tenant seeded at `anchor` needs for `clock`: nothing when no seeded game starts between
// the two (the live demo game is not seeded), games when one does, the year when the academic
// year differs or the anchor is unknown (a database from before the seed had a clock).
export function staleDataOf(
  db: Db,
  tenantId: number,
  anchor: SeedClock | null,
  clock: SeedClock,
): Reanchored {
  if (!anchor || anchor.academicYear !== clock.academicYear) return 'year'
  const [from, to] = anchor.now < clock.now ? [anchor.now, clock.now] : [clock.now, anchor.now]
  const between = db.get<{ n: number }>(sql`select count(*) n from games
    where tenant_id = ${tenantId} and id <> ${LIVE_GAME_ID} and date >= ${from} and date < ${to}`)
  // Stories are dated up to the clock: one between the two would be news from the future.
  const news = db.get<{ n: number }>(sql`select count(*) n from stories
    where tenant_id = ${tenantId} and date > ${from} and date <= ${to}`)
  // Media is dated back from the clock the same way (seed/media).
  const media = hasMediaBetween(db, tenantId, from, to)
  return (between?.n ?? 0) + (news?.n ?? 0) > 0 || media ? 'games' : 'nothing'
}

export function reanchorTenant(db: Db, definition: TenantDefinition, now: SeedNow): Reanchored {
  const clock = seedClockOf(now, definition.timeZone)
  return db.transaction(() => {
    const anchor = readSeedAnchor(db, definition.tenantId)
    // The forms' dates follow the clock: rewritten in place, so submissions stay.
    if (anchor?.now !== clock.now) seedForms(db, definition, clock)
    const stale = staleDataOf(db, definition.tenantId, anchor, clock)
    if (stale === 'nothing') return stale
    if (stale === 'year') reseedYear(db, definition, clock)
    else reseedGames(db, definition, clock)
    // After the stories: the moments show their highlight videos.
    reseedMedia(db, definition, clock)
    writeSeedAnchor(db, definition.tenantId, clock)
    return stale
  })
}
