import { getActiveAlerts, type Alert } from './alerts'
import { createResponseCache, type ResponseCacheOptions } from './cache'
import {
  getAnalyticsSettings,
  getGoogleSettings,
  getMobileSettings,
  type AnalyticsSettings,
  type GoogleSettings,
  type MobileSettings,
} from './integration-settings'
import { consoleLogger, type Logger } from './logger'
import { getNavigation, getSportNavigation, type NavigationItem } from './navigation'
import { countImpressions, getPromotion, type Promotion, type PromotionQuery } from './promotions'
import { getSeo, type SeoSettings } from './seo'
import {
  getSiteSettings,
  getSportPageTemplates,
  getTemplates,
  type SiteSettings,
  type SportPageTemplate,
  type TemplateAssignment,
} from './settings'
import {
  getHiddenSplash,
  getSplash,
  trackSplashClick,
  type SplashClickResult,
  type SplashResult,
} from './splash'
import { getSport, getSports, type Sport } from './sports'
import { getTakeovers, type Takeover } from './takeovers'
import { searchTrackingTags, type TrackingTag, type TrackingTagQuery } from './tracking-tags'
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
}

export type ProviderClient = {
  getSports(options?: CallOptions): Promise<Sport[]>
  getSport(id: number, options?: CallOptions): Promise<Sport | null>
  getNavigation(options?: CallOptions): Promise<NavigationItem[]>
  /** sportId is sent only when given and not 0. */
  getSportNavigation(sportId?: number | null, options?: CallOptions): Promise<NavigationItem[]>
  getSeo(options?: CallOptions): Promise<SeoSettings | null>
  getGoogleSettings(options?: CallOptions): Promise<GoogleSettings | null>
  getAnalyticsSettings(options?: CallOptions): Promise<AnalyticsSettings | null>
  getMobileSettings(options?: CallOptions): Promise<MobileSettings | null>
  getTemplates(options?: CallOptions): Promise<TemplateAssignment[] | null>
  getSportPageTemplates(options?: CallOptions): Promise<SportPageTemplate[] | null>
  getSiteSettings(options?: CallOptions): Promise<SiteSettings | null>
  searchTrackingTags(query: TrackingTagQuery, options?: CallOptions): Promise<TrackingTag[]>
  getTakeovers(sportId: number, options?: CallOptions): Promise<Takeover[]>
  getSplash(
    query: { sportId: number } | { splashId: number },
    options?: CallOptions,
  ): Promise<SplashResult>
  getHiddenSplash(
    query: { splashId: number } | { sport: string },
    options?: CallOptions,
  ): Promise<SplashResult>
  trackSplashClick(splashId: number, options?: CallOptions): Promise<SplashClickResult>
  getPromotion(
    name: string,
    query?: PromotionQuery,
    options?: CallOptions,
  ): Promise<Promotion | null>
  countImpressions(adIds: number[], options?: CallOptions): Promise<boolean>
  getActiveAlerts(options?: CallOptions): Promise<Alert[]>
  /** GET {baseUrl}/health, without retry and without logging. */
  health(options?: CallOptions): Promise<{ ok: boolean; status: number | null }>
}

export const DEFAULT_TIMEOUT_MS = 5_000

/**
 * Every method degrades instead of throwing when the provider fails (SPEC 8) and logs the
 * failure; the only error that escapes is an AbortError when the caller's signal aborts.
 */
export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const now = options.now ?? Date.now
  const transport = createTransport({
    baseUrl: options.baseUrl,
    tenant: options.tenant,
    fetch: options.fetch ?? globalThis.fetch,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    logger: options.logger ?? consoleLogger,
    cache: options.cache === false ? null : createResponseCache({ ...options.cache, now }),
  })

  return {
    getSports: (call) => getSports(transport, call),
    getSport: (id, call) => getSport(transport, id, call),
    getNavigation: (call) => getNavigation(transport, call),
    getSportNavigation: (sportId, call) => getSportNavigation(transport, sportId, call),
    getSeo: (call) => getSeo(transport, call),
    getGoogleSettings: (call) => getGoogleSettings(transport, call),
    getAnalyticsSettings: (call) => getAnalyticsSettings(transport, call),
    getMobileSettings: (call) => getMobileSettings(transport, call),
    getTemplates: (call) => getTemplates(transport, call),
    getSportPageTemplates: (call) => getSportPageTemplates(transport, call),
    getSiteSettings: (call) => getSiteSettings(transport, call),
    searchTrackingTags: (query, call) => searchTrackingTags(transport, query, call),
    getTakeovers: (sportId, call) => getTakeovers(transport, sportId, call),
    getSplash: (query, call) => getSplash(transport, query, call),
    getHiddenSplash: (query, call) => getHiddenSplash(transport, query, call),
    trackSplashClick: (splashId, call) => trackSplashClick(transport, splashId, call),
    getPromotion: (name, query, call) => getPromotion(transport, name, query, call),
    countImpressions: (adIds, call) => countImpressions(transport, adIds, call),
    getActiveAlerts: (call) => getActiveAlerts(transport, call),
    health: (call) =>
      transport.ping({
        label: 'provider health',
        path: '/health',
        outsideApi: true,
        retry: false,
        log: false,
        signal: call?.signal,
      }),
  }
}
