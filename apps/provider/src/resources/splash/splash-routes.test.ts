import { SplashResponseSchema } from '@fieldhouse/contract/splash'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { makeTestApp, openTestApp } from '../../test-support/make-test-app'
import { bearer, signInAsEditor } from '../../test-support/staff-session'

const provider = openTestApp()

// The preview (/Hidden/Splash) needs a signed-in editor (resources/auth).
const token = await signInAsEditor(provider.app)

async function splashId(path: string) {
  const headers = path.includes('/Hidden/') ? bearer(token) : {}
  const response = await provider.get(path, { headers })
  if (response.status === 204) return null
  return SplashResponseSchema.parse(await response.json()).data.id
}

// Seed: splash 1 for the featured sport (10) runs 2020-2099; splash 2 is site-wide from 2098.
test.each([
  ['/api/v2/Splash/10', 1],
  ['/api/v2/Splash/11', null],
  ['/api/v2/Splash/0', null],
  ['/api/v2/Splash?splashId=1', 1],
  ['/api/v2/Splash?splashId=2', null],
  ['/api/v2/Hidden/Splash?splashId=2&t=1700000000', 2],
  ['/api/v2/Hidden/Splash?sport=10', 1],
  ['/api/v2/Hidden/Splash?sport=football', 1],
  ['/api/v2/Hidden/Splash?sport=0', 2],
  ['/api/v2/Hidden/Splash?sport=nope', null],
])('%s gives splash %s', async (path, expected) => {
  expect(await splashId(path)).toBe(expected)
})

test.each(['/api/v2/Hidden/Splash?splashId=2', '/api/v2/Hidden/Splash'])(
  '%s without a signed-in editor is a 401',
  async (path) => {
    expect((await provider.get(path)).status).toBe(401)
  },
)

test('the site-wide splash shows once its start date has come', async () => {
  const later = makeTestApp({ now: () => new Date('2098-10-01T12:00:00') })
  try {
    const body = SplashResponseSchema.parse(await later.getJson('/api/v2/Splash/0'))
    expect(body.data).toMatchObject({ id: 2, video: { youTube: 'dQw4w9WgXcQ' } })
  } finally {
    later.close()
  }
})

test('a click is recorded for a known splash and refused for an unknown one', async () => {
  const read = () =>
    provider.db.get(sql`select clicks from splashes where tenant_id = 1 and id = 1`)
  expect(read()).toEqual({ clicks: 0 })
  expect(await provider.getJson('/api/v2/Splash/click/1')).toEqual({ ok: true })
  expect(read()).toEqual({ clicks: 1 })
  expect((await provider.get('/api/v2/Splash/click/77')).status).toBe(404)
})
