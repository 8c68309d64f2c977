import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, test } from 'vitest'

import routes from '../../apps/web/app/routes'
import { hasBuiltSite, openBuiltSite } from './built-site'

// Every public page is reachable by links (issue 33): a visitor starting at the home page and
// following only links (menus, page bodies, footers; never the sitemap) reaches every public
// route pattern of routes.ts. The crawl reads at most PAGES_PER_ROUTE pages of each route, as a
// person trying the site would, against the built website and a reference provider on a fresh
// database (the demo tenant). Own ports: 3172/4172 (built-site.ts).

const PAGES_PER_ROUTE = 4

/**
 * Routes no link should lead to, each with its reason. Everything else in routes.ts is a public
 * page (or a file a public page links) and must be reached.
 */
const NOT_LINKED: Record<string, string> = {
  login: 'the editors’ sign-in: no link offers it to visitors (SPEC.md 2.4)',
  'not-found': 'the 404 page: reached by a redirect from an address no page answers',
  unsubscribed: 'the newsletter’s goodbye: reached by the redirect after unsubscribing',
  'hidden-roster-list': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-roster-bio': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-splash': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-story': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-form': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-sport-file': 'hidden pages: signed-in editors’ previews, never linked',
  'routes/sport-files/hidden-sport-file-download': 'a hidden sport file’s bytes',
  'protected-form': 'protected pages: shared by their address and code, never linked',
  'protected-sport-file': 'protected pages: shared by their address and code, never linked',
  'routes/sport-files/protected-sport-file-download': 'a protected sport file’s bytes',
  'routes/forms/form-stylesheet': 'a stylesheet a form page names in <link>, not a page',
  'routes/resources/alerts-dismiss': 'the alert’s dismiss button posts here; no page',
  'routes/resources/splat': 'the catch-all: old addresses redirect, the rest go to /404',
  splash: 'shown over the home and sport home pages (SPEC.md 5); its address is for campaigns',
}

type Config = { id?: string; file: string; path?: string; index?: boolean; children?: Config[] }

/** A route's id as React Router gives it: the declared one, else its file without the ending. */
const idOf = (entry: Config) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')

const toRouteObjects = (entries: readonly Config[]): RouteObject[] =>
  entries.map((entry) => {
    const id = idOf(entry)
    return entry.index
      ? { id, index: true, path: entry.path }
      : { id, path: entry.path, children: toRouteObjects(entry.children ?? []) }
  })

const allIds = (entries: readonly Config[]): string[] =>
  entries.flatMap((entry) => [idOf(entry), ...allIds(entry.children ?? [])])

/** Same-site links of a page, as their path and query (no fragment). */
function linksOf(html: string, site: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].flatMap(([, raw]) => {
    const href = (raw ?? '').replaceAll('&amp;', '&').split('#')[0] ?? ''
    if (!href.startsWith('/') || href.startsWith('//')) return []
    const url = new URL(href, site)
    return [url.pathname + url.search]
  })
}

/**
 * Breadth first from `/`: every route id whose page answered 200 (with the first address), and
 * every link that answered 404 (with the page that links it).
 */
async function crawl(site: string, table: RouteObject[]) {
  const reached = new Map<string, string>()
  const broken: string[] = []
  const fetchedPerRoute = new Map<string, number>()
  const seen = new Set<string>()
  const queue = [{ path: '/', from: '' }]
  while (queue.length > 0) {
    const { path, from } = queue.shift() as { path: string; from: string }
    if (seen.has(path)) continue
    seen.add(path)
    const chain = matchRoutes(table, path) ?? []
    const leaf = chain.at(-1)?.route.id ?? '(no route)'
    const count = fetchedPerRoute.get(leaf) ?? 0
    if (count >= PAGES_PER_ROUTE) continue
    fetchedPerRoute.set(leaf, count + 1)
    const response = await fetch(`${site}${path}`, { redirect: 'manual' })
    if (response.status === 404) broken.push(`${path} (linked from ${from})`)
    if (response.status !== 200) {
      await response.body?.cancel()
      continue
    }
    for (const { route } of chain)
      if (route.id && !reached.has(route.id)) reached.set(route.id, path)
    if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
      await response.body?.cancel()
      continue
    }
    for (const link of linksOf(await response.text(), site)) queue.push({ path: link, from: path })
  }
  return { reached, broken }
}

describe.runIf(hasBuiltSite('link-crawl.test.ts'))(
  'every public page is reachable by links from /',
  () => {
    const { site } = openBuiltSite(3172)

    test('the lists name routes that exist', () => {
      const ids = allIds(routes as Config[])
      for (const id of Object.keys(NOT_LINKED)) expect(ids).toContain(id)
    })

    test('following links only, every public route pattern is reached and no link is a 404', async () => {
      const { reached, broken } = await crawl(site, toRouteObjects(routes as Config[]))
      const publicIds = allIds(routes as Config[]).filter((id) => !(id in NOT_LINKED))
      expect(
        publicIds.filter((id) => !reached.has(id)),
        'public routes no link reaches',
      ).toEqual([])
      expect(broken, 'links that answer 404').toEqual([])
    }, 300_000)
  },
)
