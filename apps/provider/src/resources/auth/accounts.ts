import type { StaffUserResource } from '@fieldhouse/contract/auth'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { staffAccounts } from '../../db/schema-accounts'

export type StaffAccountRow = typeof staffAccounts.$inferSelect

// Addresses are compared as typed, without surrounding blanks and in lower case (as stored).
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function findAccountByEmail(
  db: Db,
  tenantId: number,
  email: string,
): StaffAccountRow | undefined {
  return db
    .select()
    .from(staffAccounts)
    .where(
      and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.email, normalizeEmail(email))),
    )
    .get()
}

export function toStaffUser(account: StaffAccountRow): StaffUserResource {
  return { id: account.id, email: account.email, displayName: account.displayName }
}
