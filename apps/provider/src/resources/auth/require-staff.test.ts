import { RosterPlayerResourceSchema } from '@fieldhouse/contract/players'
import { RosterResourceSchema } from '@fieldhouse/contract/rosters'
import { SplashResponseSchema } from '@fieldhouse/contract/splash'
import { AuthErrorSchema } from '@fieldhouse/contract/auth'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { makeTestApp } from '../../test-support/make-test-app'
import { bearer, signInAsEditor } from '../../test-support/staff-session'

const START = new Date('2026-09-10T15:00:00.000Z')
let clock = START
const provider = makeTestApp({ now: () => clock })
afterAll(() => provider.close())

let token = ''
beforeAll(async () => {
  token = await signInAsEditor(provider.app)
})

const hiddenGet = (path: string, token: string | null, tenant = 'demo') =>
  provider.get(path, { tenant, headers: token === null ? {} : bearer(token) })

// The demo's football roster (1010) has one hidden newcomer.
const publicRoster = RosterResourceSchema.parse(await provider.getJson('/api/v2/Rosters/1010'))
const hiddenPlayer = publicRoster.players.find((player) => player.hide)
const shownPlayer = publicRoster.players.find((player) => !player.hide)

const HIDDEN_PATHS = [
  '/api/v2/Hidden/Splash?splashId=2',
  '/api/v2/Hidden/rosters/1010',
  `/api/v2/Hidden/players/roster/bio/${hiddenPlayer?.rosterPlayerId}`,
  '/api/v2.1/Hidden/rosters/1010',
  // Refused before the route parses anything, so malformed calls do not tell what exists.
  '/api/v2/Hidden/Splash',
  '/api/v2/Hidden/rosters/abc',
  '/api/v2/HIDDEN/Rosters/1010',
]

test.each(
  HIDDEN_PATHS.flatMap((path) => [
    [path, 'no token', null],
    [path, 'a forged token', 'F'.repeat(43)],
    [path, 'a malformed token', 'short'],
  ]),
)('%s with %s is a 401', async (path, _name, forged) => {
  const response = await hiddenGet(path, forged)
  expect(response.status).toBe(401)
  expect(response.headers.get('www-authenticate')).toBe('Bearer')
  expect(AuthErrorSchema.parse(await response.json())).toEqual({ message: 'Sign-in required' })
})

test.each(HIDDEN_PATHS.slice(0, 4))('%s with an expired token is a 401', async (path) => {
  try {
    clock = new Date('2026-09-10T23:00:00.000Z')
    expect((await hiddenGet(path, token)).status).toBe(401)
  } finally {
    clock = START
  }
})

test.each(HIDDEN_PATHS.slice(0, 4))(
  '%s with a good token is a 200 that nothing keeps, and a 401 on the other tenant',
  async (path) => {
    const response = await hiddenGet(path, token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await hiddenGet(path, token, 'lakeside')).status).toBe(401)
  },
)

test("lakeside's editor reads lakeside's hidden roster, not the demo's with it", async () => {
  const lakeside = await signInAsEditor(provider.app, 'lakeside')
  expect((await hiddenGet('/api/v2/Hidden/rosters/1200', lakeside, 'lakeside')).status).toBe(200)
  expect((await hiddenGet('/api/v2/Hidden/rosters/1200', lakeside)).status).toBe(401)
})

test('the hidden roster is the public roster, hidden players flagged', async () => {
  expect(hiddenPlayer).toBeDefined()
  const body = await (await hiddenGet('/api/v2/Hidden/rosters/1010', token)).json()
  expect(RosterResourceSchema.parse(body)).toEqual(publicRoster)
})

test.each([
  ['/api/v2/Hidden/rosters/999999', 204],
  ['/api/v2/Hidden/rosters/abc', 404],
  ['/api/v2/Hidden/players/roster/bio/999999', 204],
  ['/api/v2/Hidden/players/roster/bio/x1', 404],
])('signed in, %s is a %i', async (path, status) => {
  expect((await hiddenGet(path, token)).status).toBe(status)
})

test('the hidden bio of a hidden entry is the bio the public would get once it is shown', async () => {
  const response = await hiddenGet(
    `/api/v2/Hidden/players/roster/bio/${hiddenPlayer?.rosterPlayerId}`,
    token,
  )
  const bio = RosterPlayerResourceSchema.parse(await response.json())
  expect(bio).toMatchObject({
    rosterPlayerId: hiddenPlayer?.rosterPlayerId,
    hide: true,
    rosterDisplayTitle: publicRoster.displayTitle,
  })
  expect(bio.historicalFields?.map((season) => season.rosterPlayerId)).toContain(
    hiddenPlayer?.rosterPlayerId,
  )
  const publicBio = await provider.get(`/api/v2/Players/roster/bio/${hiddenPlayer?.rosterPlayerId}`)
  expect(publicBio.status).toBe(204)
})

test('the hidden bio of a shown entry is its public bio', async () => {
  const path = `Players/roster/bio/${shownPlayer?.rosterPlayerId}`
  const hidden = await (await hiddenGet(`/api/v2/Hidden/${path}`, token)).json()
  expect(hidden).toEqual(await provider.getJson(`/api/v2/${path}`))
})

test('the hidden splash shows a splash before its start date', async () => {
  const response = await hiddenGet('/api/v2/Hidden/Splash?splashId=2', token)
  expect(SplashResponseSchema.parse(await response.json()).data.id).toBe(2)
})
