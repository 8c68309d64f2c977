import { SplashResponseSchema, type SplashResource } from '@fieldhouse/contract/splash'
import { toPictureImages, type PictureImage } from './picture'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate } from './dates'
import { toAuthorized, toSent, type Authorized, type Loaded, type Sent } from './loaded'
import { toSafeHtml, type SafeHtml } from './safe-html'
import type { CallOptions } from './transport'

const LABEL = 'splash repository'

/** SPEC 3 Splash. A start date the provider sent unreadable is null: the splash never shows. */
export type Splash = {
  id: number
  title: string
  /** The block under the main content, the provider's HTML sanitised. */
  html: SafeHtml | null
  startDate: Date | null
  endDate: Date | null
  video: { youTube: string | null } | null
  images: PictureImage[]
  link: string | null
  backgroundColor: string
  foregroundColor: string
}

export function toSplash(resource: SplashResource, timeZone: string): Splash {
  return {
    id: resource.id,
    title: resource.title,
    html: toSafeHtml(resource.html),
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

export function splashResource({ transport, timeZone, loadItem }: ClientContext) {
  return {
    /**
     * `/Splash/{sportId}` or `/Splash?splashId=`; 204 (and 404) mean there is no splash
     * (`missing`). The /splash page's main item; the shell reads anything but `ok` as none.
     */
    async loadSplash(
      query: { sportId: number } | { splashId: number },
      options: CallOptions = {},
    ): Promise<Loaded<Splash>> {
      return loadItem(
        {
          label: LABEL,
          ...('sportId' in query
            ? { path: `/Splash/${query.sportId}` }
            : { path: '/Splash', query: { splashId: query.splashId } }),
          schema: splashSchema,
        },
        options,
      )
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

    /** `unavailable` when the click was not recorded (also for a splash the provider lacks). */
    async trackSplashClick(splashId: number, options: CallOptions = {}): Promise<Sent> {
      const outcome = await transport.ping({
        label: 'splash click',
        path: `/Splash/click/${splashId}`,
        signal: options.signal,
        // A click is recorded by the provider: a retry after a lost answer would count it twice.
        retry: false,
      })
      return toSent(outcome)
    },
  }
}
