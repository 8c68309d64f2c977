import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { allAmericans, awards, awardTypes, hallOfFameMembers } from '../../db/schema'
import type { SeedClock } from '../../clock/seed-clock'
import { insertRows, insertSvgRows, insertTenantRows } from '../teams/insert'
import type { TenantDefinition } from '../tenant-definition'
import { buildAllAmericans } from './all-americans'
import { buildAwards } from './awards'
import { buildHallOfFame } from './hall-of-fame'
import { listRosterHonorees } from './roster-honorees'

// The tenant's honors (schema-honors.ts): awards, all-Americans and the hall of fame, with the
// headshots drawn for them under /images/{tenant}/honors/. Seeded after the rosters, whose
// recent players the newest awards name, and again with them in a new academic year
// (seed/reanchor.ts); ids are numbered from 1001 (awards), 2001 (all-Americans) and 3001
// (inductees) in date order, so the historical ones keep theirs.

export function seedHonors(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const tenantId = definition.tenantId
  for (const table of [awards, awardTypes, allAmericans, hallOfFameMembers]) {
    db.delete(table).where(eq(table.tenantId, tenantId)).run()
  }
  db.run(sql`delete from images where tenant_id = ${tenantId} and path like 'honors/%'`)

  const honorees = listRosterHonorees(db, tenantId)
  const awardSet = buildAwards(definition, clock, honorees)
  const allAmericanSet = buildAllAmericans(definition, clock, honorees)
  const hall = buildHallOfFame(definition)

  insertTenantRows(db, awardTypes, tenantId, awardSet.types)
  insertRows(
    db,
    awards,
    awardSet.rows.map((row, index) => ({ tenantId, id: 1001 + index, ...row })),
  )
  insertRows(
    db,
    allAmericans,
    [...allAmericanSet.rows]
      .sort((a, b) => a.year - b.year)
      .map((row, index) => ({ tenantId, id: 2001 + index, ...row })),
  )
  insertTenantRows(db, hallOfFameMembers, tenantId, hall.rows)
  insertSvgRows(db, tenantId, [...awardSet.pictures, ...allAmericanSet.pictures, ...hall.pictures])
}
