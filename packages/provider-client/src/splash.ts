import { SplashResponseSchema, type SplashResource } from '@fieldhouse/contract/splash'
import { toPictureImages, type PictureImage } from './picture'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate } from './dates'
import { toAuthorized, type Authorized } from './loaded'
import type { CallOptions, Outcome } from './transport'

const LABEL = 'splash repository'
export const SPLASH_ERROR_MESSAGE = 'Failed to fetch splash page content'
export const SPLASH_CLICK_ERROR_MESSAGE = 'Failed to track click action'

/** SPEC 3 Splash. A start date the provider sent unreadable is null: the splash never shows. */
export type Splash = {
  id: number
  title: string
  html: string | null
  startDate: Date | null
  endDate: Date | null
  video: { youTube: string | null } | null
  images: PictureImage[]
  link: string | null
  backgroundColor: string
  foregroundColor: string
}

export type SplashResult =
  | { status: 'ok'; splash: Splash }
  | { status: 'none' }
  | { status: 'error'; message: typeof SPLASH_ERROR_MESSAGE }

export type SplashClickResult =
  | { ok: true }
  | { ok: false; message: typeof SPLASH_CLICK_ERROR_MESSAGE }

export function toSplash(resource: SplashResource, timeZone: string): Splash {
  return {
    id: resource.id,
    title: resource.title,
    html: resource.html ?? null,
    startDate: parseProviderDate(resource.startDate, timeZone),
    endDate: parseProviderDate(resource.endDate, timeZone),
    video: resource.video ? { youTube: resource.video.youTube } : null,
    images: toPictureImages(resource.picture),
    link: resource.link ?? null,
    // SPEC 3 defaults; an empty string is as unusable as a missing colour.
    backgroundColor: resource.backgroundColor || 'black',
    foregroundColor: resource.foregroundColor || 'white',
  }
}

const splashSchema = perTimeZone((zone) =>
  SplashResponseSchema.transform((response) => toSplash(response.data, zone)),
)

export function splashResource({ transport, timeZone }: ClientContext) {
  return {
    /** `/Splash/{sportId}` or `/Splash?splashId=`; 204 (and 404) mean there is no splash. */
    async getSplash(
      query: { sportId: number } | { splashId: number },
      options: CallOptions = {},
    ): Promise<SplashResult> {
      const zone = await timeZone(options)
      const outcome = await transport.get({
        label: LABEL,
        ...('sportId' in query
          ? { path: `/Splash/${query.sportId}` }
          : { path: '/Splash', query: { splashId: query.splashId } }),
        schema: splashSchema(zone),
        variant: zone,
        signal: options.signal,
        allowNotFound: true,
      })
      return toSplashResult(outcome)
    },

    /**
     * Preview of an unpublished splash for a signed-in editor (`token`): whatever its dates.
     * No splash (204, 404) is `missing`; a 401 `signed-out`. Never cached (the bearer token sees
     * to it), and `t` defeats any cache on the way.
     */
    async getHiddenSplash(
      query: { splashId: number } | { sport: string },
      token: string,
      options: CallOptions = {},
    ): Promise<Authorized<Splash>> {
      const zone = await timeZone(options)
      const outcome = await transport.get({
        label: LABEL,
        path: '/Hidden/Splash',
        query: { ...query, t: transport.now() },
        schema: splashSchema(zone),
        signal: options.signal,
        bearer: token,
        allowNotFound: true,
      })
      return toAuthorized(outcome)
    },

    async trackSplashClick(
      splashId: number,
      options: CallOptions = {},
    ): Promise<SplashClickResult> {
      const result = await transport.ping({
        label: 'splash click',
        path: `/Splash/click/${splashId}`,
        signal: options.signal,
        // A click is recorded by the provider: a retry after a lost answer would count it twice.
        retry: false,
      })
      return result.ok ? { ok: true } : { ok: false, message: SPLASH_CLICK_ERROR_MESSAGE }
    },
  }
}

function toSplashResult(outcome: Outcome<Splash>): SplashResult {
  if (outcome.kind === 'ok') return { status: 'ok', splash: outcome.data }
  if (outcome.kind === 'failed') return { status: 'error', message: SPLASH_ERROR_MESSAGE }
  return { status: 'none' }
}
