import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { getUrlCleanupRedirect } from '@fieldhouse/domain/url-cleanup'

import { parseDismissedAlertIds } from '../app/shell/alert-cookie.server'
import { toEchoPath, toNotFoundLocation } from '../app/render/index'
import { requestContext } from '../app/utils/request-context.server'

import {
  DATA_QUERY,
  keepQueryFlags,
  toCanonicalQuery,
  toPagePath,
  withQueryFlags,
  type PathKind,
} from './cache-key'
import { getClientAddress } from './client-address'
import { isValidHost } from './host'
import { isMalformedPathname } from './malformed-path'
import { TEMPLATE_URL, fillTemplate, toTemplate, type Template } from './not-found-template'
import {
  getHeader,
  isEntry,
  isStorablePage,
  type Entry,
  type PageCache,
  type Snapshot,
} from './page-cache'
import type { RenderPage } from './render-page'
import { toDeclaredCookies, withPrivateHeaders } from './private-lane'
import { getRequestId, parseUrl, toRenderRequest, toVariantKey } from './render-request'
import { logRequest } from './request-log'
import {
  EMPTY,
  NO_STORE,
  VARY,
  accepts,
  send,
  sendSnapshot,
  sendStored,
  type Answer,
} from './send-answer'

export type FrontDoorOptions = {
  /** Everything the front door does not answer itself: the Hono app's request listener. */
  fallback: (req: IncomingMessage, res: ServerResponse) => void
  /** Paths the Hono app serves itself (static files, images, health), never pages. */
  isServerPath: (pathname: string) => boolean
  classify: (pathname: string) => PathKind
  renderPage: RenderPage
  /** null: the page cache is off (PAGE_CACHE_TTL_S=0); every page is rendered. */
  pages: PageCache | null
  /** The not-found template, apart from the pages so no flood of unknown paths evicts one. */
  templates: PageCache | null
  /**
   * SPEC 4: the 404 page's checks for an address no route answers (legacy URLs, the provider's
   * rules, external paths, app/route-checks/): where it goes instead, or null for /404.
   */
  getNotFoundRedirect?: (
    url: URL,
    signal: AbortSignal,
  ) => Promise<{ location: string; status: number } | null>
  /**
   * The provider's rules for a page's address (docs/decisions/033): a path of this site to send
   * the visitor to, or null. Synchronous (rules read beforehand), and it never throws.
   */
  findPageRedirect?: (pathname: string) => { location: string; status: number } | null
  /** The ids of the alerts pages show now (a visitor's dismissals only matter for those). */
  getShownAlertIds: () => Promise<number[]>
  siteUrl: string
}

/**
 * The first code every request meets, on node:http objects: Host check, then pages answered
 * from the page cache before any framework object is built, then the Hono app for the rest
 * (DESIGN.md "A request"; docs/decisions/011 and 012).
 */
