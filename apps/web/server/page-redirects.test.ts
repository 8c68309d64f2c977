import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'

import { createPathClassifier } from './cache-key'
import { createFrontDoor } from './front-door'
import { createPageCache } from './page-cache'
import { Page, childRoute } from './test-route-table'

// The provider's rules before every page (docs/decisions/033) at the front door: looked up
// before the page cache, for GET/HEAD pages only; a client navigation's data request goes on
// to React Router, whose root loader answers it with the same redirect.

const routes: ServerBuild['routes'] = {
  root: childRoute('root', '', { default: Page }),
  'sport-home': childRoute('sport-home', 'sports/:slug', { default: Page }),
  login: childRoute('login', 'login', {
    default: Page,
    handle: { access: 'private', cookies: ['fh_session'] },
  }),
  'not-found': childRoute('not-found', '404', { default: Page }),
}

const rendered: string[] = []
const passedOn: string[] = []
const looked: string[] = []
let rules: Record<string, string> = {}
const pages = createPageCache({ freshMs: 60_000, staleWhileRevalidateMs: 0, maxEntries: 10 })
let server: Server
let origin: string

beforeAll(async () => {
  const frontDoor = createFrontDoor({
    fallback: (req, res) => {
      passedOn.push(`${req.method} ${req.url}`)
      res.writeHead(599).end()
    },
    isServerPath: () => false,
    classify: createPathClassifier(routes),
    renderPage: async (request) => {
      rendered.push(new URL(request.url).pathname)
      return {
        status: 200,
        headers: [
          ['content-type', 'text/html; charset=utf-8'],
          ['cache-control', 'public, max-age=0, s-maxage=60'],
        ],
        body: Buffer.from('<p>page</p>'),
      }
    },
    pages,
    templates: null,
    getNotFoundRedirect: async () => null,
    findPageRedirect: (pathname) => {
      looked.push(pathname)
      const location = rules[pathname]
      return location ? { location, status: 302 } : null
    },
    getShownAlertIds: async () => [],
    siteUrl: 'http://site.test',
  })
  server = createServer(frontDoor)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  rendered.length = 0
  passedOn.length = 0
  looked.length = 0
  rules = {}
})

const get = (path: string, method = 'GET') => fetch(origin + path, { method, redirect: 'manual' })

test('a rule on a page that answers comes before the page, and before its cached copy', async () => {
  expect((await get('/sports/football')).status).toBe(200)
  expect((await get('/sports/football')).headers.get('x-page-cache')).toBe('HIT')
  rules = { '/sports/football': '/sports/football-new' }
  for (const method of ['GET', 'HEAD']) {
    const response = await get('/sports/football?utm_source=x', method)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/sports/football-new')
    // The rules change without the site knowing: no cache may keep the redirect.
    expect(response.headers.get('cache-control')).toBe('no-store')
  }
  expect(rendered).toEqual(['/sports/football'])
  expect(looked).toEqual([
    '/sports/football',
    '/sports/football',
    '/sports/football',
    '/sports/football',
  ])
})

test('a private page meets the rules too', async () => {
  rules = { '/login': '/sign-in' }
  const response = await get('/login')
  expect([response.status, response.headers.get('location')]).toEqual([302, '/sign-in'])
  expect(rendered).toEqual([])
})

test("a client navigation's data request is left to React Router, uncached", async () => {
  rules = { '/sports/football': '/sports/football-new' }
  expect((await get('/sports/football.data')).status).toBe(599)
  expect(passedOn).toEqual(['GET /sports/football.data'])
  expect(looked).toEqual(['/sports/football'])
})

test('without a rule the page is answered as before; posts and the 404 page are not looked up', async () => {
  expect((await get('/sports/baseball')).status).toBe(200)
  expect((await get('/404?path=%2Fx')).status).toBe(200)
  await fetch(`${origin}/sports/baseball`, { method: 'POST', body: 'x' })
  expect(looked).toEqual(['/sports/baseball'])
  expect(passedOn).toEqual(['POST /sports/baseball'])
})
