import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  coachingRecords,
  rosterStaff,
  staff,
  staffDepartments,
  staffDirectory,
} from '../../db/schema'

// Database reads behind the roster's `coaches[]`/`support[]`, /Staff/{staffId}, the staff
// directory and the coaching records.

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

export type DepartmentRow = typeof staffDepartments.$inferSelect
export type DirectoryJoined = { s: StaffRow; department: DepartmentRow }

// The directory's groups in directory order.
export function listDepartments(db: Db, tenantId: number): DepartmentRow[] {
  return db
    .select()
    .from(staffDepartments)
    .where(eq(staffDepartments.tenantId, tenantId))
    .orderBy(asc(staffDepartments.rank), asc(staffDepartments.id))
    .all()
}

// Everyone listed, group by group in directory order (the routes filter and page in memory:
// a few hundred rows). `kind` narrows to the sports' support staff.
export function listDirectory(
  db: Db,
  tenantId: number,
  filter: { departmentId?: number; kind?: StaffRow['kind'] } = {},
): DirectoryJoined[] {
  const where = [eq(staffDirectory.tenantId, tenantId)]
  if (filter.departmentId !== undefined) {
    where.push(eq(staffDirectory.departmentId, filter.departmentId))
  }
  if (filter.kind !== undefined) where.push(eq(staff.kind, filter.kind), isNotNull(staff.sportId))
  return db
    .select({ s: staff, department: staffDepartments })
    .from(staffDirectory)
    .innerJoin(
      staff,
      and(eq(staff.tenantId, staffDirectory.tenantId), eq(staff.id, staffDirectory.staffId)),
    )
    .innerJoin(
      staffDepartments,
      and(
        eq(staffDepartments.tenantId, staffDirectory.tenantId),
        eq(staffDepartments.id, staffDirectory.departmentId),
      ),
    )
    .where(and(...where))
    .orderBy(asc(staffDepartments.rank), asc(staffDirectory.rank))
    .all()
}

// The person's directory group, if listed.
export function findDepartmentOf(
  db: Db,
  tenantId: number,
  staffId: number,
): DepartmentRow | undefined {
  return db
    .select({ department: staffDepartments })
    .from(staffDirectory)
    .innerJoin(
      staffDepartments,
      and(
        eq(staffDepartments.tenantId, staffDirectory.tenantId),
        eq(staffDepartments.id, staffDirectory.departmentId),
      ),
    )
    .where(and(eq(staffDirectory.tenantId, tenantId), eq(staffDirectory.staffId, staffId)))
    .get()?.department
}
