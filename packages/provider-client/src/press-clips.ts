import { PressClipResourceSchema, type PressClipResource } from '@fieldhouse/contract/press-clips'
import { FilterOptionsResponseSchema } from '@fieldhouse/contract/stories'
import { perTimeZone, type ClientContext } from './context'
import { toLocalDay, type LocalDay } from './dates'
import { toImagePath } from './game-parts'
import { valueOr, type Loaded } from './loaded'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { orNull } from './rosters-parts'
import type { CallOptions } from './transport'

// Press clips (SPEC 2.1 /clippings, /coverage; provider/README 3.5): stories about the teams in
// other outlets, and broadcast coverage. `link` is the article elsewhere, as sent.

const LABEL = 'press clips repository'

export type PressClipType = 'clipping' | 'coverage'

export type PressClipSport = {
  id: number
  title: string
  shortName: string | null
  abbreviation: string | null
}

export type PressClip = {
  id: number
  title: string
  summary: string | null
  /** The article or broadcast elsewhere. */
  link: string
  opensInNewWindow: boolean
  /** The day it ran, on the tenant's wall clock; null when the provider's date cannot be read. */
  day: LocalDay | null
  author: string | null
  source: { id: number; title: string; website: string | null }
  /** Site-relative like every image, or absolute as sent. */
  image: string | null
  /** [] for a department-wide clip. */
  sports: PressClipSport[]
  /** Own design: a clipping (/clippings) or coverage (/coverage); null when not sent. */
  type: PressClipType | null
}

export type PressClipsQuery = PageQuery & {
  sportId?: number
  type?: PressClipType
  /** A calendar year. */
  year?: number
  /** An academic year by its first year (2026 is 2026-27). */
  seasonYear?: number
}

/** A menu entry: `year` the filter's value, `title` "2026-27" or "2026". */
export type PressClipYear = { year: number; title: string }

// A local date-time's day is its date as written, so when the provider writes the time in a
// form the reader refuses ("T7:30:00", an hour without its zero) that date is still the day.
function toClipDay(date: string, zone: string): LocalDay | null {
  const day = toLocalDay(date, zone)
  if (day) return day
  const written = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(
    date.trim(),
  )
  return written?.[1] ? toLocalDay(written[1], zone) : null
}

const toSport = (sport: NonNullable<PressClipResource['sport']>): PressClipSport => ({
  id: sport.id,
  title: sport.title,
  shortName: orNull(sport.shortname),
  abbreviation: orNull(sport.abbreviation),
})

function toPressClip(clip: PressClipResource, zone: string): PressClip {
  const sports = clip.sports?.length ? clip.sports : clip.sport ? [clip.sport] : []
  return {
    id: clip.id,
    title: clip.title,
    summary: orNull(clip.summary),
    link: clip.link,
    opensInNewWindow: clip.openInNewWindow ?? true,
    day: toClipDay(clip.date, zone),
    author: orNull(clip.author),
    source: {
      id: clip.source.id,
      title: clip.source.title,
      website: orNull(clip.source.website),
    },
    image: typeof clip.image === 'string' ? toImagePath(clip.image) : null,
    sports: sports.map(toSport),
    type: clip.type ?? null,
  }
}

const YearsSchema = FilterOptionsResponseSchema.transform((options) =>
  options.flatMap((option): PressClipYear[] =>
    Number.isInteger(option.value) ? [{ year: option.value, title: option.name }] : [],
  ),
)

export function pressClipsResource({ transport, logger, load, loadItem }: ClientContext) {
  const one = perTimeZone((zone) =>
    PressClipResourceSchema.transform((clip) => toPressClip(clip, zone)),
  )
  const page = perTimeZone((zone) => offsetPageOf(one(zone), logger, LABEL))
  const getYears = async (path: string, options: CallOptions) =>
    valueOr(
      await transport.get({ label: LABEL, path, schema: YearsSchema, signal: options.signal }),
      [],
    )

  return {
    /** GET /PressClips: newest first, one page; a clip that does not parse is left out. */
    async loadPressClips(
      query: PressClipsQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<PressClip>>> {
      return load(
        {
          label: LABEL,
          path: '/PressClips',
          query: {
            sportId: query.sportId,
            type: query.type,
            year: query.year,
            seasonYear: query.seasonYear,
            ...toPagingQuery(query),
          },
          schema: page,
        },
        options,
      )
    },

    /** GET /PressClips/{id}: 204 or 404 is `missing`. */
    async loadPressClip(id: number, options: CallOptions = {}): Promise<Loaded<PressClip>> {
      return loadItem({ label: LABEL, path: `/PressClips/${id}`, schema: one }, options)
    },

    /** GET /PressClips/filters/seasons: academic years with clips, newest first; [] on failure. */
    getPressClipSeasons: (options: CallOptions = {}) =>
      getYears('/PressClips/filters/seasons', options),

    /** GET /PressClips/filters/years: calendar years with clips, newest first; [] on failure. */
    getPressClipYears: (options: CallOptions = {}) =>
      getYears('/PressClips/filters/years', options),
  }
}
