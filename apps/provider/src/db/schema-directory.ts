import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { staff } from './schema-people'
import { sports, tenantId, tenantKey, tenantRef } from './schema-site'

// The staff directory (GET /Staff, /Staff/filters/categories, provider/README 3.4, 4.8): the
// department's groups and who is listed in each. People are the one `staff` table (coaches and
// sport support staff, and the department's administrators, whose `sport_id` is null); a staff
// row without a directory entry (a former assistant still on an old roster) is not listed.

// A directory group (the wire's `category`). A sport's staff is one group whose id is the sport's
// id and whose title is the sport's; the department's own offices have ids of their own.
export const staffDepartments = sqliteTable(
  'staff_departments',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    title: text('title').notNull(),
    // Directory order of the groups.
    rank: integer('rank').notNull(),
    sportId: integer('sport_id'),
  },
  (t) => [tenantKey(t), tenantRef(t, t.sportId, sports)],
)

// One listed person: their group and place in it (one group per person, as the wire has one
// `category`).
export const staffDirectory = sqliteTable(
  'staff_directory',
  {
    tenantId: tenantId(),
    staffId: integer('staff_id').notNull(),
    departmentId: integer('department_id').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.staffId] }),
    index('staff_directory_department').on(t.tenantId, t.departmentId, t.rank),
    tenantRef(t, t.staffId, staff),
    tenantRef(t, t.departmentId, staffDepartments),
  ],
)
