import { expect, test } from 'vitest'

import { getReturnPath, loginPath } from './session.server'

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
  expect(loginPath('/hidden/sports/football/roster?sort=name')).toBe(
    '/login?returnTo=%2Fhidden%2Fsports%2Ffootball%2Froster%3Fsort%3Dname',
  )
})
