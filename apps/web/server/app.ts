import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'

import type { HttpBindings } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import { BUILD_DESCRIPTOR_PATH } from '@fieldhouse/domain/page-loading'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'

import { env } from '../app/utils/env.server'
import { logger } from '../app/utils/logger.server'
import { provider } from '../app/utils/provider.server'
import { requestContext } from '../app/utils/request-context.server'

import { toPagePath, type PathKind } from './cache-key'
import { getClientAddress } from './client-address'
import { compressResponses } from './compress'
import { isMalformedPath } from './malformed-path'
import { isPrivateAnswer, toDeclaredCookies, withPrivateHeaders } from './private-lane'
import { proxyImage } from './proxy-image'
import { proxyMedia } from './proxy-media'
import { toResponse, type RenderPage } from './render-page'
import { logRequest } from './request-log'
import { CROSS_SITE_MESSAGE, isSameOriginPost } from './same-origin'
import { SECURITY_HEADERS } from './security-headers'
import { createServiceWorkerScript, SERVICE_WORKER_PATH } from './service-worker-script'

type WebServerOptions = {
  renderPage: RenderPage
  clientDir: string
  /** What a path is (server/cache-key.ts): form posts to screens get the screen's contract. */
  classify: (pathname: string) => PathKind
  siteUrl: string
  /** The build's id (React Router's manifest version), published for open pages to compare. */
  buildId?: string
}

const MAX_POST_BYTES = 64 * 1024

// Paths this app serves itself; everything else is a page (React Router).
const SERVER_PATHS = [
  '/assets/',
  '/images/',
  '/media/',
  '/favicon.svg',
  '/health',
  BUILD_DESCRIPTOR_PATH,
  SERVICE_WORKER_PATH,
]

export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) => pathname.startsWith(prefix))
}

// The website's HTTP app behind the front door (server/front-door.ts), which answers cached
// pages before this is reached: request ids and logs, security headers, compression, static
// assets, the image and media proxies and the health check; everything else is React Router.
export function createWebServer({
  renderPage,
  clientDir,
  classify,
  siteUrl,
  buildId,
}: WebServerOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>()

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID()
    const started = performance.now()
    // The socket's address, or the visitor's as a trusted proxy names it (docs/decisions/027).
    const clientAddress = c.env?.incoming ? getClientAddress(c.env.incoming) : undefined
    await requestContext.run({ requestId, clientAddress }, next)
    c.header('x-request-id', requestId)
    logRequest({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, started })
  })
  app.use(async (c, next) => {
    await next()
    for (const [name, value] of SECURITY_HEADERS) c.res.headers.set(name, value)
  })
  app.use(compressResponses())

  // A path that cannot be decoded would make the router throw; SPEC.md 2.1 sends it to /404.
  app.use(async (c, next) => {
    if (isMalformedPath(c.req.raw.url)) return c.redirect('/404', 302)
    await next()
  })

  // Posts from another site are refused before any action runs (docs/decisions/019).
  app.use(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const headers = {
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      host: c.req.header('host'),
    }
    if (!isSameOriginPost(headers, siteUrl)) {
      return c.text(CROSS_SITE_MESSAGE, 403, { 'Cache-Control': 'no-store' })
    }
    await next()
  })
  // No form a person fills in is this big: a longer body is not read.
  app.use(
    bodyLimit({
      maxSize: MAX_POST_BYTES,
      onError: (c) => c.text('Payload Too Large', 413, { 'Cache-Control': 'no-store' }),
    }),
  )

  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      // The build wrote each script's and stylesheet's brotli and gzip copies beside it
      // (precompress-assets.ts): sent as they are, never compressed per request.
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  )
  app.use(
    '/favicon.svg',
    serveStatic({
      root: clientDir,
      onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400'),
    }),
  )

  app.get('/images/*', (c) => proxyImage(c.req.raw, env.PROVIDER_URL))
  // Matched on the target as sent, before the URL is normalised: /media/demo/../x is a 404 here,
  // not the page /x (server/proxy-media.ts).
  app.use(async (c, next) => {
    const target = c.env?.incoming?.url ?? new URL(c.req.url).pathname
    if (!target.startsWith('/media/')) return next()
    return proxyMedia(c.req.raw, { target, providerUrl: env.PROVIDER_URL, tenant: env.TENANT })
  })

  // SPEC.md 4 and 7: the build descriptor. An open page polls it (app/loading/) and, once the
  // id differs from the one it runs, makes its next navigation a full page load.
  app.get(BUILD_DESCRIPTOR_PATH, (c) =>
    buildId ? c.json({ buildId }, 200, { 'Cache-Control': 'no-store' }) : c.notFound(),
  )

  // Stadium mode's service worker, with the site's facts (server/service-worker-script.ts).
  const serviceWorker = createServiceWorkerScript({
    clientDir,
    enabled: env.SERVICE_WORKER === 'on',
    getSiteFacts: async () => ({
      tenant: env.TENANT,
      timeZone: (await provider.getSiteSettings())?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE,
    }),
  })
  app.get(SERVICE_WORKER_PATH, (c) => serviceWorker(c.req.header('if-none-match')))

  app.get('/health', async (c) => {
    const isUp = (await provider.health()).status === 'ok'
    return c.json(
      { status: isUp ? 'ok' : 'degraded', provider: isUp ? 'ok' : 'unreachable' },
      isUp ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    )
  })

  // What reaches React Router here is a form post, a resource route or a page the front door
  // let through: a screen's render sees only its declared cookies, and a post's answer, like a
  // private page, is this visitor's alone (server/private-lane.ts).
  app.all('*', async (c) => {
    const kind = classify(toPagePath(c.req.path).path)
    if (kind.kind !== 'page' && kind.kind !== 'private')
      return toResponse(await renderPage(c.req.raw))
    const headers = new Headers(c.req.raw.headers)
    const cookie = toDeclaredCookies(headers.get('cookie'), kind)
    if (cookie) headers.set('cookie', cookie)
    else headers.delete('cookie')
    const snapshot = await renderPage(new Request(c.req.raw, { headers }))
    return toResponse(
      isPrivateAnswer(kind, c.req.method)
        ? { ...snapshot, headers: withPrivateHeaders(snapshot.headers) }
        : snapshot,
    )
  })

  app.onError((error, c) => {
    logger.error({ err: error }, 'unhandled error')
    return c.text('Something went wrong', 500, { 'Cache-Control': 'no-store' })
  })

  return app
}

/** The build served (BUILD_DIR, else apps/web/build). */
export const BUILD_DIR = env.BUILD_DIR
  ? resolve(env.BUILD_DIR)
  : resolve(import.meta.dirname, '../build')
export const CLIENT_DIR = resolve(BUILD_DIR, 'client')
