import {
  ArchiveItemSchema,
  FilterOptionsResponseSchema,
  type ArchiveItemResource,
  type FilterOptionResource,
} from '@fieldhouse/contract/stories'
import { perTimeZone, type ClientContext } from './context'
import { toImagePath } from './game-parts'
import { toAuthorized, toLoaded, type Authorized, type Loaded } from './loaded'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { orNull } from './rosters-parts'
import { readableAs, toBareSummary, toStoryDates, toStorySlug, type StorySummary } from './story'
import type { CallOptions } from './transport'

const LABEL = 'archives repository'

/** The longest search the reference provider takes; a longer one is a 400 (`unavailable`). */
export const ARCHIVE_SEARCH_MAX_LENGTH = 100

export type ArchivesQuery = PageQuery & {
  sportId?: number
  /** An academic year by its first year: 2026 is 1 July 2026 to 30 June 2027. */
  seasonYear?: number
  /** Text in the headline, sub-headline or teaser; blank means none. */
  search?: string
}

/** An entry of the archive's season menu: `year` for `seasonYear`, `title` "2026-27". */
export type ArchiveSeason = { year: number; title: string }

/** A sport that has stories (the archive's and a tag's sport menus). */
export type StorySportOption = { sportId: number; title: string; shortName: string | null }

function toArchiveSummary(item: ArchiveItemResource, zone: string): StorySummary | null {
  const id = Number(item.storyId)
  const dates = toStoryDates(item.storyPostdate, zone)
  const slug = toStorySlug(item.storyFilename, item.storyPath)
  if (!Number.isInteger(id) || !dates || !slug) return null
  const sportTitle = orNull(item.sportTitle)
  const image = toImagePath(item.storyImage)
  return toBareSummary({
    id,
    headline: item.storyHeadline,
    teaser: orNull(item.storySummary),
    ...dates,
    slug,
    // The archive names the sport (title and short name) without its id.
    sport: sportTitle
      ? {
          id: null,
          title: sportTitle,
          shortName: orNull(item.sportsCats),
          globalSportNameSlug: null,
        }
      : null,
    image: image ? { url: image, alt: null, caption: null, credit: null } : null,
  })
}

// Filter values are numbers on the wire; an entry whose value is no whole number names nothing.
const wholeValues = (options: FilterOptionResource[]) =>
  options.filter((option) => Number.isInteger(option.value))

/** /Archives/filters/sports and /Tags/filters: `value` the sport id, `statTitle` its short name. */
export const SportOptionsSchema = FilterOptionsResponseSchema.transform((options) =>
  wholeValues(options).map(
    (option): StorySportOption => ({
      sportId: option.value,
      title: option.name,
      shortName: orNull(option.statTitle),
    }),
  ),
)

const SeasonOptionsSchema = FilterOptionsResponseSchema.transform((options) =>
  wholeValues(options).map((option): ArchiveSeason => ({ year: option.value, title: option.name })),
)

export function archivesResource({ transport, timeZone, logger, getOr }: ClientContext) {
  const pageSchema = perTimeZone((zone) =>
    offsetPageOf(
      readableAs(ArchiveItemSchema, (item) => toArchiveSummary(item, zone)),
      logger,
      LABEL,
    ),
  )

  async function readArchive(
    path: string,
    query: ArchivesQuery,
    bearer: string | undefined,
    options: CallOptions,
  ) {
    const zone = await timeZone(options)
    return transport.get({
      label: LABEL,
      path,
      query: {
        sportId: query.sportId,
        seasonYear: query.seasonYear,
        search: query.search?.trim() || undefined,
        ...toPagingQuery(query),
      },
      schema: pageSchema(zone),
      variant: zone,
      signal: options.signal,
      ...(bearer === undefined ? {} : { bearer }),
    })
  }

  return {
    /** GET /Archives: published stories, newest first, filtered; malformed ones left out. */
    async loadArchives(
      query: ArchivesQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<StorySummary>>> {
      return toLoaded(await readArchive('/Archives', query, undefined, options))
    },

    /**
     * GET /Hidden/archives: the unpublished stories (drafts) for a signed-in editor (bearer
     * token, never cached); 401 is `signed-out`.
     */
    async loadHiddenArchives(
      token: string,
      query: ArchivesQuery,
      options: CallOptions = {},
    ): Promise<Authorized<Page<StorySummary>>> {
      return toAuthorized(await readArchive('/Hidden/archives', query, token, options))
    },

    /**
     * GET /Archives/filters/seasons: the academic years with stories, newest first; [] on
     * failure (logged). `sportId` is sent for providers that narrow by it.
     */
    async getArchiveSeasons(sportId?: number, options: CallOptions = {}): Promise<ArchiveSeason[]> {
      return getOr(
        {
          label: LABEL,
          path: '/Archives/filters/seasons',
          query: { sportId },
          schema: SeasonOptionsSchema,
        },
        options,
        [],
      )
    },

    /** GET /Archives/filters/sports: the sports with stories; [] on failure (logged). */
    async getArchiveSports(options: CallOptions = {}): Promise<StorySportOption[]> {
      return getOr(
        { label: LABEL, path: '/Archives/filters/sports', schema: SportOptionsSchema },
        options,
        [],
      )
    },
  }
}
