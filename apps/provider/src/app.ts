import { Hono } from 'hono'
import { getPath } from 'hono/utils/url'
import type { AppEnv } from './app-env'
import type { Db } from './db/client'
import { handleError, handleNotFound } from './errors'
import { requestContext } from './http/request-context'
import { requireTenant } from './http/tenant'
import type { Logger } from './logger'
import { authRoutes } from './resources/auth/auth-routes'
import { requireStaff } from './resources/auth/require-staff'
import { alertRoutes } from './routes/alerts'
import { calendarRoutes } from './routes/calendar'
import { countdownRoutes } from './routes/countdown'
import { boxScoreRoutes } from './routes/box-scores'
import { eventsResultsRoutes } from './routes/events-results'
import { cumeStatsRoutes } from './routes/cume-stats'
import { facilityRoutes } from './routes/facilities'
import { NO_LIVE_GAMES, refreshLiveGame, type LiveGames } from './routes/live-games'
import { liveStatsRoutes } from './routes/live-stats'
import { healthRoutes } from './routes/health'
import { historyRoutes } from './routes/history'
import { imageRoutes } from './routes/images'
import { navigationRoutes } from './routes/navigation'
import { opponentHistoryRoutes } from './routes/opponent-history'
import { playerRoutes } from './routes/players'
import { promotionRoutes } from './routes/promotions'
import { rosterRoutes } from './routes/rosters'
import { scheduleRoutes } from './routes/schedule'
import { scheduleGameRoutes } from './routes/schedule-games'
import { seasonRoutes } from './routes/seasons'
import { settingsRoutes } from './routes/settings'
import { splashRoutes } from './routes/splash'
import { staffRoutes } from './routes/staff'
import { statsRoutes } from './routes/stats'
import { sportsRoutes } from './routes/sports'
import { takeoverRoutes } from './routes/takeovers'
import { trackingTagRoutes } from './routes/tracking-tags'

export type AppOptions = {
  db: Db
  logger: Logger
  // Injectable so tests can pin "now" for splash, takeover and tracking-tag windows.
  now?: () => Date
  // The live demo games (routes/live-games.ts); none unless given (server.ts gives them).
  liveGames?: LiveGames
}

// API paths are case-insensitive on the real provider (`/api/v2/Sports` == `/api/v2/sports`), so
// they are routed in lower case; image paths keep their case.
function routingPath(request: Request): string {
  const path = getPath(request)
  return /^\/api\//i.test(path) ? path.toLowerCase() : path
}

function createApiRoutes(): Hono<AppEnv> {
  // /Hidden/... is unpublished content: a signed-in editor of the tenant is required before any
  // route can answer (resources/auth).
  return new Hono<AppEnv>()
    .use(requireTenant)
    .use(refreshLiveGame)
    .use('/hidden/*', requireStaff)
    .route('/', authRoutes)
    .route('/', sportsRoutes)
    .route('/', navigationRoutes)
    .route('/', settingsRoutes)
    .route('/', trackingTagRoutes)
    .route('/', takeoverRoutes)
    .route('/', splashRoutes)
    .route('/', promotionRoutes)
    .route('/', alertRoutes)
    .route('/', facilityRoutes)
    .route('/', rosterRoutes)
    .route('/', playerRoutes)
    .route('/', seasonRoutes)
    .route('/', staffRoutes)
    .route('/', statsRoutes)
    .route('/', eventsResultsRoutes)
    .route('/', scheduleGameRoutes)
    .route('/', scheduleRoutes)
    .route('/', cumeStatsRoutes)
    .route('/', countdownRoutes)
    .route('/', historyRoutes)
    .route('/', opponentHistoryRoutes)
    .route('/', calendarRoutes)
    .route('/', boxScoreRoutes)
    .route('/', liveStatsRoutes)
}

export function createApp({
  db,
  logger,
  now = () => new Date(),
  liveGames = NO_LIVE_GAMES,
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: routingPath })
  app.use(requestContext(logger))
  app.use(async (c, next) => {
    c.set('db', db)
    c.set('now', now)
    c.set('liveGames', liveGames)
    await next()
  })
  app.onError(handleError)
  app.notFound(handleNotFound)

  const api = createApiRoutes()
  // One set of routes for both versions: list routes page by offset on v2 and by cursor on
  // v2.1 (http/paging.ts reads the version from the path).
  app.route('/api/v2', api)
  app.route('/api/v2.1', api)
  app.route('/', healthRoutes)
  app.route('/', imageRoutes)
  return app
}
