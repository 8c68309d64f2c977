import { createHash } from 'node:crypto'
import { getTableName, is, sql } from 'drizzle-orm'
import { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { afterAll, expect, test } from 'vitest'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { makeTestApp } from '../test-support/make-test-app'
import { seedEmptyTenants, seedTenant } from './index'
import { TEST_SEED_NOW } from '../clock/seed-clock'
import { demoTenant } from './tenants/demo'

type Row = Record<string, unknown>

const TABLE_NAMES = Object.values(schema)
  .filter((value) => is(value, SQLiteTable))
  .map((table) => getTableName(table))
  .sort()

// Blobs (the generated images) are compared by digest: deep-comparing megabytes of SVG byte by
// byte takes seconds and proves nothing more.
function digestBlobs(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      Buffer.isBuffer(value) ? `sha256:${createHash('sha256').update(value).digest('hex')}` : value,
    ]),
  )
}

function dump(db: Db): Record<string, Row[]> {
  return Object.fromEntries(
    TABLE_NAMES.map((name) => [
      name,
      db.all<Row>(sql.raw(`select * from "${name}" order by 1, 2`)).map(digestBlobs),
    ]),
  )
}

function rowsOfTenant(tables: Record<string, Row[]>, tenantId: number): Record<string, Row[]> {
  return Object.fromEntries(
    Object.entries(tables).map(([name, rows]) => [
      name,
      rows.filter((row) => (name === 'tenants' ? row.id : row.tenant_id) === tenantId),
    ]),
  )
}

const first = makeTestApp()
const second = makeTestApp()
afterAll(() => {
  first.close()
  second.close()
})

test('two fresh databases get identical data in every table', () => {
  const a = dump(first.db)
  expect(TABLE_NAMES).toHaveLength(53)
  for (const name of TABLE_NAMES) expect(a[name]?.length, name).toBeGreaterThan(0)
  expect(dump(second.db)).toEqual(a)
})

test('re-seeding a tenant restores it exactly and leaves the other tenant alone', () => {
  const before = dump(first.db)
  first.db.run(sql`update sports set title = 'Changed' where tenant_id = 1`)
  first.db.run(sql`update sports set title = 'Kept' where tenant_id = 2 and id = 200`)
  seedTenant(first.db, demoTenant, TEST_SEED_NOW)
  const after = dump(first.db)
  expect(rowsOfTenant(after, 1)).toEqual(rowsOfTenant(before, 1))
  expect(after.sports?.find((row) => row.tenant_id === 2 && row.id === 200)?.title).toBe('Kept')
})

test('the demo tenant has the sports the spec names, with the shared global ids', async () => {
  const sports = first.db.all<Row>(
    sql`select global_sport_name_slug as slug, short_name, global_sport_id, non_sport from sports where tenant_id = 1`,
  )
  expect(sports.filter((s) => s.non_sport === 0).length).toBeGreaterThanOrEqual(22)
  const bySlug = new Map(sports.map((s) => [s.slug, s]))
  expect.soft(bySlug.get('football')).toMatchObject({ short_name: 'football', global_sport_id: 1 })
  expect
    .soft(bySlug.get('mens-basketball'))
    .toMatchObject({ short_name: 'mbball', global_sport_id: 2 })
  expect
    .soft(bySlug.get('womens-basketball'))
    .toMatchObject({ short_name: 'wbball', global_sport_id: 3 })
  expect.soft(bySlug.get('wrestling')).toMatchObject({ global_sport_id: 28 })
  expect.soft(bySlug.get('general')).toMatchObject({ non_sport: 1, global_sport_id: 99 })
})

test('a database seeded before facilities existed gains them on start, and nothing else changes', () => {
  const before = dump(second.db)
  second.db.run(sql`update sports set title = 'Edited' where tenant_id = 1 and id = 10`)
  second.db.run(sql`delete from facilities where tenant_id = 1`)
  second.db.run(sql`delete from images where tenant_id = 1 and path like 'facilities/%'`)
  expect(seedEmptyTenants(second.db, TEST_SEED_NOW)).toEqual([])
  const after = dump(second.db)
  for (const name of ['facilities', 'facility_sports', 'images']) {
    expect(after[name], name).toEqual(before[name])
  }
  // The edit made to the running demo survives.
  expect(after.sports?.find((row) => row.tenant_id === 1 && row.id === 10)?.title).toBe('Edited')
})

test('a database seeded before games existed gains them on start, its stats re-linked to them', () => {
  const before = dump(second.db)
  second.db.run(sql`delete from player_stats where tenant_id = 2`)
  second.db.run(sql`delete from stat_games where tenant_id = 2`)
  second.db.run(sql`delete from games where tenant_id = 2`)
  second.db.run(sql`delete from opponents where tenant_id = 2`)
  second.db.run(
    sql`delete from images where tenant_id = 2 and (path like 'logos/opponents/%' or path = 'logos/tv-network.svg')`,
  )
  expect(seedEmptyTenants(second.db, TEST_SEED_NOW)).toEqual([])
  const after = dump(second.db)
  for (const name of ['games', 'opponents', 'stat_games', 'player_stats']) {
    expect(after[name], name).toEqual(before[name])
  }
})

test('a database seeded before the sign-up form setting gains it on start', () => {
  const before = dump(second.db)
  second.db.run(sql`delete from settings where key = 'subscribeForm'`)
  expect(seedEmptyTenants(second.db, TEST_SEED_NOW)).toEqual([])
  expect(dump(second.db).settings).toEqual(before.settings)
})

test('a database seeded before the all-access library gains it on start, with the other media', () => {
  const before = dump(second.db)
  second.db.run(sql`delete from all_access_videos where tenant_id = 1`)
  second.db.run(sql`delete from all_access_categories where tenant_id = 1`)
  expect(seedEmptyTenants(second.db, TEST_SEED_NOW)).toEqual([])
  const after = dump(second.db)
  for (const name of ['all_access_videos', 'all_access_categories', 'press_clips', 'media_files']) {
    expect(after[name], name).toEqual(before[name])
  }
})
