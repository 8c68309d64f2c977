import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import type * as ReactRouter from 'react-router'
import { expect, test, vi } from 'vitest'

import {
  createPathClassifier,
  indexByFirstSegment,
  keepQueryFlags,
  toCanonicalQuery,
  toPagePath,
} from './cache-key'

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module']

const Page = () => null
const route = (id: string, parentId: string | undefined, path?: string, module = {}) => ({
  id,
  parentId,
  path,
  index: path === undefined && parentId !== undefined ? true : undefined,
  caseSensitive: undefined,
  module: module as RouteModule,
})

// The shape of the real route table (app/routes.ts): screens, the /404 screen, a resource
// route and the catch-all.
const routes: ServerBuild['routes'] = {
  root: route('root', undefined, '', { default: Page }),
  home: route('home', 'root', undefined, { default: Page }),
  'sport-home': route('sport-home', 'root', 'sports/:slug', { default: Page }),
  search: route('search', 'root', 'search', { default: Page, handle: { query: ['q'] } }),
  'not-found': route('not-found', 'root', '404', { default: Page, handle: { query: ['path'] } }),
  'routes/resources/alerts-dismiss': route(
    'routes/resources/alerts-dismiss',
    'root',
    'alerts/dismiss',
  ),
  'routes/resources/splat': route('routes/resources/splat', 'root', '*'),
}

test.each([
  ['/', { kind: 'page', query: [] }],
  ['/sports/football', { kind: 'page', query: [] }],
  ['/search', { kind: 'page', query: ['q'] }],
  ['/404', { kind: 'not-found' }],
  ['/alerts/dismiss', { kind: 'other' }],
  ['/sports/football/roster/x', { kind: 'unknown' }],
  ['/nothing-here', { kind: 'unknown' }],
  // Served outside the application: the catch-all's loader answers them, never cached.
  ['/watch', { kind: 'other' }],
  ['/gameday/football/2026', { kind: 'other' }],
  ['/watchlist', { kind: 'unknown' }],
])('%s is %j', (path, expected) => {
  expect(createPathClassifier(routes)(path)).toEqual(expected)
})

// The addresses answered before React Router (app/endpoints) are never cached pages, even where
// only the catch-all would match them.
test('an endpoint is other', () => {
  const classify = createPathClassifier(routes, (pathname) => pathname === '/robots.txt')
  expect(classify('/robots.txt')).toEqual({ kind: 'other' })
  expect(classify('/robots.txt.bak')).toEqual({ kind: 'unknown' })
})

test.each([
  ['', ['q'], ''],
  ['?utm_source=a&fbclid=b', [], ''],
  ['?q=ball&utm_source=a', ['q'], '?q=ball'],
  ['?b=2&a=1&c=3', ['b', 'a'], '?a=1&b=2'],
  ['?q=first&q=second', ['q'], '?q=first'],
  ['?q=', ['q'], '?q='],
  ['?q=a%20b%26c', ['q'], '?q=a+b%26c'],
])('the canonical query of %j declaring %j is %j', (search, names, expected) => {
  expect(toCanonicalQuery(new URLSearchParams(search), names)).toBe(expected)
})

test.each([
  ['/sports/football', { path: '/sports/football', isData: false }],
  ['/sports/football.data', { path: '/sports/football', isData: true }],
  ['/_root.data', { path: '/', isData: true }],
])('%s is the page %j', (pathname, expected) => {
  expect(toPagePath(pathname)).toEqual(expected)
})

// Shapes the route table may take: a pathless layout, an optional fixed segment, a parameter
// first, a case-sensitive route, nested paths, the index and the catch-all.
const shapes: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'sport', path: 'sports/:slug' },
      { id: 'roster', path: 'sports/:slug/roster/:season?' },
      { id: 'layout', children: [{ id: 'search', path: 'search' }] },
      { id: 'lang', path: 'en?/facilities' },
      { id: 'Exact', path: 'Exact', caseSensitive: true },
      { id: 'nested', path: 'game-center', children: [{ id: 'game', path: ':gameId' }] },
      { id: 'by-slug', path: ':page/about' },
      // A fixed segment that happens to be spelled like the index's word for "any segment".
      { id: 'open-days', path: 'open/days' },
      { id: 'splat', path: '*' },
    ],
  },
]

test.each([
  '/',
  '/sports/football',
  '/SPORTS/Football',
  '/sports/football/roster/2025',
  '/sports',
  '/%73ports/football',
  '/search',
  '/en/facilities',
  '/facilities',
  '/Exact',
  '/exact',
  '/game-center/12',
  '/game-center',
  '/anything/about',
  '/search/about',
  '/open/days',
  '/open/about',
  '/nothing/here',
  '//sports/football',
  '/sports//football',
])('%s matches the same route in the index as in the whole table', (path) => {
  const whole = matchRoutes(shapes, path)?.map((match) => match.route.id)
  const indexed = matchRoutes(indexByFirstSegment(shapes)(path), path)?.map(
    (match) => match.route.id,
  )
  expect(indexed).toEqual(whole)
})

test('a made-up first segment is matched against the open routes only', () => {
  const ids = (routes: RouteObject[]): string[] =>
    routes.flatMap((route) => [route.id ?? '', ...ids(route.children ?? [])])
  expect(ids(indexByFirstSegment(shapes)('/zzz/yyy'))).toEqual([
    'root',
    'home',
    'layout',
    'lang',
    'by-slug',
    'splat',
  ])
})

// matchRoutes, counted: the classifier's memo is what keeps it from running again.
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouter>()
  return { ...actual, matchRoutes: vi.fn(actual.matchRoutes) }
})

test('a flood of made-up paths does not push out a path asked for throughout it', async () => {
  // Test files share modules (vitest.config.ts): another file may have loaded cache-key.ts with
  // the real matcher, so this one loads it afresh, on the counted one.
  vi.resetModules()
  const { createPathClassifier } = await import('./cache-key')
  const { matchRoutes } = await import('react-router')
  const classify = createPathClassifier(routes)
  classify('/sports/football')
  const calls = vi.mocked(matchRoutes).mock.calls.length
  for (let i = 0; i < 5000; i += 1) {
    classify(`/made-up-${i}`)
    if (i % 500 === 0) classify('/sports/football')
  }
  const matched = vi
    .mocked(matchRoutes)
    .mock.calls.slice(calls)
    .map(([, path]) => path)
  expect(matched).toHaveLength(5000)
  expect(matched).not.toContain('/sports/football')
})

test.each([
  ['/sports/football', '?disable_gtm=true&utm_source=x', '/sports/football?disable_gtm=true'],
  ['/sports/football?season=2025', '?adtest=on', '/sports/football?season=2025&adtest=on'],
  ['/x?adtest=keep', '?adtest=other', '/x?adtest=keep'],
  ['/sports/football', '?utm_source=x', '/sports/football'],
  ['https://elsewhere.example/', '?disable_gtm=true', 'https://elsewhere.example/'],
  ['//elsewhere.example/', '?disable_gtm=true', '//elsewhere.example/'],
  ['/404?path=%2Fx', '?tracking_tags_enabled=false', '/404?path=%2Fx&tracking_tags_enabled=false'],
])('keepQueryFlags(%s, %s) is %s', (location, search, expected) => {
  expect(keepQueryFlags(location, new URLSearchParams(search))).toBe(expected)
})
