import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'

import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { secureHeaders } from 'hono/secure-headers'
import { createRequestHandler, type ServerBuild } from 'react-router'

import { env } from '../app/utils/env.server'
import { logger } from '../app/utils/logger.server'
import { provider } from '../app/utils/provider.server'
import { requestContext } from '../app/utils/request-context.server'

import { setPageHeaders } from './cache-control'
import { isMalformedPath } from './malformed-path'
import type { PageCache } from './page-cache'
import { proxyImage } from './proxy-image'

type WebServerOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>)
  clientDir: string
  mode: 'production' | 'development'
  pageCache: PageCache | null
}

// The website's HTTP front: request ids and logs, security headers, compression, static assets,
// the image proxy and the health check; everything else is React Router.
export function createWebServer({ build, clientDir, mode, pageCache }: WebServerOptions) {
  const app = new Hono()
  const handleRequest = createRequestHandler(build, mode)

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID()
    const started = performance.now()
    await requestContext.run({ requestId }, next)
    c.header('x-request-id', requestId)
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  })
  app.use(
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      // Sponsors and partners see where their visitors come from, not the full URL.
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  )
  app.use(compress())

  // A path that cannot be decoded would make the router throw; SPEC.md 2.1 sends it to /404.
  app.use(async (c, next) => {
    if (isMalformedPath(c.req.raw.url)) return c.redirect('/404', 302)
    await next()
  })

  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
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

  const render = async (request: Request) => {
    const response = await handleRequest(request)
    setPageHeaders(request, response, env.PAGE_CACHE_TTL_S)
    return response
  }
  app.all('*', (c) => (pageCache ? pageCache.handle(c.req.raw, render) : render(c.req.raw)))

  app.onError((error, c) => {
    logger.error({ err: error }, 'unhandled error')
    return c.text('Something went wrong', 500, { 'Cache-Control': 'no-store' })
  })

  return app
}

export const CLIENT_DIR = resolve(import.meta.dirname, '../build/client')
