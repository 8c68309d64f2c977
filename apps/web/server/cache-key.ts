import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

import { isExternalPath } from '@fieldhouse/domain/external-paths'
import { pickQueryFlags } from '@fieldhouse/domain/measurement/query-flags'

import type { RouteHandle } from '../app/utils/page-contract'

import type { Snapshot } from './page-cache'

/** What a path is to the page cache, from the route it matches. */
export type PathKind =
  /** A screen: cached under its path plus the query parameters it declares. */
  | { kind: 'page'; query: readonly string[] }
  /**
   * A private screen (a preview, the sign-in form): rendered for each request from its path,
   * declared query parameters and declared cookies, and never stored (app/utils/page-contract.ts).
   */
  | { kind: 'private'; query: readonly string[]; cookies: readonly string[] }
  /** The /404 screen: one template for every asked-for path (server/not-found-template.ts). */
  | { kind: 'not-found' }
  /** Nothing but the catch-all matches: a redirect to /404 (SPEC.md 2.1). */
  | { kind: 'unknown' }
  /** Form posts, beacons and other routes without a screen: never cached. */
  | { kind: 'other' }

const NOT_FOUND_ID = 'not-found'
const SPLAT_ID = 'routes/resources/splat'
const MEMO_SIZE = 2000

// React Router's own matcher over the build's route table, so the page cache and the router
// can never disagree about which route a path is. Results are kept per path (bounded), since
// the same few paths are asked again and again. The matcher flattens and ranks every route it
// is given on every call (about 0.36 ms for this table), so it is given only the routes that can
// match the path's first segment: a flood of made-up paths then costs microseconds a path, not
// a full match each (docs/performance.md).
//
// The addresses answered before React Router (`isEndpoint`, app/endpoints: files, feeds,
// redirects, beacons) are `other`, as the routes without a screen are.
export function createPathClassifier(
  routes: ServerBuild['routes'],
  isEndpoint: (pathname: string) => boolean = () => false,
) {
  checkPageContracts(routes)
  const byFirstSegment = indexByFirstSegment(toTree(routes))
  const memo = new Map<string, PathKind>()

  function classify(pathname: string): PathKind {
    if (isEndpoint(pathname)) return { kind: 'other' }
    const leafId = matchRoutes(byFirstSegment(pathname), pathname)?.at(-1)?.route.id
    const route = leafId === undefined ? undefined : routes[leafId]
    if (!route) return { kind: 'unknown' }
    // The catch-all also answers the paths served outside the application (/watch ...: its
    // loader hands them on or says where they live), never cached, like any route without a page.
    if (route.id === SPLAT_ID)
      return isExternalPath(pathname) ? { kind: 'other' } : { kind: 'unknown' }
    if (route.id === NOT_FOUND_ID) return { kind: 'not-found' }
    if (!route.module.default) return { kind: 'other' }
    const handle = route.module.handle as RouteHandle | undefined
    const query = handle?.query ?? []
    return handle?.access === 'private'
      ? { kind: 'private', query, cookies: handle.cookies ?? [] }
      : { kind: 'page', query }
  }

  // Least recently used out: a flood of made-up paths, each asked once, then pushes out only
  // its own entries, not the paths visitors keep asking for (a sport's pages cost 0.27 ms each
  // to match again, more than the cache hit they lead to).
  return (pathname: string): PathKind => {
    let kind = memo.get(pathname)
    if (kind) memo.delete(pathname)
    else {
      kind = classify(pathname)
      if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value ?? '')
    }
    memo.set(pathname, kind)
    return kind
  }
}

/**
 * A public screen is one page for every visitor, so a cookie it declared would either be ignored
 * or make the shared copy one visitor's: refused when the server starts, not found in production.
 */
export function checkPageContracts(routes: ServerBuild['routes']): void {
  for (const route of Object.values(routes)) {
    const handle = route?.module.handle as RouteHandle | undefined
    if (handle?.cookies?.length && handle.access !== 'private') {
      throw new Error(
        `Route ${route?.id} declares cookies (${handle.cookies.join(', ')}) but is public: a public page is the same for every visitor. Declare access: 'private' or read the cookie in the browser.`,
      )
    }
  }
}

/**
 * For a path, the routes of `tree` that can match it, with their ancestors: every route but
 * those whose path begins with a fixed segment other than the path's first. Removing routes
 * that cannot match leaves the matcher's answer as it was, since it takes the best-ranked route
 * that matches. Segments are compared in lower case (a case-sensitive route is only kept more
 * often), and a first segment the router would decode (`%`) gets the whole table.
 */
