// `npm run seed -- --tenant demo --reset` wipes and re-seeds one tenant; without --tenant it
// covers every known tenant. Without --reset a tenant that already has data is left alone.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { applyMigrations, openDatabase } from '../db/client'
import { readEnv } from '../env'
import { DATABASE_FILE_NAME } from '../prepare-database'
import { findTenantDefinition, hasTenantData, seedTenant, TENANT_DEFINITIONS } from './index'

const { values } = parseArgs({
  options: { tenant: { type: 'string' }, reset: { type: 'boolean', default: false } },
})

function pickDefinitions() {
  if (values.tenant === undefined) return TENANT_DEFINITIONS
  const definition = findTenantDefinition(values.tenant.toLowerCase())
  if (definition) return [definition]
  const known = TENANT_DEFINITIONS.map((d) => d.slug).join(', ')
  console.error(`Unknown tenant "${values.tenant}" (known: ${known})`)
  process.exit(1)
}

const env = readEnv()
const file = join(env.DATA_DIR, DATABASE_FILE_NAME)
const { db, close } = openDatabase(file)
try {
  applyMigrations(db)
  for (const definition of pickDefinitions()) {
    if (!values.reset && hasTenantData(db, definition)) {
      console.log(`${definition.slug}: has data, left alone (add --reset to re-seed)`)
      continue
    }
    const started = performance.now()
    seedTenant(db, definition, env.SEED_NOW ?? new Date())
    console.log(
      `${definition.slug}: seeded in ${Math.round(performance.now() - started)} ms (${file})`,
    )
  }
} finally {
  close()
}
