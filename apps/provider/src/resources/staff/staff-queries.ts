import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  coachingRecords,
  rosterStaff,
  staff,
  staffDepartments,
  staffDirectory,
} from '../../db/schema'
import { sameTenantRow, tenantRow, tenantRows } from '../../db/tenant-rows'
import { groupBy } from '../../group-by'

// Database reads behind the roster's `coaches[]`/`support[]`, /Staff/{staffId}, the staff
// directory and the coaching records.

export type StaffRow = typeof staff.$inferSelect

// A head coach's season: won, lost and tied, overall and in conference.
export type CoachingRecordTotals = Omit<
  typeof coachingRecords.$inferSelect,
  'tenantId' | 'sportId' | 'year' | 'season' | 'staffId' | 'firstName' | 'lastName'
>
export type RosterStaffJoined = { rs: typeof rosterStaff.$inferSelect; s: StaffRow }

// Staff of the given rosters in roster order, keyed by roster id.
export function listRosterStaff(
  db: Db,
  tenantId: number,
  rosterIds: number[],
): Map<number, RosterStaffJoined[]> {
  if (rosterIds.length === 0) return new Map()
  const rows = db
    .select({ rs: rosterStaff, s: staff })
    .from(rosterStaff)
    .innerJoin(staff, sameTenantRow(staff, rosterStaff.tenantId, rosterStaff.staffId))
    .where(and(eq(rosterStaff.tenantId, tenantId), inArray(rosterStaff.rosterId, rosterIds)))
    .orderBy(asc(rosterStaff.rosterId), asc(rosterStaff.rank))
    .all()
  return groupBy(rows, (row) => row.rs.rosterId)
}

export function findStaff(db: Db, tenantId: number, staffId: number): StaffRow | undefined {
  return tenantRow(db, staff, tenantId, staffId)
}

export function listCoachingRecords(db: Db, tenantId: number, sportId: number) {
  const order = [asc(coachingRecords.year)]
  return tenantRows(db, coachingRecords, tenantId, [eq(coachingRecords.sportId, sportId)], order)
}

export type DepartmentRow = typeof staffDepartments.$inferSelect
export type DirectoryJoined = { s: StaffRow; department: DepartmentRow }

// The directory's groups in directory order.
export function listDepartments(db: Db, tenantId: number): DepartmentRow[] {
  const order = [asc(staffDepartments.rank), asc(staffDepartments.id)]
  return tenantRows(db, staffDepartments, tenantId, [], order)
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
    .innerJoin(staff, sameTenantRow(staff, staffDirectory.tenantId, staffDirectory.staffId))
    .innerJoin(
      staffDepartments,
      sameTenantRow(staffDepartments, staffDirectory.tenantId, staffDirectory.departmentId),
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
      sameTenantRow(staffDepartments, staffDirectory.tenantId, staffDirectory.departmentId),
    )
    .where(and(eq(staffDirectory.tenantId, tenantId), eq(staffDirectory.staffId, staffId)))
    .get()?.department
}