export function indexByFirstSegment(tree: RouteObject[]): (pathname: string) => RouteObject[] {
  const segments = new Set<string>()
  collectFirstSegments(tree, '', segments)
  const trees = new Map<string, RouteObject[]>()
  for (const segment of segments) trees.set(segment, keepRoutes(tree, '', segment))
  const others = keepRoutes(tree, '', null)
  return (pathname) => {
    const first = pathname.split('/', 2)[1] ?? ''
    if (first.includes('%')) return tree
    return trees.get(first.toLowerCase()) ?? others
  }
}

// The first segment of a route's whole path: fixed (lower case), OPEN (a parameter, an optional
// or a splat, which any first segment may meet), or none yet (a layout, an index, the root).
const OPEN = Symbol('open')

function firstSegmentOf(parentPath: string, route: RouteObject): string | typeof OPEN | null {
  const first = joinPath(parentPath, route)
    .split('/')
    .find((part) => part !== '')
  if (first === undefined) return null
  return /^[:*]|\?$/.test(first) ? OPEN : first.toLowerCase()
}

function collectFirstSegments(routes: RouteObject[], parentPath: string, into: Set<string>) {
  for (const route of routes) {
    const first = firstSegmentOf(parentPath, route)
    if (first === null)
      collectFirstSegments(route.children ?? [], joinPath(parentPath, route), into)
    else if (first !== OPEN) into.add(first)
  }
}

function keepRoutes(routes: RouteObject[], parentPath: string, segment: string | null) {
  const kept: RouteObject[] = []
  for (const route of routes) {
    const first = firstSegmentOf(parentPath, route)
    if (first === OPEN || (first !== null && first === segment)) kept.push(route)
    else if (first === null) {
      const path = joinPath(parentPath, route)
      kept.push(
        route.index
          ? route
          : { ...route, children: keepRoutes(route.children ?? [], path, segment) },
      )
    }
  }
  return kept
}

function joinPath(parentPath: string, route: RouteObject): string {
  return `${parentPath}/${route.path ?? ''}`
}

function toTree(routes: ServerBuild['routes']): RouteObject[] {
  const all = Object.values(routes).filter((route) => route !== undefined)
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) =>
        index
          ? { id, path, index: true, caseSensitive }
          : { id, path, caseSensitive, children: childrenOf(id) },
      )
  return childrenOf(undefined)
}

/**
 * The query string that makes a page: the declared parameters only, each once (the first value,
 * as getQuery reads it), in alphabetical order. utm_*, fbclid and cache-busters vanish.
 */
export function toCanonicalQuery(search: URLSearchParams, names: readonly string[]): string {
  if (names.length === 0 || search.size === 0) return ''
  const kept = new URLSearchParams()
  for (const name of [...names].sort()) {
    const value = search.get(name)
    if (value !== null) kept.set(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ''
}

/**
 * A redirect's Location with the measurement query flags of the request it answers
 * (docs/decisions/023). The flags are read by the browser only and never reach the render, so a
 * page's canonical redirect (a 301 to another spelling) would otherwise drop them. Only a path
 * of this site gets them; its own query is kept and a flag it already has is not repeated.
 */
export function keepQueryFlags(location: string, search: URLSearchParams): string {
  const flags = pickQueryFlags(search)
  if (flags.size === 0 || !location.startsWith('/') || /^\/[/\\]/.test(location)) return location
  const url = new URL(location, 'http://site')
  for (const [name, value] of flags)
    if (!url.searchParams.has(name)) url.searchParams.set(name, value)
  return url.pathname + url.search + url.hash
}

// Client-side navigations fetch a page's data from `{path}.data` (`/_root.data` for `/`), and
// `_routes` says which loaders to run: part of the answer, so part of the key.
const DATA_SUFFIX = '.data'

export function toPagePath(pathname: string): { path: string; isData: boolean } {
  if (!pathname.endsWith(DATA_SUFFIX)) return { path: pathname, isData: false }
  const path = pathname.slice(0, -DATA_SUFFIX.length)
  return { path: path === '/_root' ? '/' : path, isData: true }
}

export const DATA_QUERY = ['_routes'] as const

// A redirect (a page's canonical 301) keeps the measurement flags the visitor asked with; the
// shared render is not changed (decision 023).
export function withQueryFlags(snapshot: Snapshot, search: URLSearchParams): Snapshot {
  if (snapshot.status < 300 || snapshot.status > 399) return snapshot
  return {
    ...snapshot,
    headers: snapshot.headers.map(([name, value]) =>
      name.toLowerCase() === 'location' ? [name, keepQueryFlags(value, search)] : [name, value],
    ),
  }
}
