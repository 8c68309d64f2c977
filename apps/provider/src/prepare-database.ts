import { join } from 'node:path'
import { applyMigrations, openDatabase, type DatabaseHandle } from './db/client'
import { forgetSearchIndexes } from './resources/search/search-index'
import { reanchorTenants, seedEmptyTenants } from './seed/index'
import type { SeedNow } from './clock/seed-clock'

export const DATABASE_FILE_NAME = 'provider.sqlite'

// What every start does, and what tests do to get the same database: open, migrate, seed the
// tenants that have no data yet, and bring the data that depends on the seed's "now" to `now`
// where an earlier start seeded it for another (decision record 020).
export function prepareDatabase(
  dataDir: string,
  now: SeedNow,
): DatabaseHandle & {
  seeded: string[]
  reanchored: ReturnType<typeof reanchorTenants>
} {
  const handle = openDatabase(join(dataDir, DATABASE_FILE_NAME))
  try {
    applyMigrations(handle.db)
    const seeded = seedEmptyTenants(handle.db, now)
    const reanchored = reanchorTenants(handle.db, now)
    // The search index is derived from what was just seeded or moved: built again on use.
    if (seeded.length > 0 || reanchored.length > 0) forgetSearchIndexes(handle.db)
    return { ...handle, seeded, reanchored }
  } catch (error) {
    handle.close()
    throw error
  }
}
