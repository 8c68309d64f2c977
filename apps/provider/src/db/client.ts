import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as publishedSchema from './schema'
import * as accountsSchema from './schema-accounts'

const schema = { ...publishedSchema, ...accountsSchema }

export type Db = BetterSQLite3Database<typeof schema>

export type DatabaseHandle = { db: Db; close: () => void }

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export function openDatabase(file: string): DatabaseHandle {
  mkdirSync(dirname(file), { recursive: true })
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  return { db: drizzle(sqlite, { schema }), close: () => sqlite.close() }
}

// Start-up and tests both call this, so they run the same checked-in migrations.
export function applyMigrations(db: Db): void {
  migrate(db, { migrationsFolder })
}
