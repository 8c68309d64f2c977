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
import { alertRoutes } from './resources/alerts/alert-routes'
import { allAmericanRoutes } from './resources/all-americans/all-american-routes'
import { archiveRoutes } from './resources/archives/archive-routes'
import { awardRoutes } from './resources/awards/award-routes'
import { calendarRoutes } from './resources/calendar/calendar-routes'
import { countdownRoutes } from './resources/countdown/countdown-routes'
import { boxScoreRoutes } from './resources/box-scores/box-score-routes'
import { eventsResultsRoutes } from './resources/events-results/events-results-routes'
import { cumeStatsRoutes } from './resources/cume-stats/cume-stats-routes'
import { documentRoutes } from './resources/documents/document-routes'
import { facilityRoutes } from './resources/facilities/facility-routes'
import { createFormRoutes } from './resources/forms/form-routes'
import { NO_LIVE_GAMES, type LiveGames } from './resources/live-stats/live-games'
import { liveStatsRoutes } from './resources/live-stats/live-stats-routes'
import { refreshLiveGame } from './resources/live-stats/refresh-live-game'
import { hallOfFameRoutes } from './resources/hall-of-fame/hall-of-fame-routes'
import { healthRoutes } from './resources/health/health-routes'
import { historyRoutes } from './resources/history/history-routes'
import { imageRoutes } from './resources/images/image-routes'
import { mediaFileRoutes } from './resources/media-files/media-file-routes'
import { momentRoutes } from './resources/moments/moment-routes'
import { shopRoutes } from './resources/shop/shop-routes'
import { statLeadersRoutes } from './resources/stat-leaders/stat-leaders-routes'
import { allAccessRoutes } from './resources/videos/all-access-routes'
import { playlistRoutes } from './resources/videos/playlist-routes'
import { navigationRoutes } from './resources/navigation/navigation-routes'
import { onThisDayRoutes } from './resources/on-this-day/on-this-day-routes'
import { opponentHistoryRoutes } from './resources/opponent-history/opponent-history-routes'
import { playerRoutes } from './resources/players/player-routes'
import { podcastRoutes } from './resources/podcasts/podcast-routes'
import { pressClipRoutes } from './resources/press-clips/press-clip-routes'
import { promotionRoutes } from './resources/promotions/promotion-routes'
import { publicationRoutes } from './resources/publications/publication-routes'
import { rosterRoutes } from './resources/rosters/roster-routes'
import { redirectRoutes } from './resources/redirects/redirect-routes'
import { rssRoutes } from './resources/rss/rss-routes'
import { scheduleRoutes } from './resources/schedule/schedule-routes'
import { scheduleGameRoutes } from './resources/schedule-games/schedule-game-routes'
import { seasonRoutes } from './resources/seasons/season-routes'
import { seriesRoutes } from './resources/series/series-routes'
import { settingsRoutes } from './resources/settings/settings-routes'
import { createSportFileRoutes } from './resources/sport-files/sport-file-routes'
import { splashRoutes } from './resources/splash/splash-routes'
import { socialAccountRoutes } from './resources/social-accounts/social-account-routes'
import { staffRoutes } from './resources/staff/staff-routes'
import { statsRoutes } from './resources/stats/stats-routes'
import { searchRoutes } from './resources/search/search-routes'
import { storyRoutes } from './resources/stories/story-routes'
import { sportsRoutes } from './resources/sports/sports-routes'
import { tagRoutes } from './resources/tags/tag-routes'
import { takeoverRoutes } from './resources/takeovers/takeover-routes'
import { ticketingRoutes } from './resources/ticketing/ticketing-routes'
import { trackingTagRoutes } from './resources/tracking-tags/tracking-tag-routes'

export type AppOptions = {
  db: Db
  logger: Logger
  // Injectable so tests can pin "now" for splash, takeover and tracking-tag windows.
  now?: () => Date
  // The live demo games (resources/live-stats/live-games.ts); none unless given (server.ts gives them).
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
    .route('/', redirectRoutes)
    .route('/', splashRoutes)
    .route('/', promotionRoutes)
    .route('/', alertRoutes)
    .route('/', facilityRoutes)
    .route('/', rosterRoutes)
    .route('/', playerRoutes)
    .route('/', seasonRoutes)
    .route('/', staffRoutes)
    .route('/', socialAccountRoutes)
    .route('/', ticketingRoutes)
    .route('/', statsRoutes)
    .route('/', eventsResultsRoutes)
    .route('/', scheduleGameRoutes)
    .route('/', scheduleRoutes)
    .route('/', cumeStatsRoutes)
    .route('/', statLeadersRoutes)
    .route('/', countdownRoutes)
    .route('/', historyRoutes)
    .route('/', opponentHistoryRoutes)
    .route('/', calendarRoutes)
    .route('/', boxScoreRoutes)
    .route('/', liveStatsRoutes)
    .route('/', storyRoutes)
    .route('/', searchRoutes)
    .route('/', archiveRoutes)
    .route('/', tagRoutes)
    .route('/', seriesRoutes)
    .route('/', documentRoutes)
    .route('/', publicationRoutes)
    .route('/', podcastRoutes)
    .route('/', pressClipRoutes)
    .route('/', onThisDayRoutes)
    .route('/', momentRoutes)
    .route('/', playlistRoutes)
    .route('/', allAccessRoutes)
    .route('/', shopRoutes)
    .route('/', createSportFileRoutes())
    .route('/', rssRoutes)
    .route('/', awardRoutes)
    .route('/', allAmericanRoutes)
    .route('/', hallOfFameRoutes)
    .route('/', createFormRoutes())
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
  app.route('/', mediaFileRoutes)
  return app
}
