import type { ServerBuild } from 'react-router'
import { expect, test } from 'vitest'

import { createWebServer } from './app'
import { createPathClassifier } from './cache-key'
import { Page, childRoute } from './test-route-table'

// Form posts reach the Hono app (server/app.ts): posts from another site are refused before any
// action runs, a screen's action sees only the cookies its screen declares, and the answer is
// the visitor's alone (docs/decisions/019).

const route = childRoute
const classify = createPathClassifier({
  root: route('root', '', { default: Page }),
  search: route('search', 'search', { default: Page }),
  login: route('login', 'login', {
    default: Page,
    handle: { access: 'private', cookies: ['fh_session'] },
  }),
  beacon: route('beacon', 'beacon', {}),
})

const seen: Request[] = []
const app = createWebServer({
  renderPage: async (request) => {
    seen.push(request)
    return {
      status: 200,
      headers: [
        ['content-type', 'text/plain'],
        ['cache-control', 'public, s-maxage=60'],
      ],
      body: Buffer.from((await request.text()) || 'empty'),
    }
  },
  clientDir: '/nonexistent',
  classify,
  siteUrl: 'https://athletics.example',
})

const post = (path: string, headers: Record<string, string>) =>
  app.request(`http://athletics.example${path}`, {
    method: 'POST',
    headers: {
      host: 'athletics.example',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: 'email=a%40b.example',
  })

test.each([
  ['another origin', { origin: 'https://evil.example' }],
  ['an opaque origin', { origin: 'null' }],
  ['a cross-site fetch without origin', { 'sec-fetch-site': 'cross-site' }],
  ['the same host on another port', { origin: 'https://athletics.example:8443' }],
])('a post from %s is refused with 403 before any action runs', async (_name, headers) => {
  seen.length = 0
  const response = await post('/login', headers)
  expect(response.status).toBe(403)
  expect(await response.text()).toMatch(/sent from another site/)
  expect(seen).toHaveLength(0)
})

test.each([
  ['SITE_URL', { origin: 'https://athletics.example' }],
  ['the host it was sent to', { origin: 'http://athletics.example' }],
  ['a same-origin fetch', { 'sec-fetch-site': 'same-origin' }],
  ['no browser at all', {}],
])('a post from %s reaches the action', async (_name, headers) => {
  const response = await post('/login', headers)
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('email=a%40b.example')
})

test('a post to a private screen sees its declared cookies only and is answered privately', async () => {
  seen.length = 0
  const response = await post('/login', {
    origin: 'https://athletics.example',
    cookie: 'tracker=1; fh_session=token-token-token-token; alerts_dismissed=3',
  })
  expect(seen[0]?.headers.get('cookie')).toBe(
    'fh_session=token-token-token-token; alerts_dismissed=3',
  )
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.get('x-robots-tag')).toBe('noindex')
})

test('a post to a public screen sees no session cookie and its answer is private too', async () => {
  seen.length = 0
  const response = await post('/search', { cookie: 'fh_session=token-token-token-token; x=1' })
  expect(seen[0]?.headers.get('cookie')).toBeNull()
  expect(response.headers.get('cache-control')).toBe('private, no-store')
})

test('a resource route is passed the request as sent', async () => {
  seen.length = 0
  await post('/beacon', { cookie: 'x=1' })
  expect(seen[0]?.headers.get('cookie')).toBe('x=1')
})

test('a body over 64 KB is not read', async () => {
  seen.length = 0
  const response = await app.request('http://athletics.example/login', {
    method: 'POST',
    headers: { host: 'athletics.example', 'content-type': 'application/x-www-form-urlencoded' },
    body: `email=${'a'.repeat(70 * 1024)}`,
  })
  expect(response.status).toBe(413)
  expect(seen).toHaveLength(0)
})
