import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'

import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

import { env } from '../app/utils/env.server'
import { logger } from '../app/utils/logger.server'
import { provider } from '../app/utils/provider.server'
import { requestContext } from '../app/utils/request-context.server'

import { compressResponses } from './compress'
import { isMalformedPath } from './malformed-path'
import { proxyImage } from './proxy-image'
import { toResponse, type RenderPage } from './render-page'
import { logRequest } from './request-log'
import { SECURITY_HEADERS } from './security-headers'

type WebServerOptions = {
  renderPage: RenderPage
  clientDir: string
}

// Paths this app serves itself; everything else is a page (React Router).
const SERVER_PATHS = ['/assets/', '/images/', '/favicon.svg', '/health']

export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) => pathname.startsWith(prefix))
}

// The website's HTTP app behind the front door (server/front-door.ts), which answers cached
// pages before this is reached: request ids and logs, security headers, compression, static
// assets, the image proxy and the health check; everything else is React Router.
export function createWebServer({ renderPage, clientDir }: WebServerOptions) {
  const app = new Hono()

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID()
    const started = performance.now()
    await requestContext.run({ requestId }, next)
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

  app.get('/health', async (c) => {
    const upstream = await provider.health()
    return c.json(
      { status: upstream.ok ? 'ok' : 'degraded', provider: upstream.ok ? 'ok' : 'unreachable' },
      upstream.ok ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    )
  })

  app.all('*', async (c) => toResponse(await renderPage(c.req.raw)))

  app.onError((error, c) => {
    logger.error({ err: error }, 'unhandled error')
    return c.text('Something went wrong', 500, { 'Cache-Control': 'no-store' })
  })

  return app
}

export const CLIENT_DIR = resolve(import.meta.dirname, '../build/client')
