import { expect, test } from 'vitest'

import { loader } from './go'

const go = (query: string) => loader({ request: new Request(`http://site.test/go${query}`) })

test.each([
  ['?to=%2Fsports%2Ffootball%2Froster%2F2024-25', '/sports/football/roster/2024-25'],
  ['?to=/sports/football/roster', '/sports/football/roster'],
  [
    '?to=%2Fsports%2Ffootball%2Fschedule%2F2025%3Fview%3Dlist',
    '/sports/football/schedule/2025?view=list',
  ],
])('GET /go%s redirects to %s', (query, location) => {
  const response = go(query)
  expect(response.status).toBe(302)
  expect(response.headers.get('Location')).toBe(location)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
})

test.each([
  ['', 'no target'],
  ['?to=', 'an empty target'],
  ['?to=https%3A%2F%2Fevil.example%2F', 'another site'],
  ['?to=%2F%2Fevil.example%2F', 'a protocol-relative address'],
  ['?to=%2F%5Cevil.example%2F', 'a backslash address'],
  ['?to=sports%2Ffootball', 'a relative path'],
])('GET /go%s is a 400 (%s), never a redirect', async (query) => {
  const response = go(query)
  expect(response.status).toBe(400)
  expect(response.headers.get('Location')).toBeNull()
  expect(await response.text()).toBe('Choose a page of this site.')
})
