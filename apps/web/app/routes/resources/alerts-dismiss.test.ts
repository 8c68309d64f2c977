import { expect, test } from 'vitest'

import { action } from './alerts-dismiss'

// Without JavaScript the dismissal form posts here and is sent back to its page: only ever a
// page of this site.
const dismiss = async (returnTo: string) => {
  const body = new URLSearchParams({ alertId: '12', returnTo })
  const request = new Request('http://site.test/alerts/dismiss', { method: 'POST', body })
  return (await action({ request } as Parameters<typeof action>[0])) as Response
}

test.each([
  ['/sports/football', '/sports/football'],
  ['/calendar?month=2026-09', '/calendar?month=2026-09'],
  ['//evil.example/x', '/'],
  ['/\\evil.example', '/'],
  ['https://evil.example/', '/'],
  ['javascript:alert(1)', '/'],
])('a dismissal posted from %j goes back to %j with the cookie set', async (returnTo, location) => {
  const response = await dismiss(returnTo)
  expect(response.status).toBe(302)
  expect(response.headers.get('Location')).toBe(location)
  expect(response.headers.get('Set-Cookie')).toMatch(/^alerts_dismissed=12;/)
})
