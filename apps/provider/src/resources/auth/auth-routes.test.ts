import {
  AuthErrorSchema,
  SignInResponseSchema,
  StaffSessionResponseSchema,
} from '@fieldhouse/contract/auth'
import { ErrorEnvelopeSchema } from '@fieldhouse/contract/errors'
import { sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { makeTestApp } from '../../test-support/make-test-app'
import { bearer, postJson, signInAsEditor } from '../../test-support/staff-session'

const START = new Date('2026-09-10T15:00:00.000Z')
let clock = START
const provider = makeTestApp({ now: () => clock })
afterAll(() => provider.close())

const EDITOR = { email: 'editor@northfield-state.example', password: 'owls-preview-2026' }

const signIn = (body: unknown, tenant = 'demo') =>
  postJson(provider.app, '/api/v2/Auth/signin', body, { tenant })
const session = (token: string, tenant = 'demo') =>
  provider.get('/api/v2/Auth/session', { tenant, headers: bearer(token) })
const signOut = (headers: Record<string, string>) =>
  postJson(provider.app, '/api/v2/Auth/signout', '', { headers })

test('the demo editor signs in for eight hours and gets a fresh random token', async () => {
  const response = await signIn(EDITOR)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const body = SignInResponseSchema.parse(await response.json())
  expect(body).toEqual({
    token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    expiresAt: '2026-09-10T23:00:00.000Z',
    user: {
      id: 1,
      email: 'editor@northfield-state.example',
      displayName: 'Jordan Avery, Athletics Communications',
    },
  })
  const again = SignInResponseSchema.parse(await (await signIn(EDITOR)).json())
  expect(again.token).not.toBe(body.token)
})

test('the address is matched without case or surrounding blanks', async () => {
  const response = await signIn({ ...EDITOR, email: '  Editor@Northfield-State.EXAMPLE ' })
  expect(response.status).toBe(200)
})

test('only the hash of a token is stored', async () => {
  const { token } = SignInResponseSchema.parse(await (await signIn(EDITOR)).json())
  const rows = provider.db.all<{ token_hash: string }>(sql`select token_hash from staff_sessions`)
  expect(rows.length).toBeGreaterThan(0)
  expect(rows.some((row) => row.token_hash.includes(token))).toBe(false)
  expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true)
})

test.each([
  ['a wrong password', { ...EDITOR, password: 'owls-preview-2025' }],
  ['an unknown address', { ...EDITOR, email: 'nobody@northfield-state.example' }],
  [
    "the other tenant's editor",
    { email: 'editor@lakeside-tech.example', password: 'herons-preview-2026' },
  ],
])('%s gets the same 401', async (_name, body) => {
  const response = await signIn(body)
  expect(response.status).toBe(401)
  expect(AuthErrorSchema.parse(await response.json())).toEqual({
    message: 'Incorrect e-mail or password.',
  })
})

// An unknown address is hashed against a dummy, so it cannot answer faster than a hash takes
// (the lower bound holds however loaded the machine is).
test('an unknown address costs a password hash like a wrong password', async () => {
  const timed = async (body: unknown) => {
    const started = performance.now()
    expect((await signIn(body)).status).toBe(401)
    return performance.now() - started
  }
  const unknown = await timed({ ...EDITOR, email: 'nobody@northfield-state.example' })
  const wrong = await timed({ ...EDITOR, password: 'wrong' })
  expect(unknown).toBeGreaterThan(10)
  expect(wrong).toBeGreaterThan(10)
})

