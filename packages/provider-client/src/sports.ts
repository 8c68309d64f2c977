import {
  SportResourceSchema,
  SportsResponseSchema,
  type SportResource,
} from '@fieldhouse/contract/sports'
import type { CallOptions, Transport } from './transport'

const LABEL = 'sports repository'

/** SPEC 3 Sport. */
export type Sport = {
  id: number
  title: string
  abbreviation: string | null
  /** Always null (SPEC 3). */
  short_title: null
  shortname: string
  global_sport_id: number | null
  global_sport_shortname: string | null
  global_sport_name_slug: string
  gender: string | null
  non_sport: boolean
  facebook: string | null
  instagram: string | null
  pinterest: string | null
  twitter: string | null
  youtube: string | null
  tickets: string | null
  /** Always null (SPEC 3). */
  url: null
  rosterId?: number | null
  scheduleId?: number | null
  displayOpponentHistory: boolean
}

export function toSport(resource: SportResource): Sport {
  return {
    id: resource.id,
    title: resource.title,
    abbreviation: resource.abbrev,
    short_title: null,
    shortname: resource.shortName,
    global_sport_id: resource.globalSportId ?? null,
    global_sport_shortname: resource.globalSportShortName,
    global_sport_name_slug: resource.globalSportNameSlug,
    gender: resource.globalSportGender ?? null,
    non_sport: resource.nonSport ?? false,
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

/** SPEC 8: any failure is logged under 'sports repository' and yields an empty list. */
export async function getSports(transport: Transport, options: CallOptions = {}): Promise<Sport[]> {
  const outcome = await transport.get({
    label: LABEL,
    path: '/Sports',
    schema: SportsSchema,
    signal: options.signal,
  })
  return outcome.kind === 'ok' ? outcome.data : []
}

export async function getSport(
  transport: Transport,
  id: number,
  options: CallOptions = {},
): Promise<Sport | null> {
  const outcome = await transport.get({
    label: LABEL,
    path: `/Sports/${id}`,
    schema: SportSchema,
    signal: options.signal,
    allowNotFound: true,
  })
  return outcome.kind === 'ok' ? outcome.data : null
}