export function createFrontDoor(options: FrontDoorOptions) {
  const { fallback, pages, templates } = options
  const templateOf = new WeakMap<Entry, Template | null>()

  return function handle(req: IncomingMessage, res: ServerResponse): void {
    if (!isValidHost(req.headers.host)) {
      // Node answers a missing Host itself; a malformed one would become the page's URL.
      const started = performance.now()
      const requestId = randomUUID()
      send(res, req, requestId, 400, [['content-type', 'text/plain; charset=utf-8']], BAD_HOST)
      logRequest({ requestId, method: req.method ?? '', path: '', status: 400, started })
      return
    }
    const method = req.method ?? ''
    const url = method === 'GET' || method === 'HEAD' ? parseUrl(req.url) : null
    if (
      !url ||
      options.isServerPath(url.pathname) ||
      // As sent, too: a server path with `..` in it is still that path's (a /media/ 404).
      options.isServerPath(req.url ?? '') ||
      isMalformedPathname(url.pathname)
    ) {
      fallback(req, res)
      return
    }
    const started = performance.now()
    const requestId = getRequestId(req)
    const finish = ({ status, cache }: Answer) =>
      logRequest({ requestId, method, path: url.pathname, status, started, cache })

    const { path, isData } = toPagePath(url.pathname)
    const kind = options.classify(path)
    if (kind.kind === 'unknown' && !isData) {
      // SPEC.md 4 url-cleanup: a story or sport file asked for with a slash too many matches
      // no route, yet is that page: it moves there for good instead of to /404.
      const clean = getUrlCleanupRedirect(url.pathname)
      if (clean !== null && options.classify(clean).kind !== 'unknown') {
        send(res, req, requestId, 301, [['location', clean], NO_STORE], EMPTY)
        finish({ status: 301 })
        return
      }
      answerUnknown(req, res, url, requestId).then(finish, () => fallback(req, res))
      return
    }
    // The provider's rules come before every page, so before the page cache too. A client
    // navigation's data request goes to React Router, whose root loader throws the same redirect
    // in the form the browser's router reads.
    const ruled = kind.kind === 'page' || kind.kind === 'private'
    const moved = ruled ? (options.findPageRedirect?.(path) ?? null) : null
    if (moved && isData) return fallback(req, res)
    if (moved) {
      const location = keepQueryFlags(moved.location, url.searchParams)
      send(res, req, requestId, moved.status, [['location', location], NO_STORE], EMPTY)
      return finish({ status: moved.status })
    }
    if (kind.kind === 'private') {
      const names = isData ? [...kind.query, ...DATA_QUERY] : kind.query
      const pathAndQuery = url.pathname + toCanonicalQuery(url.searchParams, names)
      const cookie = toDeclaredCookies(req.headers.cookie, kind)
      answerPrivate(req, res, pathAndQuery, cookie, requestId).then(finish, () =>
        fallback(req, res),
      )
      return
    }
    if (kind.kind !== 'page' && kind.kind !== 'not-found') {
      fallback(req, res)
      return
    }
    // With the cache off (PAGE_CACHE_TTL_S=0) pages are still answered here, rendered each time,
    // so a full render costs what a cache miss costs, not a trip through the Hono app as well.
    const template = kind.kind === 'not-found' && !isData ? templates : null
    const names = kind.kind === 'page' ? kind.query : ['path']
    const query = toCanonicalQuery(url.searchParams, isData ? [...names, ...DATA_QUERY] : names)
    const respond = (variant: number[]) =>
      template
        ? answerNotFound(req, res, template, url, variant, requestId)
        : answerPage(req, res, pages, url.pathname + query, variant, requestId, url.searchParams)
    const dismissed = parseDismissedAlertIds(req.headers.cookie)
    if (dismissed.length === 0) {
      const answer = respond([])
      if ('status' in answer) finish(answer)
      else answer.then(finish, () => fallback(req, res))
      return
    }
    // Only dismissals of alerts shown now change the page: a handful of variants per page,
    // whatever ids a cookie claims.
    options
      .getShownAlertIds()
      .then((shown) => respond(shown.filter((id) => dismissed.includes(id)).sort((a, b) => a - b)))
      .then(finish, () => fallback(req, res))
  }

  // An address no route answers: where the 404 page's checks send it, else /404. Not stored:
  // the provider's rules change without the site knowing.
  async function answerUnknown(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    requestId: string,
  ): Promise<Answer> {
    const moved = await checkUnknown(res, url, requestId)
    const status = moved?.status ?? 302
    const location = moved?.location ?? toNotFoundLocation(url.pathname + url.search)
    send(res, req, requestId, status, [['location', location], NO_STORE], EMPTY)
    return { status }
  }

  async function checkUnknown(res: ServerResponse, url: URL, requestId: string) {
    const check = options.getNotFoundRedirect
    if (!check) return null
    const controller = new AbortController()
    const abort = () => controller.abort()
    res.once('close', abort)
    try {
      return await requestContext.run({ requestId }, () => check(url, controller.signal))
    } finally {
      res.off('close', abort)
    }
  }

  function answerPage(
    req: IncomingMessage,
    res: ServerResponse,
    cache: PageCache | null,
    pathAndQuery: string,
    variant: number[],
    requestId: string,
    search: URLSearchParams,
  ): Answer | Promise<Answer> {
    const variantKey = toVariantKey(variant)
    const key = pathAndQuery + variantKey
    const render = () =>
      requestContext.run({ requestId }, () =>
        options.renderPage(toRenderRequest(pathAndQuery, variant, options.siteUrl)),
      )
    if (!cache) {
      return render().then((snapshot) =>
        sendSnapshot(req, res, requestId, withQueryFlags(snapshot, search)),
      )
    }
    const isStorable = (snapshot: Snapshot) => isStorablePage(snapshot, variantKey !== '')
    const found = cache.get(key)
    if (found) {
      if (found.state === 'STALE') cache.refresh(key, render, isStorable)
      return sendStored(req, res, requestId, found.entry, found.state)
    }
    return cache
      .fill(key, render, isStorable)
      .then((outcome) =>
        isEntry(outcome)
          ? sendStored(req, res, requestId, outcome, 'MISS')
          : sendSnapshot(req, res, requestId, withQueryFlags(outcome, search)),
      )
  }

  // One visitor's page: rendered for this request with its declared cookies, never stored, and
  // sent with headers that keep every other cache from storing it (server/private-lane.ts).
  async function answerPrivate(
    req: IncomingMessage,
    res: ServerResponse,
    pathAndQuery: string,
    cookie: string | undefined,
    requestId: string,
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'text/html' }
    if (cookie) headers.cookie = cookie
    const request = new Request(new URL(pathAndQuery, options.siteUrl), { headers })
    const snapshot = await requestContext.run(
      { requestId, clientAddress: getClientAddress(req) },
      () => options.renderPage(request),
    )
    return sendSnapshot(req, res, requestId, {
      ...snapshot,
      headers: withPrivateHeaders(snapshot.headers),
    })
  }

  async function answerNotFound(
    req: IncomingMessage,
    res: ServerResponse,
    cache: PageCache,
    url: URL,
    variant: number[],
    requestId: string,
  ): Promise<Answer> {
    const variantKey = toVariantKey(variant)
    const render = () =>
      requestContext.run({ requestId }, () =>
        options.renderPage(toRenderRequest(TEMPLATE_URL, variant, options.siteUrl)),
      )
    const isStorable = (snapshot: Snapshot) =>
      snapshot.status === 404 && !getHeader(snapshot, 'set-cookie')
    const key = `/404${variantKey}`
    const found = cache.get(key)
    if (found?.state === 'STALE') cache.refresh(key, render, isStorable)
    const outcome = found?.entry ?? (await cache.fill(key, render, isStorable))
    const template = isEntry(outcome) ? getTemplate(outcome) : null
    if (!template) return sendSnapshot(req, res, requestId, outcome)
    const filled = fillTemplate(template, toEchoPath(url.searchParams.get('path')))
    const gzip = accepts(req, 'gzip')
    const state = found ? found.state : 'MISS'
    const headers: [string, string][] = [...outcome.headers, ['x-page-cache', state], VARY]
    if (gzip) headers.push(['content-encoding', 'gzip'])
    const body = gzip ? filled.gzip : filled.identity
    send(res, req, requestId, outcome.status, headers, body)
    return { status: outcome.status, cache: state }
  }

  function getTemplate(entry: Entry): Template | null {
    let template = templateOf.get(entry)
    if (template === undefined) {
      template = toTemplate(entry.body.toString())
      templateOf.set(entry, template)
    }
    return template
  }
}

const BAD_HOST = Buffer.from('Bad Request: the Host header does not name a host.\n')
