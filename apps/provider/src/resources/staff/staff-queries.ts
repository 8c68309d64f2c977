import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { coachingRecords, rosterStaff, staff } from '../../db/schema'

// Database reads behind the roster's `coaches[]`/`support[]`, /Staff/{staffId} and the coaching
// records.

export type StaffRow = typeof staff.$inferSelect
export type RosterStaffJoined = { rs: typeof rosterStaff.$inferSelect; s: StaffRow }

// Staff of the given rosters in roster order, keyed by roster id.
export function listRosterStaff(
  db: Db,
  tenantId: number,
  rosterIds: number[],
): Map<number, RosterStaffJoined[]> {
  const byRoster = new Map<number, RosterStaffJoined[]>()
  if (rosterIds.length === 0) return byRoster
  const rows = db
    .select({ rs: rosterStaff, s: staff })
    .from(rosterStaff)
    .innerJoin(
      staff,
      and(eq(staff.tenantId, rosterStaff.tenantId), eq(staff.id, rosterStaff.staffId)),
    )
    .where(and(eq(rosterStaff.tenantId, tenantId), inArray(rosterStaff.rosterId, rosterIds)))
    .orderBy(asc(rosterStaff.rosterId), asc(rosterStaff.rank))
    .all()
  for (const row of rows) {
    const list = byRoster.get(row.rs.rosterId) ?? []
    list.push(row)
    byRoster.set(row.rs.rosterId, list)
  }
  return byRoster
}

export function findStaff(db: Db, tenantId: number, staffId: number): StaffRow | undefined {
  return db
    .select()
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, staffId)))
    .get()
}

export function listCoachingRecords(db: Db, tenantId: number, sportId: number) {
  return db
    .select()
    .from(coachingRecords)
    .where(and(eq(coachingRecords.tenantId, tenantId), eq(coachingRecords.sportId, sportId)))
    .orderBy(asc(coachingRecords.year))
    .all()
}
