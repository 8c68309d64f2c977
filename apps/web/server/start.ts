import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from 'react-router'

import { getShownAlerts } from '../app/shell/shown-alerts.server'
import { env, getSiteUrl } from '../app/utils/env.server'
import { logger } from '../app/utils/logger.server'
import { provider } from '../app/utils/provider.server'
import { announceSwitchedOff, loadTenantSwitches } from '../app/utils/switched-off.server'

import { BUILD_DIR, CLIENT_DIR, createWebServer, isServerPath } from './app'
import { createPathClassifier } from './cache-key'
import { createFrontDoor } from './front-door'
import { installMemoryReport } from './memory-report'
import { createPageCache } from './page-cache'
import { leaveCluster, runPrimary } from './cluster'
import { createPageRenderer, getEndpoints, getFrontDoorChecks } from './render-page'
import { prepareShutdown } from './shutdown'

// Production entry (`npm start`): serves the build made by `react-router build`. With
// WEB_PROCESSES above 1 this process is the cluster's primary (server/cluster.ts), which forks
// that many workers running this same file (docs/decisions/027).
if (cluster.isPrimary && env.WEB_PROCESSES > 1) {
  runPrimary({
    processes: env.WEB_PROCESSES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    workerEnv: { MALLOC_ARENA_MAX: String(env.MALLOC_ARENA_MAX) },
    log: (message, fields) => logger.info(fields ?? {}, message),
  })
  announceTenantSwitches()
} else {
  await serve()
  // The one process, or a worker of a cluster whose primary says it once for all.
  if (cluster.isPrimary) announceTenantSwitches()
}

// Never awaited: a provider that is down or slow at start-up holds nothing up.
function announceTenantSwitches() {
  announceSwitchedOff({
    load: loadTenantSwitches(provider),
    warn: (fields, message) => logger.warn(fields, message),
  })
}

async function serve() {
  const build = (await import(
    pathToFileURL(join(BUILD_DIR, 'server/index.js')).href
  )) as ServerBuild
  const renderPage = createPageRenderer(build)
  const endpoints = getEndpoints(build)
  const checks = getFrontDoorChecks(build)
  // Not awaited: a provider that is slow or down holds nothing up (there are no rules meanwhile).
  void checks.readRedirectRules()
  const classify = createPathClassifier(build.routes, (pathname) => !!endpoints.match(pathname))
  const app = createWebServer({
    renderPage,
    clientDir: CLIENT_DIR,
    classify,
    siteUrl: getSiteUrl(),
    buildId: build.assets.version,
  })

  // Pages are kept for the same time a CDN may keep them (PAGE_CACHE_TTL_S); 0 turns it off.
  const cacheTimes = { freshMs: env.PAGE_CACHE_TTL_S * 1000, staleWhileRevalidateMs: 300_000 }
  const cacheOn = env.PAGE_CACHE_TTL_S > 0
  const pages = cacheOn
    ? createPageCache({ ...cacheTimes, maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 })
    : null
  const templates = cacheOn ? createPageCache({ ...cacheTimes, maxEntries: 16 }) : null
  installMemoryReport(() => ({
    pages: { entries: pages?.size ?? 0, bytes: pages?.bytes ?? 0 },
    templates: { entries: templates?.size ?? 0, bytes: templates?.bytes ?? 0 },
  }))
  const frontDoor = createFrontDoor({
    fallback: getRequestListener(app.fetch),
    // React Router answers its own route-discovery requests (lazy manifest patches).
    isServerPath: (pathname) =>
      isServerPath(pathname) || pathname === (build.routeDiscovery?.manifestPath ?? '/__manifest'),
    classify,
    renderPage,
    pages,
    templates,
    getNotFoundRedirect: checks.getNotFoundRedirect,
    findPageRedirect: checks.findPageRedirect,
    getShownAlertIds: async () => (await getShownAlerts()).map((alert) => alert.id),
    siteUrl: getSiteUrl(),
  })

  const server = createServer(frontDoor)
  // Before listening, so the shutdown sees every request (server/shutdown.ts).
  const shutDown = prepareShutdown(server, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS })
  server.listen(env.PORT, env.HOST, () => {
    logger.info(
      { url: `http://localhost:${env.PORT}`, provider: env.PROVIDER_URL, tenant: env.TENANT },
      'web listening',
    )
    if (!env.SITE_URL) {
      logger.warn(
        `SITE_URL is not set: canonical links and other absolute URLs use ${getSiteUrl()}. Set SITE_URL to the public address of the site.`,
      )
    }
  })

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void shutDown().then(async (outcome) => {
        await leaveCluster()
        logger.info({ outcome, pid: process.pid }, 'web stopped')
        process.exit(0)
      })
    })
  }
}
