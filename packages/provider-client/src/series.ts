import {
  SeriesEpisodeSchema,
  SeriesResourceSchema,
  SeriesTitlesResponseSchema,
  type SeriesEpisodeResource,
  type SeriesImageResource,
} from '@fieldhouse/contract/series'
import { z } from 'zod'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate, toLocalDay, type LocalDay } from './dates'
import { toImagePath } from './game-parts'
import type { Logger } from './logger'
import { type Loaded } from './loaded'
import { toReadableItems } from './page'
import { orNull } from './rosters-parts'
import type { CallOptions } from './transport'

// Video series and their episodes (SPEC 3 "Media", SPEC 6; provider/README 3.5). The access flags
// are passed on as sent: which of them gate a video (SPEC 6: a series needs a sign-in when no
// episode is free) is the website's rule, not the client's.

const LABEL = 'series repository'

/** `url` the picture, `thumbnail` its small form; site-relative like every image. */
export type SeriesImage = { url: string; thumbnail: string; width: number; height: number }

/** SPEC 6: a video's access flags, and its blackout with the message to show. */
export type MediaAccess = {
  free: boolean
  authorized: boolean
  authOnlyRequired: boolean
  premium: boolean
  blackedOut: boolean
  blackedOutMessage: string | null
}

/**
 * SPEC 6's flags as a podcast episode or an all-access item sends them (own design there): the
 * evidenced API sends none, its items are public, so absent means free to play; the message only
 * with a blackout.
 */
export function toMediaAccess(flags: {
  free?: boolean | null
  authorized?: boolean | null
  authOnlyRequired?: boolean | null
  premium?: boolean | null
  blackedOut?: boolean | null
  blackedOutMessage?: string | null
}): MediaAccess {
  const blackedOut = flags.blackedOut ?? false
  return {
    free: flags.free ?? true,
    authorized: flags.authorized ?? true,
    authOnlyRequired: flags.authOnlyRequired ?? false,
    premium: flags.premium ?? false,
    blackedOut,
    blackedOutMessage: blackedOut ? flags.blackedOutMessage?.trim() || null : null,
  }
}

/** An episode's video (the wire's `mediafile`); its id is what a story's `video.archiveId` names. */
export type SeriesVideo = {
  id: string
  title: string
  /** The exact instant (`dateUtc`; a missing Z is read as UTC). */
  date: Date | null
  sportId: number
  gameId: number | null
  category: string | null
  /** Seconds. */
  duration: number | null
  poster: string | null
  views: number | null
  access: MediaAccess
  /** Stream and download addresses by format name (the provider hosts them); unset ones left out. */
  formats: Record<string, string>
}

export type SeriesEpisode = {
  id: number
  title: string
  description: string | null
  /** The day it was posted, on the tenant's wall clock. */
  day: LocalDay | null
  postedAt: Date | null
  order: number
  sportIds: number[]
  thumbnail: SeriesImage | null
  video: SeriesVideo
}

export type SeriesTitle = { id: number; title: string; slug: string | null }

export type Series = SeriesTitle & {
  description: string | null
  callToActionText: string | null
  publishedAt: Date | null
  /** A limited series (a fixed number of episodes) rather than a running show. */
  isLimited: boolean
  order: number
  sportIds: number[]
  hero: SeriesImage | null
  landscape: SeriesImage | null
  portrait: SeriesImage | null
  /** In the provider's order; an episode the client cannot read is logged and left out. */
  episodes: SeriesEpisode[]
}

function toSeriesImage(image: SeriesImageResource | null | undefined): SeriesImage | null {
  const url =
    toImagePath(image?.original) ?? toImagePath(image ? `${image.path}${image.fileName}` : null)
  if (!image || !url) return null
  return {
    url,
    thumbnail: toImagePath(image.thumbnail) ?? url,
    width: image.width,
    height: image.height,
  }
}

function toEpisode(episode: SeriesEpisodeResource, zone: string): SeriesEpisode {
  const file = episode.mediafile
  const formats = Object.entries(file.formats ?? {}).flatMap(([name, value]) =>
    typeof value === 'string' && value.trim() !== '' ? [[name, value] as const] : [],
  )
  return {
    id: episode.id,
    title: episode.title,
    description: orNull(episode.description),
    day: toLocalDay(episode.postDate, zone),
    postedAt: parseProviderDate(episode.postDate, zone),
    order: episode.order,
    sportIds: episode.sportIds,
    thumbnail: toSeriesImage(episode.thumbnailImage),
    video: {
      id: file.id,
      title: file.title,
      date: parseProviderDate(file.dateUtc, 'UTC'),
      sportId: file.sportId,
      gameId: file.gameId ?? null,
      category: orNull(file.categoryName),
      duration: file.duration ?? null,
      poster: toImagePath(file.poster),
      views: file.views ?? null,
      access: {
        free: file.free,
        authorized: file.authorized,
        authOnlyRequired: file.authOnlyRequired,
        premium: file.premium,
        blackedOut: file.blackedOut,
        blackedOutMessage: orNull(file.blackedOutMessage),
      },
      formats: Object.fromEntries(formats),
    },
  }
}

function seriesSchema(zone: string, logger: Logger) {
  const episode = SeriesEpisodeSchema.transform((resource) => toEpisode(resource, zone))
  return SeriesResourceSchema.extend({ episodes: z.array(z.unknown()) }).transform(
    (series): Series => ({
      id: series.id,
      title: series.title,
      slug: orNull(series.slug),
      description: orNull(series.description),
      callToActionText: orNull(series.callToActionText),
      publishedAt: parseProviderDate(series.publishDate, zone),
      isLimited: series.isLimited,
      order: series.order,
      sportIds: series.sportIds,
      hero: toSeriesImage(series.hero),
      landscape: toSeriesImage(series.landscape),
      portrait: toSeriesImage(series.portrait),
      episodes: toReadableItems(series.episodes, episode, logger, LABEL),
    }),
  )
}

const TitlesSchema = SeriesTitlesResponseSchema.transform((titles) =>
  titles.map((title): SeriesTitle => ({ ...title, slug: orNull(title.slug) })),
)

export function seriesResource({ logger, load, loadItem, getOr }: ClientContext) {
  const oneSchema = perTimeZone((zone) => seriesSchema(zone, logger))
  const listSchema = perTimeZone((zone) =>
    z.array(z.unknown()).transform((list) => toReadableItems(list, oneSchema(zone), logger, LABEL)),
  )

  return {
    /** GET /Series/{id}: a series page's main item; 204 or 404 is `missing`. */
    async loadSeries(seriesId: number, options: CallOptions = {}): Promise<Loaded<Series>> {
      return loadItem({ label: LABEL, path: `/Series/${seriesId}`, schema: oneSchema }, options)
    },

    /** GET /Series: every series in order; one that does not parse is logged and left out. */
    async loadAllSeries(options: CallOptions = {}): Promise<Loaded<Series[]>> {
      return load({ label: LABEL, path: '/Series', schema: listSchema }, options)
    },

    /** GET /Series/titles: the series menu, in order; [] on failure (logged). */
    async getSeriesTitles(options: CallOptions = {}): Promise<SeriesTitle[]> {
      return getOr({ label: LABEL, path: '/Series/titles', schema: TitlesSchema }, options, [])
    },
  }
}
