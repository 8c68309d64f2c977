import { and, eq, type SQL } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from './client'

// What the reads of every area repeat. Each tenant-owned table is keyed by (tenant_id, id)
// (schema-site.ts), so a read is a tenant's rows, a join meets a row of the same tenant, and a
// filter the request left out filters nothing.

export type TenantTable = SQLiteTable & { tenantId: SQLiteColumn }
type KeyedTable = { tenantId: SQLiteColumn; id: SQLiteColumn }

// `column = value`, or no condition when the value was not given (drizzle's `and` skips it).
export function eqIfGiven<V>(column: SQLiteColumn, value: V | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value)
}

// A tenant's rows of one table matching every filter, in `order`.
export function tenantRows<T extends TenantTable>(
  db: Db,
  table: T,
  tenantId: number,
  filters: readonly (SQL | undefined)[],
  order: readonly (SQL | SQLiteColumn)[],
): T['$inferSelect'][] {
  return db
    .select()
    .from(table as TenantTable)
    .where(and(eq(table.tenantId, tenantId), ...filters))
    .orderBy(...order)
    .all() as T['$inferSelect'][]
}

// A tenant's row of one table by its id.
export function tenantRow<T extends TenantTable & KeyedTable>(
  db: Db,
  table: T,
  tenantId: number,
  id: number,
): T['$inferSelect'] | undefined {
  return db
    .select()
    .from(table as TenantTable)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .get() as T['$inferSelect'] | undefined
}

// The join condition to `table`'s row `id` of the same tenant as `tenantId`'s row:
// `.innerJoin(seasons, sameTenantRow(seasons, rosters.tenantId, rosters.seasonId))`.
export function sameTenantRow(
  table: KeyedTable,
  tenantId: SQLiteColumn,
  id: SQLiteColumn,
): SQL | undefined {
  return and(eq(table.tenantId, tenantId), eq(table.id, id))
}
