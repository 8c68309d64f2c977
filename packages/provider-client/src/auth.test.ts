import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import type { Authorized } from './auth'
import { type ProviderClient } from './client'
import { emptyResponse, hangUntilAborted, jsonResponse } from './fake-fetch'
import { wirePlayer, wireRoster } from './rosters-fixtures'

const TOKEN = 'qL3x0nZ8yW2mJb7vT5rK1cHs9dF4gA6eU0pO2iY8wE4'
const user = { id: 1, email: 'editor@northfield-state.example', displayName: 'Jordan Avery' }
const EDITOR = { email: 'editor@northfield-state.example', password: 'owls-preview-2026' }

const setup = (handler: TestHandler, timeoutMs?: number) => createTestClient(handler, { timeoutMs })

test('sign-in posts the credentials as JSON and maps the session', async () => {
  const { client, requests } = setup(async () =>
    jsonResponse({ token: TOKEN, expiresAt: '2026-09-10T23:00:00.000Z', user: { ...user, x: 1 } }),
  )
  expect(await client.signIn({ ...EDITOR, extra: 'dropped' } as typeof EDITOR)).toEqual({
    status: 'ok',
    value: { token: TOKEN, expiresAt: new Date('2026-09-10T23:00:00.000Z'), user },
  })
  expect(requests).toHaveLength(1)
  const [request] = requests
  expect(request?.method).toBe('POST')
  expect(request?.url.href).toBe('http://p.test/api/v2/Auth/signin')
  expect(request?.headers.get('content-type')).toBe('application/json')
  expect(request?.headers.get('tenant')).toBe('demo')
  expect(request?.headers.has('authorization')).toBe(false)
  expect(JSON.parse(request?.body ?? '')).toEqual(EDITOR)
})

test.each<[string, () => Response, string, number]>([
  ['401', () => jsonResponse({ message: 'Incorrect e-mail or password.' }, 401), 'rejected', 0],
  ['400', () => jsonResponse({ error: { status: 400 } }, 400), 'invalid', 1],
  ['500', () => emptyResponse(500), 'unavailable', 1],
  ['503', () => emptyResponse(503), 'unavailable', 1],
  ['garbage', () => new Response('<html>', { status: 200 }), 'unavailable', 1],
  ['a body without a token', () => jsonResponse({ user }), 'unavailable', 1],
  ['204', () => emptyResponse(204), 'unavailable', 0],
])('sign-in answered %s is %s, sent once, logged %i times', async (_, response, status, logged) => {
  const { client, requests, logger } = setup(async () => response())
  expect(await client.signIn(EDITOR)).toEqual({ status })
  // A request with a body is never retried (SPEC 7), not even after a 503.
  expect(requests).toHaveLength(1)
  expect(logger.records).toHaveLength(logged)
  // Nothing the editor typed reaches the log.
  expect(JSON.stringify(logger.records)).not.toContain(EDITOR.password)
})

test('sign-in is not retried after a network error either', async () => {
  const { client, requests } = setup(async () => {
    throw new TypeError('fetch failed')
  })
  expect(await client.signIn(EDITOR)).toEqual({ status: 'unavailable' })
  expect(requests).toHaveLength(1)
})

test('a sign-in that outlives the timeout is unavailable', async () => {
  const { client, logger } = setup(async (_, signal) => hangUntilAborted(signal), 30)
  expect(await client.signIn(EDITOR)).toEqual({ status: 'unavailable' })
  expect(logger.records[0]?.obj.err).toMatchObject({ name: 'TimeoutError' })
})

test.each([
  ['an empty e-mail', { ...EDITOR, email: ' ' }],
  ['an empty password', { ...EDITOR, password: '' }],
  ['a password over 1024 characters', { ...EDITOR, password: 'x'.repeat(1025) }],
  ['an e-mail over 254 characters', { ...EDITOR, email: `${'a'.repeat(250)}@x.example` }],
])('sign-in with %s is invalid without a call', async (_, credentials) => {
  const { client, requests } = setup(async () => emptyResponse(500))
  expect(await client.signIn(credentials)).toEqual({ status: 'invalid' })
  expect(requests).toEqual([])
})

