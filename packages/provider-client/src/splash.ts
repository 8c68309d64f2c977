import {
  SplashResponseSchema,
  type SplashResource,
  type SplashResponse,
} from '@fieldhouse/contract/splash'
import { toPictureImages, type PictureImage } from './picture'
import type { CallOptions, Outcome, Transport } from './transport'

const LABEL = 'splash repository'
export const SPLASH_ERROR_MESSAGE = 'Failed to fetch splash page content'
export const SPLASH_CLICK_ERROR_MESSAGE = 'Failed to track click action'

/** SPEC 3 Splash. Dates stay provider strings; read them with parseProviderDate. */
export type Splash = {
  id: number
  title: string
  html: string | null
  startDate: string
  endDate: string | null
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

export function toSplash(resource: SplashResource): Splash {
  return {
    id: resource.id,
    title: resource.title,
    html: resource.html ?? null,
    startDate: resource.startDate,
    endDate: resource.endDate ?? null,
    video: resource.video ? { youTube: resource.video.youTube } : null,
    images: toPictureImages(resource.picture),
    link: resource.link ?? null,
    // SPEC 3 defaults; an empty string is as unusable as a missing colour.
    backgroundColor: resource.backgroundColor || 'black',
    foregroundColor: resource.foregroundColor || 'white',
  }
}

/** `/Splash/{sportId}` or `/Splash?splashId=`; 204 (and 404) mean there is no splash. */
export async function getSplash(
  transport: Transport,
  query: { sportId: number } | { splashId: number },
  options: CallOptions = {},
): Promise<SplashResult> {
  const outcome = await transport.get({
    label: LABEL,
    ...('sportId' in query
      ? { path: `/Splash/${query.sportId}` }
      : { path: '/Splash', query: { splashId: query.splashId } }),
    schema: SplashResponseSchema,
    signal: options.signal,
    allowNotFound: true,
  })
  return toSplashResult(outcome)
}

/** Preview of an unpublished splash: never cached, and `t` defeats any cache on the way. */
export async function getHiddenSplash(
  transport: Transport,
  query: { splashId: number } | { sport: string },
  options: CallOptions = {},
): Promise<SplashResult> {
  const outcome = await transport.get({
    label: LABEL,
    path: '/Hidden/Splash',
    query: { ...query, t: transport.now() },
    schema: SplashResponseSchema,
    signal: options.signal,
    cache: false,
    allowNotFound: true,
  })
  return toSplashResult(outcome)
}

export async function trackSplashClick(
  transport: Transport,
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
}

function toSplashResult(outcome: Outcome<SplashResponse>): SplashResult {
  if (outcome.kind === 'ok') return { status: 'ok', splash: toSplash(outcome.data.data) }
  if (outcome.kind === 'failed') return { status: 'error', message: SPLASH_ERROR_MESSAGE }
  return { status: 'none' }
}
