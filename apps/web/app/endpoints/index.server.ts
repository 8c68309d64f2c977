import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'

import { matchEndpoint } from '~/paths/endpoint-match'
import type { EndpointArgs, EndpointPath } from '~/paths/endpoints'

import * as allSportsCalendar from './all-sports-calendar'
import * as appIcon from './app-icon'
import * as gameCalendar from './game-calendar'
import * as gameCenterLive from './game-center-live'
import * as go from './go'
import * as historicalRosterSpelling from './historical-roster-spelling'
import * as logout from './logout'
import * as otd from './otd'
import * as promotionImpressions from './promotion-impressions'
import * as robots from './robots'
import * as rssFeed from './rss-feed'
import * as showcaseEmbed from './showcase-embed'
import * as sitemapChild from './sitemap-child'
import * as sitemapIndex from './sitemap-index'
import * as splashClick from './splash-click'
import * as sportCalendar from './sport-calendar'
import * as trackingSetup from './tracking-setup'
import * as trackingTagFile from './tracking-tag-file'
import * as trackingTags from './tracking-tags'
import * as webManifest from './web-manifest'

type Answer = Response | DataWithResponseInit<unknown>
type Handler<Path extends EndpointPath> = (args: EndpointArgs<Path>) => Answer | Promise<Answer>

/** An endpoint's module: a loader answers GET and HEAD, an action POST (as React Router's do). */
type EndpointModule<Path extends EndpointPath> = {
  loader?: Handler<Path>
  action?: Handler<Path>
}

const MODULES: { [Path in EndpointPath]: EndpointModule<Path> } = {
  '/splash/click/:splashId': splashClick,
  '/game-center/:gameId/live': gameCenterLive,
  '/calendar.ics': allSportsCalendar,
  '/sports/:slug/schedule.ics': sportCalendar,
  '/game-center/:gameId/calendar.ics': gameCalendar,
  '/rss.aspx': rssFeed,
  '/promotions/impressions': promotionImpressions,
  '/tracking/setup.json': trackingSetup,
  '/tracking/tags.json': trackingTags,
  '/tracking/tags/:tagId/:spot/:file': trackingTagFile,
  '/robots.txt': robots,
  '/sitemap.xml': sitemapIndex,
  '/sitemaps/:file': sitemapChild,
  '/go': go,
  '/logout': logout,
  '/otd': otd,
  '/historicalroster': historicalRosterSpelling,
  '/sports/:slug/historicalroster': historicalRosterSpelling,
  '/showcase/embed.aspx': showcaseEmbed,
  '/manifest.webmanifest': webManifest,
  '/app-icons/:file': appIcon,
}

/**
 * The answer of the endpoint at the request's address, or null when there is none (the request
 * is React Router's). A `data()` answer becomes JSON with its status and headers, or a short
 * plain-text body when it carries none (a thrown 404 or 503); a thrown Response is the answer;
 * any other error is thrown on, to the server's error handler. A HEAD gets the GET's headers
 * without its body; a method the endpoint has no handler for, a 405 naming those it has.
 */
export async function answerEndpoint(request: Request): Promise<Response | null> {
  const url = new URL(request.url)
  const match = matchEndpoint(url.pathname)
  if (!match) return null
  const module = MODULES[match.path] as EndpointModule<EndpointPath>
  const method = request.method.toUpperCase()
  const handler =
    method === 'GET' || method === 'HEAD'
      ? module.loader
      : method === 'POST'
        ? module.action
        : undefined
  if (!handler) return methodNotAllowed(module)
  const args = { request, url, params: match.params } as EndpointArgs<EndpointPath>
  let response: Response
  try {
    response = toResponse(await handler(args))
  } catch (thrown) {
    if (thrown instanceof Response) response = thrown
    else if (isDataWithResponseInit(thrown)) response = toResponse(thrown)
    else throw thrown
  }
  return method === 'HEAD' ? new Response(null, response) : response
}

function toResponse(answer: Answer): Response {
  if (answer instanceof Response) return answer
  const init = answer.init ?? {}
  if (answer.data !== null && answer.data !== undefined) return Response.json(answer.data, init)
  const status = init.status ?? 200
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'text/plain; charset=utf-8')
  return new Response(STATUS_TEXT[status] ?? '', { ...init, headers })
}

const STATUS_TEXT: Record<number, string> = {
  404: 'Not found.',
  503: 'Temporarily unavailable. Please try again in a moment.',
}

function isDataWithResponseInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit'
  )
}

function methodNotAllowed(module: EndpointModule<EndpointPath>): Response {
  const allowed = [
    ...(module.loader ? ['GET', 'HEAD'] : []),
    ...(module.action ? ['POST'] : []),
  ].join(', ')
  return new Response('Method not allowed.', {
    status: 405,
    headers: {
      Allow: allowed,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  })
}

/** What the web server takes from the build (entry.server.tsx exports it). */
export const endpoints = { match: matchEndpoint, answer: answerEndpoint }
export type ServerEndpoints = typeof endpoints
