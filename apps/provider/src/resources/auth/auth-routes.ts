import {
  SignInRequestSchema,
  type AuthErrorResponse,
  type SignInResponse,
  type StaffSessionResponse,
} from '@fieldhouse/contract/auth'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { findAccountByEmail, toStaffUser } from './accounts'
import { DUMMY_HASH, verifyPassword } from './passwords'
import { findRequestSession, signInRequired } from './require-staff'
import { createSession, deleteExpiredSessions, deleteSession, readBearer } from './sessions'

// POST /Auth/signin, POST /Auth/signout, GET /Auth/session (own design; packages/contract
// auth.ts). A token is sent back only by sign-in and is then a bearer token.

export const INCORRECT_CREDENTIALS = 'Incorrect e-mail or password.'

// The largest body worth reading: two capped fields and their JSON around them.
const MAX_BODY_BYTES = 8 * 1024

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store')

async function readCredentials(c: Context<AppEnv>) {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new ApiError(400, 'Body must be JSON')
  }
  const parsed = SignInRequestSchema.safeParse(body)
  if (!parsed.success) {
    throw new ApiError(400, 'email (up to 254 characters) and password (up to 1024) are required')
  }
  return parsed.data
}

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/auth/signin',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(400, 'Body is too large')
      },
    }),
    async (c) => {
      noStore(c)
      const { db, tenant } = c.var
      const { email, password } = await readCredentials(c)
      const account = findAccountByEmail(db, tenant.id, email)
      // An unknown address costs the same hash as a wrong password and answers the same.
      const matches = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH)
      if (!account || !matches) {
        const body: AuthErrorResponse = { message: INCORRECT_CREDENTIALS }
        return c.json(body, 401)
      }
      const now = c.var.now()
      deleteExpiredSessions(db, tenant.id, now)
      const session = createSession(db, tenant.id, account.id, now)
      const body: SignInResponse = { ...session, user: toStaffUser(account) }
      return c.json(body)
    },
  )
  // Always 204: signing out twice, or with a token that has expired, is not an error.
  .post('/auth/signout', (c) => {
    noStore(c)
    const token = readBearer(c.req.header('authorization'))
    if (token !== null) deleteSession(c.var.db, c.var.tenant.id, token)
    return c.body(null, 204)
  })
  .get('/auth/session', (c) => {
    const session = findRequestSession(c)
    if (!session) return signInRequired(c)
    noStore(c)
    const body: StaffSessionResponse = {
      user: toStaffUser(session.account),
      expiresAt: session.expiresAt,
    }
    return c.json(body)
  })
