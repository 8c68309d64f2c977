import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { tenantId, tenantKey, tenantRef } from './schema-site'

// Staff sign-in (resources/auth): the editors who may see unpublished content under /Hidden/...
// Kept apart from schema.ts, which describes published content.

// `email` is stored lower-case, so the unique index is case-insensitive in effect.
// `password_hash` is self-describing: `scrypt$N$r$p$salt$hash` (resources/auth/passwords.ts).
export const staffAccounts = sqliteTable(
  'staff_accounts',
  {
    tenantId: tenantId(),
    id: integer('id').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
  },
  (t) => [tenantKey(t), uniqueIndex('staff_accounts_email').on(t.tenantId, t.email)],
)

// One signed-in browser. Only the token's SHA-256 is kept, so a copy of the database does not
// hand out live sessions. Times are UTC instants ("…Z"), compared as strings.
export const staffSessions = sqliteTable(
  'staff_sessions',
  {
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    accountId: integer('account_id').notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('staff_sessions_expiry').on(t.tenantId, t.expiresAt),
    tenantRef(t, t.accountId, staffAccounts),
  ],
)
