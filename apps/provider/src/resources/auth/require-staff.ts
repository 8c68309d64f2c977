import type { AuthErrorResponse } from '@fieldhouse/contract/auth'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env'
import { findSession, readBearer, type StaffSession } from './sessions'

export const SIGN_IN_REQUIRED = 'Sign-in required'

// The signed-in editor behind the request's bearer token, or undefined (none, malformed,
// unknown, another tenant's or expired).
export function findRequestSession(c: Context<AppEnv>): StaffSession | undefined {
  const token = readBearer(c.req.header('authorization'))
  return token === null ? undefined : findSession(c.var.db, c.var.tenant.id, token, c.var.now())
}

export function signInRequired(c: Context<AppEnv>): Response {
  c.header('WWW-Authenticate', 'Bearer')
  c.header('Cache-Control', 'no-store')
  const body: AuthErrorResponse = { message: SIGN_IN_REQUIRED }
  return c.json(body, 401)
}

// Every /Hidden/... path (unpublished content) needs a signed-in editor of the tenant. Answers
// are per editor, so nothing on the way may keep them.
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  if (!findRequestSession(c)) return signInRequired(c)
  await next()
  c.header('Cache-Control', 'no-store')
})
