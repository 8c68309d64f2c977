import { matchRoutes, type RouteObject } from 'react-router'

import routes from '../../apps/web/app/routes'

// A visitor's crawl of the built site (link-crawl, html-validity): from `/`, following only
// links (menus, page bodies, footers; never the sitemap), at most `pagesPerRoute` pages of each
// route of routes.ts, as a person trying the site would.

type Config = { id?: string; file: string; path?: string; index?: boolean; children?: Config[] }

const config = routes as Config[]

/** A route's id as React Router gives it: the declared one, else its file without the ending. */
const idOf = (entry: Config) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')

const toRouteObjects = (entries: readonly Config[]): RouteObject[] =>
  entries.map((entry) => {
    const id = idOf(entry)
    return entry.index
      ? { id, index: true, path: entry.path }
      : { id, path: entry.path, children: toRouteObjects(entry.children ?? []) }
  })

const idsOf = (entries: readonly Config[]): string[] =>
  entries.flatMap((entry) => [idOf(entry), ...idsOf(entry.children ?? [])])

/** Every route id of routes.ts, layouts included. */
export const allRouteIds = (): string[] => idsOf(config)

/** Same-site links of a page, as their path and query (no fragment). */
function linksOf(html: string, site: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].flatMap(([, raw]) => {
    const href = (raw ?? '').replaceAll('&amp;', '&').split('#')[0] ?? ''
    if (!href.startsWith('/') || href.startsWith('//')) return []
    const url = new URL(href, site)
    return [url.pathname + url.search]
  })
}

export type Crawl = {
  /** Every route id whose page answered 200, with the first address that did. */
  reached: Map<string, string>
  /** Every same-site link that answered 404 or led to it, with the page that links it. */
  broken: string[]
  /** The HTML of every page that answered 200 as text/html, by address. */
  pages: Map<string, string>
}

/** Breadth first from `/`. */
export async function crawlSite(site: string, pagesPerRoute: number): Promise<Crawl> {
  const table = toRouteObjects(config)
  const reached = new Map<string, string>()
  const broken: string[] = []
  const pages = new Map<string, string>()
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
    if (count >= pagesPerRoute) continue
    fetchedPerRoute.set(leaf, count + 1)
    const response = await fetch(`${site}${path}`, { redirect: 'manual' })
    // An address no page answers is sent to the 404 page (routes/resources/splat.ts): a link
    // that leads there is as broken as one answered 404 itself.
    const location = response.headers.get('location') ?? ''
    if (response.status === 404 || new URL(location, site).pathname === '/404')
      broken.push(`${path} (linked from ${from})`)
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
    const html = await response.text()
    pages.set(path, html)
    for (const link of linksOf(html, site)) queue.push({ path: link, from: path })
  }
  return { reached, broken, pages }
}