test.each<[string, () => Response, string]>([
  ['204', () => emptyResponse(204), 'ok'],
  ['401 (already signed out)', () => jsonResponse({ message: 'Sign-in required' }, 401), 'ok'],
  ['500', () => emptyResponse(500), 'unavailable'],
])('sign-out answered %s is %s, sent once with the token', async (_, response, status) => {
  const { client, requests } = setup(async () => response())
  expect(await client.signOut(TOKEN)).toEqual({ status })
  expect(requests).toHaveLength(1)
  expect(requests[0]?.method).toBe('POST')
  expect(requests[0]?.url.pathname).toBe('/api/v2/Auth/signout')
  expect(requests[0]?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
})

const session = { user, expiresAt: '2026-09-10T23:00:00.000Z' }
const wireBio = wirePlayer(7, { hide: true, bio: '<p>New this year.</p>' })

// Every call that takes a token, with a body it would accept.
const authorizedCalls: [
  string,
  (c: ProviderClient) => Promise<Authorized<unknown>>,
  string,
  unknown,
][] = [
  ['getStaffSession', (c) => c.getStaffSession(TOKEN), '/api/v2/Auth/session', session],
  [
    'loadHiddenRoster',
    (c) => c.loadHiddenRoster(1010, TOKEN),
    '/api/v2/Hidden/rosters/1010',
    wireRoster,
  ],
  [
    'loadHiddenPlayerBio',
    (c) => c.loadHiddenPlayerBio(7, TOKEN),
    '/api/v2/Hidden/players/roster/bio/7',
    wireBio,
  ],
  [
    'getHiddenSplash',
    (c) => c.getHiddenSplash({ splashId: 2 }, TOKEN),
    '/api/v2/Hidden/Splash',
    { data: { id: 2, title: 'Preview', startDate: '2098-10-01T00:00:00' } },
  ],
]

test.each(authorizedCalls)(
  '%s sends the token to %s, uncached, and maps the body',
  async (_, call, path, body) => {
    const { client, requests } = setup(async () => jsonResponse(body))
    const first = await call(client)
    await call(client)
    expect(first.status).toBe('ok')
    // A response belongs to one editor: never kept in the shared response cache.
    expect(requests).toHaveLength(2)
    for (const request of requests) {
      expect(request.url.pathname).toBe(new URL(`http://p.test${path}`).pathname)
      expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
    }
  },
)

test.each(authorizedCalls)('%s answered 401 is signed-out, not logged', async (_, call) => {
  const { client, logger } = setup(async () => jsonResponse({ message: 'Sign-in required' }, 401))
  expect(await call(client)).toEqual({ status: 'signed-out' })
  expect(logger.records).toEqual([])
})

test.each(authorizedCalls)('%s answered 500 or garbage is unavailable, logged', async (_, call) => {
  for (const response of [emptyResponse(500), new Response('{', { status: 200 })]) {
    const { client, logger } = setup(async () => response)
    expect(await call(client)).toEqual({ status: 'unavailable' })
    expect(logger.records).toHaveLength(1)
    expect(JSON.stringify(logger.records)).not.toContain(TOKEN)
  }
})

test.each(authorizedCalls)('%s that outlives the timeout is unavailable', async (_, call) => {
  const { client } = setup(async (_request, signal) => hangUntilAborted(signal), 30)
  expect(await call(client)).toEqual({ status: 'unavailable' })
})

test('a bearer GET is retried once like any GET (it has no body)', async () => {
  let calls = 0
  const { client } = setup(async () => (++calls === 1 ? emptyResponse(503) : jsonResponse(session)))
  expect((await client.getStaffSession(TOKEN)).status).toBe('ok')
  expect(calls).toBe(2)
})

test.each([
  ['loadHiddenRoster', (c: ProviderClient) => c.loadHiddenRoster(9, TOKEN)],
  ['loadHiddenPlayerBio', (c: ProviderClient) => c.loadHiddenPlayerBio(9, TOKEN)],
  ['getHiddenSplash', (c: ProviderClient) => c.getHiddenSplash({ splashId: 9 }, TOKEN)],
])('%s answered 204 or 404 is missing', async (_, call) => {
  for (const status of [204, 404]) {
    const { client } = setup(async () => emptyResponse(status))
    expect(await call(client)).toEqual({ status: 'missing' })
  }
})

test('the hidden roster and bio map to the public entities', async () => {
  const { client } = setup(async (request) =>
    jsonResponse(request.url.pathname.includes('/bio/') ? wireBio : wireRoster),
  )
  const roster = await client.loadHiddenRoster(1010, TOKEN)
  const publicRoster = await client.loadRoster(1010)
  expect(roster).toEqual(publicRoster)
  const bio = await client.loadHiddenPlayerBio(7, TOKEN)
  expect(bio).toMatchObject({ status: 'ok', value: { hide: true, bio: '<p>New this year.</p>' } })
})

test('a token that cannot be a header is signed-out without a call', async () => {
  const { client, requests } = setup(async () => jsonResponse(session))
  expect(await client.getStaffSession('bad\ntoken')).toEqual({ status: 'signed-out' })
  expect(await client.getStaffSession('')).toEqual({ status: 'signed-out' })
  expect(requests).toEqual([])
})

test('the token goes only with the calls that are given it', async () => {
  const { client, requests } = setup(async (request) =>
    request.url.pathname === '/api/v2/Auth/session' ? jsonResponse(session) : jsonResponse([]),
  )
  await client.getStaffSession(TOKEN)
  await client.getSports()
  await client.getActiveAlerts()
  await client.getNavigation()
  const sent = requests.map((r) => [r.url.pathname, r.headers.get('authorization')])
  expect(sent).toEqual([
    ['/api/v2/Auth/session', `Bearer ${TOKEN}`],
    ['/api/v2/Sports', null],
    ['/api/v2/Alert/active', null],
    ['/api/v2/navigation', null],
  ])
})

test('a 401 to a public call stays a failure of the provider', async () => {
  const { client, logger } = setup(async () => emptyResponse(401))
  expect(await client.loadRoster(1010)).toEqual({ status: 'unavailable' })
  expect(logger.records).toHaveLength(1)
})
