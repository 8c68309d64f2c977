import { sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import { images } from '../../db/schema'
import type { SvgImage } from '../images'

// Thousands of rows go in through one prepared single-row statement: Drizzle's multi-row
// `values([...])` builds and maps a fresh statement per call, which made the roster seed several
// times slower. Every row must carry the same keys (the first row's decide the columns).
export function insertRows<T extends SQLiteTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): void {
  const first = rows[0]
  if (!first) return
  const placeholders = Object.fromEntries(
    Object.keys(first).map((key) => [key, sql.placeholder(key)]),
  ) as T['$inferInsert']
  const statement = db.insert(table).values(placeholders).prepare()
  for (const row of rows) statement.run(row as Record<string, unknown>)
}

// Rows built without their tenant (the builders know none), inserted as `tenantId`'s.
export function insertTenantRows<T extends SQLiteTable>(
  db: Db,
  table: T,
  tenantId: number,
  rows: readonly Omit<T['$inferInsert'], 'tenantId'>[],
): void {
  insertRows(
    db,
    table,
    rows.map((row) => ({ tenantId, ...row }) as T['$inferInsert']),
  )
}

// Generated SVGs of a tenant, served under /images/{tenant}/{path}.
export function insertSvgRows(db: Db, tenantId: number, list: readonly SvgImage[]): void {
  insertRows(
    db,
    images,
    list.map((image) => ({
      tenantId,
      path: image.path,
      contentType: 'image/svg+xml',
      body: Buffer.from(image.svg, 'utf8'),
    })),
  )
}
