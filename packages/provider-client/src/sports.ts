import {
  SportResourceSchema,
  SportsResponseSchema,
  type SportResource,
} from '@fieldhouse/contract/sports'
import type { ClientContext } from './context'
import { toLoaded, valueOr, type Loaded } from './loaded'
import type { CallOptions } from './transport'

const LABEL = 'sports repository'

/** SPEC 3 Sport (camelCase, docs/decisions/008). */
export type Sport = {
  id: number
  title: string
  abbreviation: string | null
  /** Always null (SPEC 3). */
  shortTitle: null
  shortName: string
  globalSportId: number | null
  globalSportShortName: string | null
  globalSportNameSlug: string
  gender: string | null
  nonSport: boolean
  facebook: string | null
  instagram: string | null
  pinterest: string | null
  twitter: string | null
  youtube: string | null
  tickets: string | null
  /** Always null (SPEC 3). */
  url: null
  rosterId: number | null
  scheduleId: number | null
  displayOpponentHistory: boolean
}

export function toSport(resource: SportResource): Sport {
  return {
    id: resource.id,
    title: resource.title,
    abbreviation: resource.abbrev,
    shortTitle: null,
    shortName: resource.shortName,
    globalSportId: resource.globalSportId ?? null,
    globalSportShortName: resource.globalSportShortName,
    globalSportNameSlug: resource.globalSportNameSlug,
    gender: resource.globalSportGender ?? null,
    nonSport: resource.nonSport ?? false,
    facebook: resource.facebookPage ?? null,
    instagram: resource.instagramName ?? null,
    pinterest: resource.pinterestName ?? null,
    twitter: resource.twitterName ?? null,
    youtube: resource.youtubeName ?? null,
    tickets: resource.ticketsLink ?? null,
    url: null,
    rosterId: resource.rosterId ?? null,
    scheduleId: resource.scheduleId ?? null,
    displayOpponentHistory: resource.displayOpponentHistory ?? false,
  }
}

// Mapping is part of parsing, so the response cache keeps the entities and a cached call costs
// no remapping. Cached entities are shared between callers: treat them as read-only.
const SportsSchema = SportsResponseSchema.transform((sports) => sports.map(toSport))
const SportSchema = SportResourceSchema.transform(toSport)

export function sportsResource({ transport, getOr }: ClientContext) {
  const list = (options: CallOptions) =>
    transport.get({ label: LABEL, path: '/Sports', schema: SportsSchema, signal: options.signal })

  return {
    /** Shell: SPEC 8, any failure is logged under 'sports repository' and yields []. */
    async getSports(options: CallOptions = {}): Promise<Sport[]> {
      return valueOr(await list(options), [])
    },

    /** For a page whose main item is a sport: the same call, told apart from an outage. */
    async loadSports(options: CallOptions = {}): Promise<Loaded<Sport[]>> {
      return toLoaded(await list(options))
    },

    async getSport(id: number, options: CallOptions = {}): Promise<Sport | null> {
      return getOr(
        { label: LABEL, path: `/Sports/${id}`, schema: SportSchema, allowNotFound: true },
        options,
        null,
      )
    },
  }
}
