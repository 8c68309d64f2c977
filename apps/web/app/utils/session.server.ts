import { redirect } from 'react-router'

import {
  SESSION_COOKIE,
  SESSION_COOKIES,
  SIGNED_IN_HINT_COOKIE,
} from '@fieldhouse/domain/staff-session'
import type { StaffUser } from '@fieldhouse/provider-client/auth'

import { loginReturnPath } from '~/paths/login'

import { getSiteUrl } from './env.server'
import { unavailable } from './loaded'
import { getCookies } from './page-contract'
import { provider } from './provider.server'

// A signed-in editor's session (docs/decisions/019). The cookie holds the provider's token as it
// was given: the provider is the one judge of it, so a forged, tampered or expired token is a
// 401 there and the visitor is treated as signed out. The token goes only to the provider's
// staff endpoints (Auth/*, Hidden/*), never into a page, a log line or the response cache.
// A token is 32 random bytes in base64url; anything else is not sent to the provider at all.
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/

export type Staff = { token: string; user: StaffUser }

type SetCookies = [name: 'Set-Cookie', value: string][]

function cookieAttributes(maxAgeSeconds: number, httpOnly: boolean): string {
  const secure = getSiteUrl().startsWith('https:') ? '; Secure' : ''
  return `Path=/; Max-Age=${maxAgeSeconds}${httpOnly ? '; HttpOnly' : ''}; SameSite=Lax${secure}`
}

function sessionCookies(token: string, hint: string, maxAgeSeconds: number): SetCookies {
  return [
    ['Set-Cookie', `${SESSION_COOKIE}=${token}; ${cookieAttributes(maxAgeSeconds, true)}`],
    // The header's sign-out reads this one in the browser (SIGNED_IN_HINT_COOKIE).
    ['Set-Cookie', `${SIGNED_IN_HINT_COOKIE}=${hint}; ${cookieAttributes(maxAgeSeconds, false)}`],
  ]
}

/** The headers of a new session, living as long as the provider's token. */
export function toSessionCookies(token: string, expiresAt: Date, now = Date.now()): SetCookies {
  return sessionCookies(token, '1', Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000)))
}

/** The headers that end a session in the browser. */
export function toClearedSessionCookies(): SetCookies {
  return sessionCookies('', '', 0)
}

/** The session token the request carries, when it has the shape of one. */
export function getSessionToken(request: Request): string | null {
  const token = getCookies(request, SESSION_COOKIES)[SESSION_COOKIE]
  return token && TOKEN.test(token) ? token : null
}

/** Who is signed in, or null (no cookie, or the provider no longer knows the token). */
export async function getStaff(request: Request): Promise<Staff | null> {
  const token = getSessionToken(request)
  if (!token) return null
  const session = await provider.getStaffSession(token, { signal: request.signal })
  if (session.status === 'ok') return { token, user: session.value.user }
  if (session.status === 'unavailable') throw unavailable()
  return null
}

/**
 * The page's own address, for `returnTo`. A client-side navigation asks for the page's data at
 * `{path}.data` (`/_root.data` for `/`) with React Router's `_routes` parameter, and the request
 * reaches the loader as it came (react-router.config.ts): the address is the page's, not that.
 */
export function getReturnPath(request: Request): string {
  const url = new URL(request.url)
  let path = url.pathname
  if (path.endsWith('.data')) path = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length)
  // The whole query is the page's (the loader's own parameters included), less the router's.
  const query = new URLSearchParams(url.search)
  query.delete('_routes')
  query.delete('index')
  return query.size > 0 ? `${path}?${query}` : path
}

/**
 * The editor a private page is for. Not signed in (or the session ended): a redirect to the
 * sign-in form that comes back here, clearing a cookie the provider no longer accepts.
 */
export async function requireStaff(request: Request): Promise<Staff> {
  const staff = await getStaff(request)
  if (staff) return staff
  throw signInFirst(request)
}

/** The redirect to sign in again, for a loader whose provider call answered 'signed-out'. */
export function signInFirst(request: Request): Response {
  const headers = getSessionToken(request) ? toClearedSessionCookies() : undefined
  return redirect(loginReturnPath(getReturnPath(request)), { status: 303, headers })
}
