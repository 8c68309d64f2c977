import type { Db } from '../db/client'
import { staffAccounts } from '../db/schema-accounts'
import { hashPasswordSync } from '../resources/auth/passwords'
import type { TenantDefinition } from './tenant-definition'

// One editor per tenant, to sign in to the demo's previews (/login, /hidden/...). The password
// is published in apps/provider/README.md: demo data, never a real secret. Everything but the
// password's random salt is the same on every seed.
export type DemoAccount = { email: string; password: string; displayName: string }

const DEMO_ACCOUNTS: Record<string, DemoAccount> = {
  demo: {
    email: 'editor@northfield-state.example',
    password: 'owls-preview-2026',
    displayName: 'Jordan Avery, Athletics Communications',
  },
  lakeside: {
    email: 'editor@lakeside-tech.example',
    password: 'herons-preview-2026',
    displayName: 'Morgan Lee, Sports Information',
  },
}

export function findDemoAccount(slug: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS[slug]
}

export function seedStaffAccounts(db: Db, definition: TenantDefinition): void {
  const account = findDemoAccount(definition.slug)
  if (!account) return
  db.insert(staffAccounts)
    .values({
      tenantId: definition.tenantId,
      id: 1,
      email: account.email,
      displayName: account.displayName,
      passwordHash: hashPasswordSync(account.password),
    })
    .run()
}
