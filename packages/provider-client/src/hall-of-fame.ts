import {
  HallOfFameMemberSchema,
  HallOfFameSettingsSchema,
  type HallOfFameMemberResource,
} from '@fieldhouse/contract/hall-of-fame'
import { z } from 'zod'
import type { ClientContext } from './context'
import { HonorGroupingsSchema, type HonorGrouping } from './honor-groupings'
import { valueOr, type Loaded } from './loaded'
import { toReadableItems } from './page'
import { orNull, toPersonImage, type PersonImage, type SocialLink } from './rosters-parts'
import { toSafeHtml, type SafeHtml } from './safe-html'
import type { CallOptions } from './transport'

// The hall of fame (SPEC 2.1 /honors/{slug?}/{grouping?}, bio /honors/{slug}/{inducteeSlug}/
// {inducteeId}; provider/README appendix /HallOfFame/*). The site builds its addresses from the
// settings' `slug`, a grouping's `slug` and an inductee's `name` and `id`.

const LABEL = 'hall of fame repository'

export type HallOfFameInductee = {
  id: number
  /** "First Last", or the team's name for a team inducted as a whole. */
  name: string
  firstName: string
  lastName: string
  isTeam: boolean
  inductionYear: number
  /** The graduating class; null for a coach or a team. */
  classYear: number | null
  /** Sport titles. */
  sports: string[]
  sportIds: number[]
  image: PersonImage | null
  bio: SafeHtml | null
  social: SocialLink[]
}

/** One group of the hall, in the site's order (years newest first, names A-Z). */
export type HallOfFameGroup = { key: string; inductees: HallOfFameInductee[] }
export type HallOfFame = { inductees: HallOfFameInductee[]; groups: HallOfFameGroup[] }
export type HallOfFameQuery = { grouping?: string; sportId?: number }
export type HallOfFameSettings = {
  title: string
  blurb: SafeHtml | null
  /** The site's /honors/{slug}; 'hall-of-fame' when not sent. */
  slug: string
  defaultGrouping: string | null
  hideClass: boolean
  hideInduction: boolean
}

export const DEFAULT_HALL_OF_FAME_SLUG = 'hall-of-fame'

function toInductee(m: HallOfFameMemberResource): HallOfFameInductee {
  const isTeam = m.isTeam ?? false
  const name = [m.firstName, m.lastName].filter((part) => part.trim() !== '').join(' ')
  return {
    id: m.id,
    name,
    firstName: m.firstName,
    lastName: m.lastName,
    isTeam,
    inductionYear: m.inductionYear,
    classYear: m.classYear ?? null,
    sports: m.sports,
    sportIds: m.sportIds ?? [],
    image: toPersonImage(m.image, name),
    bio: toSafeHtml(m.bio, { headingsFrom: 3 }),
    social: Object.entries(m.social ?? {}).flatMap(([platform, userName]) =>
      userName ? [{ platform, userName, url: null }] : [],
    ),
  }
}

const OneSchema = HallOfFameMemberSchema.transform(toInductee)

// JSON object keys lose their order in JS (year keys come out ascending), so the groups are
// ordered here: numbers newest first with any other key after them, otherwise alphabetically.
function orderGroups(groups: HallOfFameGroup[]): HallOfFameGroup[] {
  const isYear = (key: string) => /^\d{4}$/.test(key)
  const years = groups.some((g) => isYear(g.key))
  return [...groups].sort((a, b) =>
    years
      ? (isYear(b.key) ? Number(b.key) : -1) - (isYear(a.key) ? Number(a.key) : -1)
      : a.key.localeCompare(b.key),
  )
}

export function hallOfFameResource({ transport, logger, load, loadItem }: ClientContext) {
  const ListSchema = z
    .object({
      members: z.array(z.unknown()),
      groups: z.record(z.string(), z.array(z.unknown()).nullish()),
    })
    .transform((hall): HallOfFame => {
      const inductees = toReadableItems(hall.members, OneSchema, logger, LABEL)
      const byId = new Map(inductees.map((i) => [i.id, i]))
      const idOf = (raw: unknown) =>
        typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : null
      const groups = Object.entries(hall.groups).flatMap(([key, members]) => {
        const found = (members ?? []).flatMap((raw) => {
          const id = idOf(raw)
          const inductee = typeof id === 'number' ? byId.get(id) : undefined
          return inductee ? [inductee] : []
        })
        return found.length > 0 ? [{ key, inductees: found }] : []
      })
      return { inductees, groups: orderGroups(groups) }
    })

  return {
    /** GET /HallOfFame: every inductee and the groups of `grouping` (a grouping's slug). */
    async loadHallOfFame(
      query: HallOfFameQuery = {},
      options: CallOptions = {},
    ): Promise<Loaded<HallOfFame>> {
      return load(
        {
          label: LABEL,
          path: '/HallOfFame',
          query: { grouping: query.grouping, sportId: query.sportId },
          schema: ListSchema,
        },
        options,
      )
    },

    /** GET /HallOfFame/{id}: 204 or 404 is `missing`. */
    async loadHallOfFameInductee(
      id: number,
      options: CallOptions = {},
    ): Promise<Loaded<HallOfFameInductee>> {
      return loadItem({ label: LABEL, path: `/HallOfFame/${id}`, schema: OneSchema }, options)
    },

    /** GET /HallOfFame/grouping; [] on failure. */
    getHallOfFameGroupings: async (options: CallOptions = {}): Promise<HonorGrouping[]> =>
      valueOr(
        await transport.get({
          label: LABEL,
          path: '/HallOfFame/grouping',
          schema: HonorGroupingsSchema,
          signal: options.signal,
        }),
        [],
      ),

    /** GET /HallOfFame/settings; null on failure. */
    getHallOfFameSettings: async (options: CallOptions = {}): Promise<HallOfFameSettings | null> =>
      valueOr(
        await transport.get({
          label: LABEL,
          path: '/HallOfFame/settings',
          schema: HallOfFameSettingsSchema.transform(
            (s): HallOfFameSettings => ({
              title: s.hallOfFameTitle,
              blurb: toSafeHtml(s.hallOfFameBlurb),
              slug: orNull(s.hallOfFameSlug) ?? DEFAULT_HALL_OF_FAME_SLUG,
              defaultGrouping: orNull(s.hallOfFameDefaultFilter),
              hideClass: s.hallOfFameHideClass ?? false,
              hideInduction: s.hallOfFameHideInduction ?? false,
            }),
          ),
          signal: options.signal,
        }),
        null,
      ),
  }
}
