import {
  AwardResourceSchema,
  AwardTypesResponseSchema,
  type AwardResource,
} from '@fieldhouse/contract/awards'
import { perTimeZone, type ClientContext } from './context'
import { toLocalDay, type LocalDay } from './dates'
import { valueOr, type Loaded } from './loaded'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { orNull, toPersonImage, type PersonImage, type RosterSport } from './rosters-parts'
import { toSafeHtml, type SafeHtml } from './safe-html'
import type { CallOptions } from './transport'

// Awards (SPEC 2.1 /awards, /awards/{id}; provider/README appendix /Awards/*): an honour to a
// person of one sport's season. The site builds /awards/{id} from `id`, and a roster bio link
// from `sport.globalSportNameSlug`, the name and `rosterPlayerId` when there is one.

const LABEL = 'awards repository'

export type AwardType = { id: number; title: string; display: string | null }

export type Award = {
  id: number
  type: { id: number; title: string }
  firstName: string
  lastName: string
  /** The person on the rosters; null for a name from before them (the wire's 0). */
  playerId: number | null
  /** That season's roster entry (own design), for the roster bio's address; null without. */
  rosterPlayerId: number | null
  sport: RosterSport
  position: string | null
  positionShort: string | null
  /** "Sr.", "Senior"; null for a coach. */
  academicYear: string | null
  academicYearLong: string | null
  jerseyNumber: string | null
  hometown: string | null
  highSchool: string | null
  shortHighlights: string | null
  highlights: SafeHtml | null
  image: PersonImage | null
  /** The day it was announced, on the tenant's wall clock. */
  day: LocalDay | null
  /** The last day it is featured (aowExpires); null when not sent. */
  expires: LocalDay | null
}

export type AwardsQuery = PageQuery & {
  typeId?: number
  sportId?: number
  /** Only awards still featured (the wire's HideExpired=true). */
  hideExpired?: boolean
}

function toAward(award: AwardResource, zone: string): Award {
  const name = `${award.firstName} ${award.lastName}`
  return {
    id: award.id,
    type: { id: award.aowTypeId, title: award.aowTypeTitle },
    firstName: award.firstName,
    lastName: award.lastName,
    playerId: award.playerId > 0 ? award.playerId : null,
    rosterPlayerId: award.rosterPlayerId ?? null,
    sport: {
      id: award.sport.id,
      title: award.sport.title,
      shortName: award.sport.shortName,
      globalSportNameSlug: award.sport.globalSportNameSlug,
    },
    position: orNull(award.positionLong),
    positionShort: orNull(award.positionShort),
    academicYear: orNull(award.academicYear),
    academicYearLong: orNull(award.academicYearFull),
    jerseyNumber: orNull(award.jerseyNumber),
    hometown: orNull(award.homeTown),
    highSchool: orNull(award.highSchool),
    shortHighlights: orNull(award.shortHighlights),
    highlights: toSafeHtml(award.highlights, { headingsFrom: 3 }),
    image: toPersonImage(award.image, name),
    day: toLocalDay(award.date, zone),
    expires: toLocalDay(award.aowExpires, zone),
  }
}

export function awardsResource({ transport, logger, load, loadItem }: ClientContext) {
  const one = perTimeZone((zone) => AwardResourceSchema.transform((a) => toAward(a, zone)))
  const page = perTimeZone((zone) => offsetPageOf(one(zone), logger, LABEL))

  return {
    /** GET /Awards: newest first, one page; an award that does not parse is left out. */
    async loadAwards(query: AwardsQuery, options: CallOptions = {}): Promise<Loaded<Page<Award>>> {
      return load(
        {
          label: LABEL,
          path: '/Awards',
          query: {
            AwardTypeId: query.typeId,
            sportId: query.sportId,
            HideExpired: query.hideExpired === undefined ? undefined : String(query.hideExpired),
            ...toPagingQuery(query),
          },
          schema: page,
        },
        options,
      )
    },

    /** GET /Awards/{id}: 204 or 404 is `missing`. */
    async loadAward(id: number, options: CallOptions = {}): Promise<Loaded<Award>> {
      return loadItem({ label: LABEL, path: `/Awards/${id}`, schema: one }, options)
    },

    /** GET /Awards/types: the filter menu; [] on failure. */
    getAwardTypes: async (options: CallOptions = {}): Promise<AwardType[]> =>
      valueOr(
        await transport.get({
          label: LABEL,
          path: '/Awards/types',
          schema: AwardTypesResponseSchema.transform((types) =>
            types.map((t) => ({ id: t.id, title: t.title, display: orNull(t.display) })),
          ),
          signal: options.signal,
        }),
        [],
      ),
  }
}
