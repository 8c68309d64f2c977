import { expect, test } from 'vitest'

import { loginReturnPath } from '~/paths/login'

import { getReturnPath, toClearedSessionCookies, toSessionCookies } from './session.server'

test.each([
  ['http://site.test/hidden/sports/football/roster', '/hidden/sports/football/roster'],
  [
    'http://site.test/hidden/sports/football/roster?sort=name',
    '/hidden/sports/football/roster?sort=name',
  ],
  // A client-side navigation's data request is sent back to the page, not to its data.
  [
    'http://site.test/hidden/sports/football/roster.data?sort=name&_routes=root%2Chidden-roster-list',
    '/hidden/sports/football/roster?sort=name',
  ],
  ['http://site.test/hidden/splash/2.data?_routes=root', '/hidden/splash/2'],
  ['http://site.test/_root.data', '/'],
])('a request for %s comes back to %s after signing in', (url, expected) => {
  expect(getReturnPath(new Request(url))).toBe(expected)
})

test('the sign-in address carries returnTo encoded', () => {
  expect(loginReturnPath('/hidden/sports/football/roster?sort=name')).toBe(
    '/login?returnTo=%2Fhidden%2Fsports%2Ffootball%2Froster%3Fsort%3Dname',
  )
})

test('a session sets the HttpOnly token and a readable signed-in hint, both ended together', () => {
  const expiresAt = new Date(Date.UTC(2026, 11, 12, 20))
  const now = expiresAt.getTime() - 8 * 3600_000
  expect(toSessionCookies('token-token-token-token', expiresAt, now)).toEqual([
    [
      'Set-Cookie',
      'fh_session=token-token-token-token; Path=/; Max-Age=28800; HttpOnly; SameSite=Lax',
    ],
    ['Set-Cookie', 'fh_signed_in=1; Path=/; Max-Age=28800; SameSite=Lax'],
  ])
  expect(toClearedSessionCookies()).toEqual([
    ['Set-Cookie', 'fh_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax'],
    ['Set-Cookie', 'fh_signed_in=; Path=/; Max-Age=0; SameSite=Lax'],
  ])
})
