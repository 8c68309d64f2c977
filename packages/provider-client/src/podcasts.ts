import {
  PodcastCategoriesResponseSchema,
  PodcastCategorySchema,
  PodcastEpisodeSchema,
  PodcastSettingsSchema,
  type PodcastCategoryResource,
  type PodcastEpisodeResource,
} from '@fieldhouse/contract/podcasts'
import { FilterOptionsResponseSchema } from '@fieldhouse/contract/stories'
import type { z } from 'zod'
import { SportOptionsSchema, type StorySportOption } from './archives'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate, toLocalDay, type LocalDay } from './dates'
import { toImagePath } from './game-parts'
import { valueOr, type Loaded } from './loaded'
import { loadFeed, toMediaUrl, type FileBody } from './media-files'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import type { MediaSport } from './publications'
import { orNull } from './rosters-parts'
import { toSafeHtml, type SafeHtml } from './safe-html'
import { toMediaAccess, type MediaAccess } from './series'
import { readableAs } from './story'
import type { CallOptions } from './transport'

// Podcasts (SPEC 2.1 /podcasts, /podcasts/{slug}/{id}; SPEC 3 "Media", 6; provider/README 3.5).
// A podcast is the wire's "category"; its episodes carry SPEC 6's access flags as sent, and a
// blacked-out one its message and no audio: which flags gate playing is the website's rule. The
// audio is the provider's file, site-relative (/media/...), served by the website's /media proxy
// with Range (media-files.ts); the client does not read audio.

const LABEL = 'podcasts repository'
/** The longest search the reference provider takes; a longer one is a 400 (`unavailable`). */
export const PODCAST_SEARCH_MAX_LENGTH = 100

export type PodcastAudio = {
  /** Site-relative on the provider (/media/...), else the address as sent. */
  url: string
  contentType: string | null
  /** Bytes, as the feed's enclosure gives them. */
  size: number | null
}

export type PodcastEpisode = {
  id: number
  title: string
  /** Provider HTML, sanitised (safe-html.ts). */
  description: SafeHtml | null
  /** The same without markup, for previews and meta tags. */
  text: string | null
  /** The day it was published, on the tenant's wall clock. */
  day: LocalDay
  publishedAt: Date
  podcast: { id: number; title: string | null; slug: string | null }
  /** The episode's art, else the podcast's; site-relative like every image. */
  image: string | null
  /** Null when blacked out or sent without a file. */
  audio: PodcastAudio | null
  /**
   * The audio's WebVTT transcript (own design, issue 35), site-relative like the audio (/media/...);
   * null with no audio, as it shares the audio's access.
   */
  transcript: string | null
  /** Seconds. */
  duration: number | null
  sports: MediaSport[]
  access: MediaAccess
}

export type Podcast = {
  id: number
  title: string
  mediaId: number | null
  /** Part of the site's /podcasts/{slug}/{id}. */
  slug: string | null
  description: string | null
  image: string | null
  sports: MediaSport[]
  episodeCount: number | null
  /** SPEC 6, as the provider sends it (no episode free); null when not sent. */
  requiresAuthentication: boolean | null
}

export type PodcastsQuery = PageQuery & {
  sportId?: number
  /** A podcast's id (the wire's category). */
  podcastId?: number
  /** Text in an episode's title or description; blank means none. */
  search?: string
}

export type PodcastOption = { podcastId: number; title: string; slug: string | null }

export type PodcastSettings = {
  title: string
  description: string
  rssImage: string | null
  authorName: string
  managingEmail: string
  showAllInFeed: boolean
  /** Provider HTML for the podcast hub, sanitised. */
  hubContent: SafeHtml | null
}

const toSports = (sports: PodcastEpisodeResource['sports']): MediaSport[] =>
  (sports ?? []).map((sport) => ({
    id: sport.id,
    title: sport.title,
    shortName: orNull(sport.shortname),
    slug: orNull(sport.slug),
  }))

function toEpisode(
  episode: PodcastEpisodeResource,
  zone: string,
  origin: string,
): PodcastEpisode | null {
  const day = toLocalDay(episode.datePublished, zone)
  const publishedAt = parseProviderDate(episode.datePublished, zone)
  if (!day || !publishedAt) return null
  const blackedOut = episode.blackedOut ?? false
  const url = toMediaUrl(episode.url, origin) ?? toMediaUrl(episode.absoluteUrl, origin)
  const size = Number(episode.enclosureLength)
  const transcript = toMediaUrl(episode.transcriptUrl, origin)
  return {
    id: episode.id,
    title: episode.title,
    description: toSafeHtml(episode.description),
    text: orNull(episode.rawDescription),
    day,
    publishedAt,
    podcast: {
      id: episode.podId ?? episode.categoryId,
      title: orNull(episode.categoryName),
      slug: orNull(episode.podcastSlug),
    },
    image: toImagePath(episode.imagePath) ?? toImagePath(episode.categoryImagePath),
    audio:
      url && !blackedOut
        ? {
            url,
            contentType: orNull(episode.enclosureType),
            size: Number.isInteger(size) && size > 0 ? size : null,
          }
        : null,
    transcript: url && !blackedOut ? transcript : null,
    duration: episode.duration ?? null,
    sports: toSports(episode.sports),
    access: toMediaAccess(episode),
  }
}

