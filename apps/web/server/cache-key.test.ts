import type { ServerBuild } from 'react-router'
import { expect, test } from 'vitest'

import { createPathClassifier, toCanonicalQuery, toPagePath } from './cache-key'

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
])('%s is %j', (path, expected) => {
  expect(createPathClassifier(routes)(path)).toEqual(expected)
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
