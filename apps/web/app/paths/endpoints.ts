// The addresses the website answers outside React Router's route table (docs/decisions/028):
// files, feeds, redirects, beacons and the browser's JSON, which no visitor reaches by an in-app
// navigation. Each route in the table costs every page's render (React Router matches the
// address's parent paths against all of them for the partial manifest), so what needs no page,
// no route check and no client-side navigation lives here instead. Safe for the browser: links
// to these addresses are built with `endpointHref`, as pages' links are with `href`.
import { href } from 'react-router'

export const ENDPOINT_PATHS = [
  '/splash/click/:splashId',
  '/game-center/:gameId/live',
  // Calendar files (iCalendar): subscriptions for a sport and for every sport, one game's event.
  '/calendar.ics',
  '/sports/:slug/schedule.ics',
  '/game-center/:gameId/calendar.ics',
  // The news feeds, at the address schools' older sites gave them (paths/rss.ts).
  '/rss.aspx',
  '/promotions/impressions',
  // Measurement, read by the browser after the page is interactive (docs/decisions/023).
  '/tracking/setup.json',
  '/tracking/tags.json',
  '/tracking/tags/:tagId/:spot/:file',
  // Search engines (issue 22): the crawler rules and the sitemap index with its children.
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps/:file',
  '/go',
  '/logout',
  // SPEC.md 2.1: the short address of On This Day, and the older spelling of the historical
  // roster (site-wide and a sport's).
  '/otd',
  '/historicalroster',
  '/sports/:slug/historicalroster',
  // The showcase's video player is the site's own; the rest of /showcase/ is served elsewhere.
  '/showcase/embed.aspx',
  // Installing the site (issue 34): the web app manifest and its icons (paths/app-manifest.ts).
  '/manifest.webmanifest',
  '/app-icons/:file',
] as const

export type EndpointPath = (typeof ENDPOINT_PATHS)[number]

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

/** The parameters of an endpoint's address: each one is always there when the address matches. */
export type EndpointParams<Path extends EndpointPath> = { [Name in ParamNames<Path>]: string }

/** What an endpoint's loader (GET, HEAD) or action (POST) is called with. */
export type EndpointArgs<Path extends EndpointPath> = {
  request: Request
  url: URL
  params: EndpointParams<Path>
}

/**
 * The address of an endpoint, its parameters filled in: React Router's `href` itself (the same
 * substitution, already in every page's JavaScript, so no byte more), typed by this list instead
 * of the route table.
 */
export const endpointHref = href as unknown as <Path extends EndpointPath>(
  path: Path,
  ...params: ParamNames<Path> extends never ? [] : [EndpointParams<Path>]
) => string