const toPodcast = (podcast: PodcastCategoryResource): Podcast => ({
  id: podcast.id,
  title: podcast.title,
  mediaId: podcast.mediaId ?? null,
  slug: orNull(podcast.slug),
  description: orNull(podcast.description),
  image: toImagePath(podcast.imagePath),
  sports: toSports(podcast.sports),
  episodeCount: podcast.episodeCount ?? null,
  requiresAuthentication: podcast.requiresAuthentication ?? null,
})

const PodcastSchema = PodcastCategorySchema.transform(toPodcast)
const PodcastsSchema = PodcastCategoriesResponseSchema.transform((list) => list.map(toPodcast))
const PodcastOptionsSchema = FilterOptionsResponseSchema.transform((options) =>
  options.flatMap((option): PodcastOption[] =>
    Number.isInteger(option.value)
      ? [{ podcastId: option.value, title: option.name, slug: orNull(option.statTitle) }]
      : [],
  ),
)
const SettingsSchema = PodcastSettingsSchema.transform(
  (settings): PodcastSettings => ({
    title: settings.title,
    description: settings.description,
    rssImage: toImagePath(settings.rssImage),
    authorName: settings.authorName,
    managingEmail: settings.managingEmail,
    showAllInFeed: settings.showAllInFeed,
    hubContent: toSafeHtml(settings.hubContent),
  }),
)

export function podcastsResource(context: ClientContext) {
  const { transport, logger, providerOrigin, load, loadItem } = context
  const page = perTimeZone((zone) =>
    offsetPageOf(
      readableAs(PodcastEpisodeSchema, (episode) => toEpisode(episode, zone, providerOrigin)),
      logger,
      LABEL,
    ),
  )
  const get = <T>(path: string, schema: z.ZodType<T>, options: CallOptions) =>
    transport.get({ label: LABEL, path, schema, signal: options.signal })

  return {
    /** GET /Podcasts: episodes, newest first, one page; one that cannot be read is left out. */
    async loadPodcastEpisodes(
      query: PodcastsQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<PodcastEpisode>>> {
      return load(
        {
          label: LABEL,
          path: '/Podcasts',
          query: {
            sportId: query.sportId,
            categoryId: query.podcastId,
            searchTerm: query.search?.trim() || undefined,
            ...toPagingQuery(query),
          },
          schema: page,
        },
        options,
      )
    },

    /** GET /Podcasts/categories: every podcast, in the provider's order. */
    async loadPodcasts(options: CallOptions = {}): Promise<Loaded<Podcast[]>> {
      return load({ label: LABEL, path: '/Podcasts/categories', schema: PodcastsSchema }, options)
    },

    /** GET /Podcasts/categories/{id}: one podcast; 204 or 404 is `missing`. */
    async loadPodcast(podcastId: number, options: CallOptions = {}): Promise<Loaded<Podcast>> {
      return loadItem(
        { label: LABEL, path: `/Podcasts/categories/${podcastId}`, schema: PodcastSchema },
        options,
      )
    },

    /** GET /Podcasts/filters/categories and /filters/sports: the menus; each [] on failure. */
    async getPodcastFilters(
      options: CallOptions = {},
    ): Promise<{ podcasts: PodcastOption[]; sports: StorySportOption[] }> {
      const [podcasts, sports] = await Promise.all([
        get('/Podcasts/filters/categories', PodcastOptionsSchema, options),
        get('/Podcasts/filters/sports', SportOptionsSchema, options),
      ])
      return { podcasts: valueOr(podcasts, []), sports: valueOr(sports, []) }
    },

    /** GET /Podcasts/settings: the hub's text and feed details; null on failure (logged). */
    async getPodcastSettings(options: CallOptions = {}): Promise<PodcastSettings | null> {
      return valueOr(await get('/Podcasts/settings', SettingsSchema, options), null)
    },

    /**
     * GET /Podcasts/rss: a podcast's feed (every podcast's without `podcastId`), RSS 2.0 bytes
     * to pass through; `missing` for an unknown podcast (204). Its enclosures are the provider's
     * addresses as it wrote them.
     */
    async loadPodcastFeed(
      podcastId?: number,
      options: CallOptions = {},
    ): Promise<Loaded<FileBody>> {
      const query = podcastId === undefined ? '' : `?categoryId=${podcastId}`
      return loadFeed(context, LABEL, `/Podcasts/rss${query}`, options)
    },
  }
}
