import { join } from 'node:path'
import { applyMigrations, openDatabase, type DatabaseHandle } from './db/client'
import { seedEmptyTenants } from './seed/index'

export const DATABASE_FILE_NAME = 'provider.sqlite'

// What every start does, and what tests do to get the same database: open, migrate, seed the
// tenants that have no data yet.
export function prepareDatabase(dataDir: string): DatabaseHandle & { seeded: string[] } {
  const handle = openDatabase(join(dataDir, DATABASE_FILE_NAME))
  try {
    applyMigrations(handle.db)
    return { ...handle, seeded: seedEmptyTenants(handle.db) }
  } catch (error) {
    handle.close()
    throw error
  }
}
