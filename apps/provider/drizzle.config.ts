import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'sqlite',
  // schema.ts re-exports every published area (schema-site, -content, -people, -teams, -games).
  schema: ['./src/db/schema.ts', './src/db/schema-accounts.ts'],
  out: './src/db/migrations',
})
