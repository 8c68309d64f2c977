import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { createPathClassifier } from './cache-key'
import { Page, childRoute } from './test-route-table'
import { createFrontDoor } from './front-door'
import { createPageCache } from './page-cache'

// The page contract at the front door (app/utils/page-contract.ts): a public page is rendered
// from its path and declared parameters with no visitor's cookie but the shell's dismissals; a
// private page is rendered for each request with its declared cookies only and never stored.

const route = (id: string, path: string | undefined, module: object) =>
  childRoute(id, path, { default: Page, ...module })
const routes: ServerBuild['routes'] = {
  root: route('root', '', {}),
  'sport-home': route('sport-home', 'sports/:slug', {}),
  login: route('login', 'login', {
    handle: { access: 'private', cookies: ['fh_session'], query: ['returnTo'] },
  }),
}

const rendered: Request[] = []
const pages = createPageCache({ freshMs: 60_000, staleWhileRevalidateMs: 0, maxEntries: 10 })
let server: Server
let origin: string

beforeAll(async () => {
  const frontDoor = createFrontDoor({
    fallback: (_req, res) => res.writeHead(599).end(),
    isServerPath: () => false,
    classify: createPathClassifier(routes),
    renderPage: async (request) => {
      rendered.push(request)
      return {
        status: 200,
        headers: [
          ['content-type', 'text/html; charset=utf-8'],
          ['cache-control', 'public, max-age=0, s-maxage=60'],
        ],
        body: Buffer.from(`<p>${request.headers.get('cookie') ?? 'no cookie'}</p>`),
      }
    },
    pages,
    templates: null,
    getShownAlertIds: async () => [7],
    siteUrl: 'http://site.test',
  })
  server = createServer(frontDoor)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const VISITOR_COOKIES = 'fh_session=abc123abc123abc123abc123; tracker=xyz; alerts_dismissed=7.9'

test('a private page is rendered for each request with its declared cookies, and never stored', async () => {
  rendered.length = 0
  for (let i = 0; i < 2; i++) {
    const response = await fetch(`${origin}/login?returnTo=%2Fx&utm_source=y`, {
      headers: { cookie: VISITOR_COOKIES },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('x-page-cache')).toBeNull()
  }
  expect(rendered).toHaveLength(2)
  expect(rendered[0]?.url).toBe('http://site.test/login?returnTo=%2Fx')
  expect(rendered[0]?.headers.get('cookie')).toBe(
    'fh_session=abc123abc123abc123abc123; alerts_dismissed=7.9',
  )
  expect(pages.size).toBe(0)
})

test('a public page never sees a cookie but the shell dismissals that matter, and is stored', async () => {
  rendered.length = 0
  const first = await fetch(`${origin}/sports/football`, { headers: { cookie: VISITOR_COOKIES } })
  expect(first.headers.get('x-page-cache')).toBe('MISS')
  expect(await first.text()).toBe('<p>alerts_dismissed=7</p>')
  const plain = await fetch(`${origin}/sports/football`, {
    headers: { cookie: 'fh_session=other' },
  })
  expect(await plain.text()).toBe('<p>no cookie</p>')
  expect(rendered.map((request) => request.headers.get('cookie'))).toEqual([
    'alerts_dismissed=7',
    null,
  ])
  expect(pages.size).toBe(2)
  const again = await fetch(`${origin}/sports/football`, {
    headers: { cookie: 'fh_session=third' },
  })
  expect(again.headers.get('x-page-cache')).toBe('HIT')
  expect(rendered).toHaveLength(2)
})

test('a public route that declares a cookie is refused when the server starts', () => {
  const bad = { ...routes, oops: route('oops', 'oops', { handle: { cookies: ['fh_session'] } }) }
  expect(() => createPathClassifier(bad)).toThrow(/declares cookies \(fh_session\) but is public/)
})
