import { serve } from '@hono/node-server'
import type { ServerBuild } from 'react-router'

import { env } from '../app/utils/env.server'
import { logger } from '../app/utils/logger.server'

import { ALERT_COOKIE_NAME } from '../app/shell/alert-cookie.server'

import { CLIENT_DIR, createWebServer } from './app'
import { createPageCache } from './page-cache'

// Production entry (`npm start`): serves the build made by `react-router build`.
const build = (await import(
  new URL('../build/server/index.js', import.meta.url).href
)) as ServerBuild
// Pages are kept for the same time a CDN may keep them (PAGE_CACHE_TTL_S); 0 turns it off.
const pageCache =
  env.PAGE_CACHE_TTL_S > 0
    ? createPageCache({
        freshMs: env.PAGE_CACHE_TTL_S * 1000,
        staleWhileRevalidateMs: 300_000,
        bypassCookies: [ALERT_COOKIE_NAME],
      })
    : null
const app = createWebServer({ build, clientDir: CLIENT_DIR, mode: 'production', pageCache })

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info(
    { url: `http://localhost:${info.port}`, provider: env.PROVIDER_URL, tenant: env.TENANT },
    'web listening',
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
