import {
  RelatedSeasonsResponseSchema,
  SeasonResourceSchema,
  type SeasonResource,
} from '@fieldhouse/contract/seasons'
import type { ClientContext } from './context'
import { toLoaded, valueOr, type Loaded } from './loaded'
import type { CallOptions } from './transport'

const LABEL = 'seasons repository'

/** A sport's season: "2026" for fall and spring sports, "2026-27" for winter ones. */
export type Season = { id: number; title: string; startDate: string | null }

/** An entry of the season selector. */
export type RelatedSeason = {
  title: string
  scheduleId: number | null
  isCurrent: boolean
  globalSportNameSlug: string | null
}

export function toSeason(resource: SeasonResource): Season {
  return { id: resource.id, title: resource.title, startDate: resource.startDate ?? null }
}

const SeasonSchema = SeasonResourceSchema.transform(toSeason)
const RelatedSeasonsSchema = RelatedSeasonsResponseSchema.transform((list) =>
  list.map(
    (entry): RelatedSeason => ({
      title: entry.seasonTitle,
      scheduleId: entry.scheduleId ?? null,
      isCurrent: entry.isCurrent ?? false,
      globalSportNameSlug: entry.globalSportNameSlug ?? null,
    }),
  ),
)

export function seasonsResource({ transport, getOr }: ClientContext) {
  const fetchRelated = (sportId: number, options: CallOptions) =>
    transport.get({
      label: LABEL,
      path: `/Season/${sportId}/related`,
      schema: RelatedSeasonsSchema,
      signal: options.signal,
      allowNotFound: true,
    })
  return {
    /** The sport's current season; null when it has none or the call fails (logged). */
    async getCurrentSeason(sportId: number, options: CallOptions = {}): Promise<Season | null> {
      return getOr(
        { label: LABEL, path: '/Season/current', query: { sportId }, schema: SeasonSchema },
        options,
        null,
      )
    },

    /** The sport's seasons, newest first; [] when it has none or the call fails (logged). */
    async getRelatedSeasons(sportId: number, options: CallOptions = {}): Promise<RelatedSeason[]> {
      return valueOr(await fetchRelated(sportId, options), [])
    },

    /**
     * The same list for a page whose main item is a season (the schedule): a failure is
     * `unavailable`, so an outage is never read as "no such season".
     */
    async loadRelatedSeasons(
      sportId: number,
      options: CallOptions = {},
    ): Promise<Loaded<RelatedSeason[]>> {
      return toLoaded(await fetchRelated(sportId, options))
    },
  }
}