test.each([
  ['malformed JSON', '{"email":'],
  ['a JSON string', '"hello"'],
  ['no password', { email: EDITOR.email }],
  ['no e-mail', { password: EDITOR.password }],
  ['an empty password', { ...EDITOR, password: '' }],
  ['a number for the e-mail', { ...EDITOR, email: 42 }],
  ['an e-mail over 254 characters', { ...EDITOR, email: `${'a'.repeat(240)}@northfield.example` }],
  ['a password over 1024 characters', { ...EDITOR, password: 'x'.repeat(1025) }],
  ['a body over 8 KB', { ...EDITOR, padding: 'x'.repeat(20_000) }],
])('%s is a 400 with an error envelope', async (_name, body) => {
  const response = await signIn(body)
  expect(response.status).toBe(400)
  ErrorEnvelopeSchema.parse(await response.json())
})

test('a password of exactly 1024 characters is checked (and wrong)', async () => {
  expect((await signIn({ ...EDITOR, password: 'x'.repeat(1024) })).status).toBe(401)
})

test('the session names the editor until it expires', async () => {
  clock = START
  const token = await signInAsEditor(provider.app)
  const response = await session(token)
  expect(response.status).toBe(200)
  expect(StaffSessionResponseSchema.parse(await response.json())).toEqual({
    user: { id: 1, email: EDITOR.email, displayName: 'Jordan Avery, Athletics Communications' },
    expiresAt: '2026-09-10T23:00:00.000Z',
  })
  try {
    clock = new Date('2026-09-10T22:59:59.999Z')
    expect((await session(token)).status).toBe(200)
    clock = new Date('2026-09-10T23:00:00.000Z')
    expect((await session(token)).status).toBe(401)
  } finally {
    clock = START
  }
})

test('a later sign-in clears sessions that have expired', async () => {
  clock = START
  await signInAsEditor(provider.app)
  const count = () =>
    provider.db.get<{ n: number }>(
      sql`select count(*) n from staff_sessions where expires_at <= '2026-09-11T00:00:00.000Z'`,
    )?.n
  expect(count()).toBeGreaterThan(0)
  try {
    clock = new Date('2026-09-11T00:00:00.000Z')
    await signInAsEditor(provider.app)
    expect(count()).toBe(0)
  } finally {
    clock = START
  }
})

test.each([
  ['no Authorization header', {}],
  ['another scheme', { authorization: 'Basic ZWRpdG9yOm93bHM=' }],
  ['a malformed token', { authorization: 'Bearer not-a-token' }],
  ['an unknown token', bearer('A'.repeat(43))],
])('the session with %s is a 401', async (_name, headers) => {
  const response = await provider.get('/api/v2/Auth/session', { headers })
  expect(response.status).toBe(401)
  expect(response.headers.get('www-authenticate')).toBe('Bearer')
  expect(AuthErrorSchema.parse(await response.json())).toEqual({ message: 'Sign-in required' })
})

test('a token is only good on its own tenant', async () => {
  const token = await signInAsEditor(provider.app, 'lakeside')
  expect((await session(token, 'lakeside')).status).toBe(200)
  expect((await session(token, 'demo')).status).toBe(401)
})

test('signing out ends the session and is a 204 however often it is repeated', async () => {
  const token = await signInAsEditor(provider.app)
  const other = await signInAsEditor(provider.app)
  for (let i = 0; i < 2; i += 1) {
    const response = await signOut(bearer(token))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  }
  expect((await session(token)).status).toBe(401)
  // Another browser's session of the same editor stays.
  expect((await session(other)).status).toBe(200)
})

test.each([
  ['no token', {}],
  ['a malformed token', { authorization: 'Bearer ???' }],
  ['an unknown token', bearer('B'.repeat(43))],
])('signing out with %s is a 204 too', async (_name, headers) => {
  expect((await signOut(headers)).status).toBe(204)
})

test('an expired token signs out with a 204', async () => {
  const token = await signInAsEditor(provider.app)
  try {
    clock = new Date('2026-09-12T00:00:00.000Z')
    expect((await signOut(bearer(token))).status).toBe(204)
  } finally {
    clock = START
  }
})

test('sign-in needs the tenant header like every call', async () => {
  const response = await provider.app.request('/api/v2/Auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  })
  expect(response.status).toBe(400)
})
