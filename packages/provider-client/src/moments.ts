import { MomentSchema, type MomentResource } from '@fieldhouse/contract/moments'
import { perTimeZone, type ClientContext } from './context'
import { toLocalDay, type LocalDay } from './dates'
import { toImagePath } from './game-parts'
import { type Loaded } from './loaded'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { orNull } from './rosters-parts'
import { readableAs } from './story'
import type { CallOptions } from './transport'

// Moments (own design; SPEC 2.1 /moments, /sports/{slug}/moments): a sport's highlight moments,
// newest day first. A moment's video is an episode of a series (series.ts), by its video id.

const LABEL = 'moments repository'

export type MediaSportRef = { id: number; title: string; slug: string; shortName: string }

export type Moment = {
  id: number
  title: string
  day: LocalDay
  /** Plain text, as sent. */
  text: string
  image: { url: string; alt: string | null } | null
  /** `archiveId` is a series video's id, as a story's `video.archiveId`. */
  video: { title: string; archiveId: number } | null
  sport: MediaSportRef
}

export type MomentsQuery = PageQuery & { sportId?: number }

function toMoment(moment: MomentResource, zone: string): Moment | null {
  const day = toLocalDay(moment.day, zone)
  if (!day) return null
  const url = toImagePath(moment.image.url) ?? toImagePath(moment.image.absoluteUrl)
  return {
    id: moment.id,
    title: moment.title,
    day,
    text: moment.text,
    image: url ? { url, alt: orNull(moment.image.altText) } : null,
    video: moment.video ? { title: moment.video.title, archiveId: moment.video.archive } : null,
    sport: moment.sport,
  }
}

export function momentsResource({ logger, load, loadItem }: ClientContext) {
  const one = perTimeZone((zone) => readableAs(MomentSchema, (moment) => toMoment(moment, zone)))
  const page = perTimeZone((zone) => offsetPageOf(one(zone), logger, LABEL))

  return {
    /** GET /Moments: newest day first, one page; a moment that cannot be read is left out. */
    async loadMoments(
      query: MomentsQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<Moment>>> {
      return load(
        {
          label: LABEL,
          path: '/Moments',
          query: { sportId: query.sportId, ...toPagingQuery(query) },
          schema: page,
        },
        options,
      )
    },

    /** GET /Moments/{id}: 204 or 404 is `missing`. */
    async loadMoment(id: number, options: CallOptions = {}): Promise<Loaded<Moment>> {
      return loadItem({ label: LABEL, path: `/Moments/${id}`, schema: one }, options)
    },
  }
}
