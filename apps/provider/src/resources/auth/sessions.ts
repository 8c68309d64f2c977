import { createHash, randomBytes } from 'node:crypto'
import { and, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sameTenantRow } from '../../db/tenant-rows'
import { staffAccounts, staffSessions } from '../../db/schema-accounts'
import type { StaffAccountRow } from './accounts'

// A session lasts one working day; signing in again starts a new one.
export const SESSION_LENGTH_MS = 8 * 60 * 60 * 1000

// 32 random bytes in base64url: always 43 characters of this alphabet. Anything else in an
// Authorization header is refused before the database is asked.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const BEARER_PATTERN = /^Bearer +(\S+) *$/i

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

// Only this is stored, so a copy of the database cannot be used to sign in.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

// The token of `Authorization: Bearer <token>`, or null when absent or malformed.
export function readBearer(header: string | undefined): string | null {
  const token = header === undefined ? undefined : BEARER_PATTERN.exec(header)?.[1]
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : null
}

export type StaffSession = { account: StaffAccountRow; expiresAt: string }

export function createSession(
  db: Db,
  tenantId: number,
  accountId: number,
  now: Date,
): { token: string; expiresAt: string } {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + SESSION_LENGTH_MS).toISOString()
  db.insert(staffSessions)
    .values({
      tenantId,
      tokenHash: hashToken(token),
      accountId,
      expiresAt,
      createdAt: now.toISOString(),
    })
    .run()
  return { token, expiresAt }
}

// The live session of a token: unknown, another tenant's and expired tokens find nothing.
export function findSession(
  db: Db,
  tenantId: number,
  token: string,
  now: Date,
): StaffSession | undefined {
  const row = db
    .select({ account: staffAccounts, expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .innerJoin(
      staffAccounts,
      sameTenantRow(staffAccounts, staffSessions.tenantId, staffSessions.accountId),
    )
    .where(and(eq(staffSessions.tenantId, tenantId), eq(staffSessions.tokenHash, hashToken(token))))
    .get()
  // ISO instants in UTC compare correctly as strings.
  return row && row.expiresAt > now.toISOString() ? row : undefined
}

export function deleteSession(db: Db, tenantId: number, token: string): void {
  db.delete(staffSessions)
    .where(and(eq(staffSessions.tenantId, tenantId), eq(staffSessions.tokenHash, hashToken(token))))
    .run()
}

// Housekeeping on each sign-in, so expired rows do not pile up.
export function deleteExpiredSessions(db: Db, tenantId: number, now: Date): void {
  db.delete(staffSessions)
    .where(
      and(eq(staffSessions.tenantId, tenantId), lte(staffSessions.expiresAt, now.toISOString())),
    )
    .run()
}
