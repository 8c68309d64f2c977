import {
  OnThisDayGameSchema,
  OnThisDayResponseSchema,
  OnThisDayStorySchema,
  OnThisDayVideoSchema,
} from '@fieldhouse/contract/on-this-day'
import { z } from 'zod'
import { perTimeZone, type ClientContext } from './context'
import { toLocalDay, type LocalDay } from './dates'
import { toImagePath } from './game-parts'
import type { Logger } from './logger'
import { type Loaded } from './loaded'
import type { MediaSportRef } from './moments'
import { toReadableItems } from './page'
import { orNull } from './rosters-parts'
import { readableAs, toStorySlug } from './story'
import type { CallOptions } from './transport'

// On this day (SPEC 2.1 /on-this-day; SPEC 3 "on-this-day groups by year"; provider/README 3.5):
// a calendar day's history, newest year first. A published story is named by its day and slug
// (the website builds /news/...); a milestone (own design: the entries with a `summary`) links
// where its editor pointed it, as written; a video names its series episode.

const LABEL = 'on this day repository'

type OnThisDayStoryResource = z.infer<typeof OnThisDayStorySchema>
type OnThisDayVideoResource = z.infer<typeof OnThisDayVideoSchema>
type OnThisDayGameResource = z.infer<typeof OnThisDayGameSchema>
type EntryResource = Pick<OnThisDayGameResource, 'id' | 'date' | 'sport' | 'featured'>

type Image = { url: string; alt: string | null }

type Entry = { id: number; day: LocalDay; sport: MediaSportRef; featured: boolean }

export type OnThisDayStory = Entry & {
  kind: 'story'
  title: string
  slug: string
  byline: string | null
  isPreview: boolean
  isRecap: boolean
  image: Image | null
}

export type OnThisDayMilestone = Entry & {
  kind: 'milestone'
  title: string
  summary: string | null
  /** Where the editor pointed it (a site page), as written. */
  link: string | null
  image: Image | null
}

export type OnThisDayVideo = Entry & {
  title: string
  /** The series video's id (a story's `video.archiveId`). */
  videoId: string
  /** The series' slug, read from the provider's link. */
  seriesSlug: string | null
  image: Image | null
}

export type OnThisDayGame = Entry & {
  locationIndicator: string
  opponent: { title: string; image: string | null } | null
  /** Null when no result was kept; scores as numbers, null when not numeric. */
  result: { status: string; teamScore: number | null; opponentScore: number | null } | null
}

export type OnThisDayYear = {
  year: number
  stories: (OnThisDayStory | OnThisDayMilestone)[]
  videos: OnThisDayVideo[]
  games: OnThisDayGame[]
}

/** Both or neither of `month` (1-12) and `day`: without them, today in the tenant's zone. */
export type OnThisDayQuery = { month?: number; day?: number; sportId?: number }

const toImage = (image: { url: string; altText: string | null } | null | undefined) => {
  const url = toImagePath(image?.url)
  return url ? { url, alt: orNull(image?.altText) } : null
}

const toScore = (value: string | null | undefined) =>
  value !== null && value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : null

function toEntry(entry: EntryResource, zone: string): Entry | null {
  const day = toLocalDay(entry.date, zone)
  return day ? { id: entry.id, day, sport: entry.sport, featured: entry.featured } : null
}

function toStory(story: OnThisDayStoryResource, zone: string) {
  const entry = toEntry(story, zone)
  if (!entry) return null
  const image = toImage(story.image)
  if (story.summary !== undefined) {
    const milestone: OnThisDayMilestone = {
      ...entry,
      kind: 'milestone',
      title: story.title,
      summary: orNull(story.summary),
      link: orNull(story.url),
      image,
    }
    return milestone
  }
  const slug = toStorySlug(story.filename, story.url)
  if (!slug) return null
  const published: OnThisDayStory = {
    ...entry,
    kind: 'story',
    title: story.title,
    slug,
    byline: typeof story.byline === 'string' ? orNull(story.byline) : null,
    isPreview: story.pregame,
    isRecap: story.postgame,
    image,
  }
  return published
}

function toVideo(video: OnThisDayVideoResource, zone: string): OnThisDayVideo | null {
  const entry = toEntry(video, zone)
  if (!entry) return null
  const series = /^\/?series\/([^/?#]+)/.exec(video.url)?.[1]
  return {
    ...entry,
    title: video.title,
    videoId: video.file,
    seriesSlug: series ?? null,
    image: toImage(video.image),
  }
}

function toGame(game: OnThisDayGameResource, zone: string): OnThisDayGame | null {
  const entry = toEntry(game, zone)
  if (!entry) return null
  const result = game.result
  return {
    ...entry,
    locationIndicator: game.locationIndicator,
    opponent: game.opponent
      ? { title: game.opponent.title, image: toImagePath(game.opponent.image?.url) }
      : null,
    result: orNull(result?.status)
      ? {
          status: result?.status ?? '',
          teamScore: toScore(result?.teamScore),
          opponentScore: toScore(result?.opponentScore),
        }
      : null,
  }
}

function responseSchema(zone: string, logger: Logger) {
  const story = readableAs(OnThisDayStorySchema, (item) => toStory(item, zone))
  const video = readableAs(OnThisDayVideoSchema, (item) => toVideo(item, zone))
  const game = readableAs(OnThisDayGameSchema, (item) => toGame(item, zone))
  const year = z.object({
    year: z.number().int(),
    stories: z.array(z.unknown()),
    videos: z.array(z.unknown()),
    games: z.array(z.unknown()),
  })
  return OnThisDayResponseSchema.extend({ data: z.array(year) }).transform((response) =>
    response.data.map(
      (entry): OnThisDayYear => ({
        year: entry.year,
        stories: toReadableItems(entry.stories, story, logger, LABEL),
        videos: toReadableItems(entry.videos, video, logger, LABEL),
        games: toReadableItems(entry.games, game, logger, LABEL),
      }),
    ),
  )
}

export function onThisDayResource({ logger, load }: ClientContext) {
  const schema = perTimeZone((zone) => responseSchema(zone, logger))

  return {
    /**
     * GET /OnThisDay: the day's history by year, newest first (years with nothing readable are
     * kept with empty lists). A day that does not exist is the provider's 400, `unavailable`, so
     * the page checks its input.
     */
    async loadOnThisDay(
      query: OnThisDayQuery = {},
      options: CallOptions = {},
    ): Promise<Loaded<OnThisDayYear[]>> {
      return load(
        {
          label: LABEL,
          path: '/OnThisDay',
          query: { month: query.month, day: query.day, sportId: query.sportId },
          schema,
        },
        options,
      )
    },
  }
}
