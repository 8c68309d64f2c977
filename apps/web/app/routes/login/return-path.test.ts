import { expect, test } from 'vitest'

import { toReturnPath } from './login.server'

// returnTo on /login (docs/decisions/019): a path on this site, or the home page.
test.each([
  ['/hidden/sports/football/roster', '/hidden/sports/football/roster'],
  ['/hidden/sports/football/roster?sort=name', '/hidden/sports/football/roster?sort=name'],
  ['/sports/../hidden/splash/2', '/hidden/splash/2'],
  [null, '/'],
  ['', '/'],
  ['//evil.example/steal', '/'],
  ['/\\evil.example', '/'],
  ['\\\\evil.example', '/'],
  ['https://evil.example/', '/'],
  ['javascript:alert(1)', '/'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  [' /hidden', '/'],
  ['/\t/evil.example', '/'],
  ['/login', '/'],
  ['/login?returnTo=/x', '/'],
  ['/logout', '/'],
  ['/login-help', '/login-help'],
])('returnTo %j goes to %j', (value, expected) => {
  expect(toReturnPath(value)).toBe(expected)
})
