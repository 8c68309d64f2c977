import { alertsResource } from './alerts'
import { allAccessResource } from './all-access'
import { archivesResource } from './archives'
import { authResource } from './auth'
import { calendarResource } from './calendar'
import { CACHE_DEFAULTS, createResponseCache, type ResponseCacheOptions } from './cache'
import type { ClientContext } from './context'
import { countdownResource } from './countdown'
import { cumeStatsResource } from './cume-stats'
import { allAmericansResource } from './all-americans'
import { awardsResource } from './awards'
import { documentsResource } from './documents'
import { DEFAULT_TIME_ZONE, isTimeZone } from './dates'
import { facilitiesResource } from './facilities'
import { formsResource } from './forms'
import { gameExtrasResource } from './game-extras'
import { hallOfFameResource } from './hall-of-fame'
import { gamesResource } from './games'
import { historyResource } from './history'
import { integrationSettingsResource } from './integration-settings'
import { createLoaders } from './loaders'
import { toSent } from './loaded'
import { consoleLogger, type Logger } from './logger'
import { mediaFilesResource } from './media-files'
import { mergeResources } from './merge-resources'
import { momentsResource } from './moments'
import { navigationResource } from './navigation'
import { onThisDayResource } from './on-this-day'
import { opponentHistoryResource } from './opponent-history'
import { playersResource } from './players'
import { partnersResource } from './partners'
import { podcastsResource } from './podcasts'
import { pressClipsResource } from './press-clips'
import { promotionsResource } from './promotions'
import { publicationsResource } from './publications'
import { rostersResource } from './rosters'
import { rssResource } from './rss'
import { scheduleResource } from './schedule'
import { seasonsResource } from './seasons'
import { seoResource } from './seo'
import { seriesResource } from './series'
import { settingsResource } from './settings'
import { shopResource } from './shop'
import { socialAccountsResource } from './social-accounts'
import { splashResource } from './splash'
import { sportFilesResource } from './sport-files'
import { sportsResource } from './sports'
import { staffResource } from './staff'
import { staffDirectoryResource } from './staff-directory'
import { searchResource } from './search'
import { storiesResource } from './stories'
import { boxScoresResource } from './box-scores'
import { statsResource } from './stats'
import { statLeadersResource } from './stat-leaders'
import { tagsResource } from './tags'
import { takeoversResource } from './takeovers'
import { redirectsResource } from './redirects'
import { ticketingResource } from './ticketing'
import { trackingTagsResource } from './tracking-tags'
import { videosResource } from './videos'
import { createTransport, type CallOptions } from './transport'

export type { Logger } from './logger'
export type { CallOptions } from './transport'

export type ProviderClientOptions = {
  /** e.g. 'http://127.0.0.1:4000'; the client appends /api/v2/... */
  baseUrl: string
  /** Sent as header `tenant` on every request. */
  tenant: string
  fetch?: typeof fetch
  /** Retry backoff; inject a no-op in tests. */
  sleep?: (ms: number) => Promise<void>
  /** Clock for the cache and cache-busting parameters. */
  now?: () => number
  /** Default per-call timeout covering both attempts; the takeover call uses 7 000 ms. */
  timeoutMs?: number
  logger?: Logger
  cache?: Omit<ResponseCacheOptions, 'now'> | false
  /**
   * The IANA zone the provider's local date-times are read in. Normally left out: the tenant's
   * `timeZone` site setting is used, else DEFAULT_TIME_ZONE. Given, it wins without a lookup.
   */
  timeZone?: string
  /**
   * The address of the visitor a call is made for, sent as `X-Forwarded-For`: the provider's
   * per-client limits (form posts, access codes) then count visitors, not this website.
   */
  clientAddress?: () => string | undefined
}

export const DEFAULT_TIMEOUT_MS = 5_000

/**
 * One method per provider call, gathered from the resource modules: adding an endpoint touches
 * its resource module only. They are merged by mergeResources, so a method name two modules
 * define is a type error, never one silently replacing the other. Shell calls degrade (SPEC 8); calls for a page's main item answer
 * `Loaded` (ok / missing / unavailable). The only error that escapes is an AbortError when the
 * caller's signal aborts.
 */
export function createProviderClient(options: ProviderClientOptions) {
  const now = options.now ?? Date.now
  const logger = options.logger ?? consoleLogger
  if (options.timeZone !== undefined && !isTimeZone(options.timeZone)) {
    throw new TypeError(`timeZone ${options.timeZone} is not an IANA time zone`)
  }
  const transport = createTransport({
    baseUrl: options.baseUrl,
    tenant: options.tenant,
    fetch: options.fetch ?? globalThis.fetch,
    sleep:
      options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    now,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    logger,
    cache: options.cache === false ? null : createResponseCache({ ...options.cache, now }),
    clientAddress: options.clientAddress,
  })
  const timeZone = async (call?: CallOptions) => {
    if (options.timeZone) return options.timeZone
    const zone = (await settings.getSiteSettings(call))?.siteSettings.timeZone
    return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE
  }
  const context: ClientContext = {
    transport,
    logger,
    providerOrigin: new URL(options.baseUrl).origin,
    timeZone,
    ...createLoaders(transport, timeZone),
    quietFailureMs:
      options.cache === false ? 0 : (options.cache?.freshMs ?? CACHE_DEFAULTS.freshMs),
  }
  // The zone is read from the settings: their own calls have no dates, so never ask for it.
  const settings = settingsResource(context)

  return mergeResources([
    sportsResource(context),
    navigationResource(context),
    settings,
    integrationSettingsResource(context),
    seoResource(context),
    trackingTagsResource(context),
    takeoversResource(context),
    redirectsResource(context),
    splashResource(context),
    promotionsResource(context),
    alertsResource(context),
    facilitiesResource(context),
    rostersResource(context),
    playersResource(context),
    seasonsResource(context),
    staffResource(context),
    statsResource(context),
    boxScoresResource(context),
    cumeStatsResource(context),
    statLeadersResource(context),
    gamesResource(context),
    gameExtrasResource(context),
    scheduleResource(context),
    calendarResource(context),
    opponentHistoryResource(context),
    historyResource(context),
    countdownResource(context),
    storiesResource(context),
    archivesResource(context),
    tagsResource(context),
    seriesResource(context),
    searchResource(context),
    mediaFilesResource(context),
    documentsResource(context),
    publicationsResource(context),
    podcastsResource(context),
    pressClipsResource(context),
    onThisDayResource(context),
    momentsResource(context),
    videosResource(context),
    allAccessResource(context),
    shopResource(context),
    sportFilesResource(context),
    rssResource(context),
    awardsResource(context),
    allAmericansResource(context),
    hallOfFameResource(context),
    staffDirectoryResource(context),
    socialAccountsResource(context),
    ticketingResource(context),
    partnersResource(context),
    formsResource(context),
    authResource(context),
    {
      /** GET {baseUrl}/health, without retry and without logging: `ok` for any 2xx. */
      health: async (call?: CallOptions) =>
        toSent(
          await transport.ping({
            label: 'provider health',
            path: '/health',
            outsideApi: true,
            retry: false,
            log: false,
            signal: call?.signal,
          }),
        ),
    },
  ])
}

export type ProviderClient = ReturnType<typeof createProviderClient>
