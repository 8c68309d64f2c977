import { ErrorEnvelopeSchema } from '@fieldhouse/contract/errors'
import { expect, test } from 'vitest'
import { makeTestApp, openTestApp } from './test-support/make-test-app'
import { bearer, signInAsEditor } from './test-support/staff-session'

const provider = openTestApp()

async function expectEnvelope(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toContain('application/json')
  const text = await response.text()
  expect(text).not.toMatch(/at .+\.ts:\d+|Error:/)
  return ErrorEnvelopeSchema.parse(JSON.parse(text))
}

test.each([
  ['missing tenant header', null, 'Missing tenant header'],
  ['unknown tenant', 'abc', 'Unknown tenant'],
])('a call with %s gets 400', async (_name, tenant, message) => {
  const envelope = await expectEnvelope(await provider.get('/api/v2/Sports', { tenant }), 400)
  expect(envelope.error.message).toBe(message)
})

test.each([
  ['/api/v2/Splash/a', 404],
  ['/api/v2/Sports/a', 404],
  ['/api/v2/Splash/click/a', 404],
  ['/api/v2/promotions/home_hero/a', 404],
  ['/api/v2/navigation/sub?sportId=a', 400],
  ['/api/v2/Takeovers?sportId=x1', 400],
  ['/api/v2/Splash?splashId=a', 400],
  ['/api/v2/promotions/counter?adIds=1,b', 400],
  ['/api/v2/promotions/counter', 400],
  ['/api/v2/promotions/home_multi?$pageSize=abc', 400],
  ['/api/v2/NoSuchThing', 404],
  ['/api/v3/Sports', 404],
  ['/nowhere', 404],
])('GET %s answers %i with an error envelope', async (path, status) => {
  await expectEnvelope(await provider.get(path), status)
})

test('a signed-in editor asking /Hidden/Splash for nothing gets a 400 envelope', async () => {
  const headers = bearer(await signInAsEditor(provider.app))
  await expectEnvelope(await provider.get('/api/v2/Hidden/Splash', { headers }), 400)
})

test.each([
  '/api/v2/Sports/9999',
  '/api/v2/Splash/0',
  '/api/v2/Splash?splashId=2',
  '/api/v2/promotions/no_such_location',
  '/api/v2/promotions/retired_slot',
  '/api/v2/promotions/home_multi?$pageIndex=5',
])('GET %s answers 204 with an empty body', async (path) => {
  const response = await provider.get(path)
  expect(response.status).toBe(204)
  expect(await response.text()).toBe('')
})

test.each([
  ['/api/v2/Sports', '/api/v2/sports'],
  ['/api/v2/SPORTS', '/api/v2/sports'],
  ['/API/V2/Navigation', '/api/v2/navigation'],
  ['/api/v2/Analytics/Settings', '/api/v2/analytics/settings'],
  ['/api/v2.1/Sports', '/api/v2/sports'],
  ['/api/v2/navigation/sub?SportId=10', '/api/v2/navigation/sub?sportId=10'],
  ['/api/v2/promotions/HOME_MULTI?$PAGESIZE=2', '/api/v2/promotions/home_multi?$pageSize=2'],
])('%s answers like %s', async (variant, canonical) => {
  const [a, b] = await Promise.all([provider.get(variant), provider.get(canonical)])
  expect(a.status).toBe(200)
  expect(await a.json()).toEqual(await b.json())
})

test('the tenant header is matched case-insensitively', async () => {
  expect((await provider.get('/api/v2/Sports', { tenant: 'DEMO' })).status).toBe(200)
})

test('a caller-supplied x-request-id is echoed and used in the error envelope', async () => {
  const response = await provider.get('/api/v2/nope', { headers: { 'x-request-id': 'abc-123' } })
  expect(response.headers.get('x-request-id')).toBe('abc-123')
  expect((await expectEnvelope(response, 404)).error.requestId).toBe('abc-123')
})

test('an unusable x-request-id is replaced by a generated one', async () => {
  const response = await provider.get('/api/v2/Sports', { headers: { 'x-request-id': 'a b<c>' } })
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
})

test('health reports ok while the database answers', async () => {
  const response = await provider.get('/health', { tenant: null })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
})

test('a broken database gives 503 on health and a bare 500 elsewhere, logged with the request id', async () => {
  const broken = makeTestApp()
  broken.closeDatabase()
  try {
    const health = await broken.get('/health')
    expect(health.status).toBe(503)
    expect(await health.json()).toEqual({ status: 'error', database: 'error' })

    const response = await broken.get('/api/v2/Sports', { headers: { 'x-request-id': 'req-500' } })
    const envelope = await expectEnvelope(response, 500)
    expect(envelope.error).toEqual({ status: 500, message: 'Internal error', requestId: 'req-500' })
    expect(
      broken.logs.some((line) => line.msg === 'request failed' && line.requestId === 'req-500'),
    ).toBe(true)
  } finally {
    broken.close()
  }
})
