import {
  AllAmericanSchema,
  AllAmericanSettingsSchema,
  type AllAmericanResource,
} from '@fieldhouse/contract/all-americans'
import { z } from 'zod'
import type { ClientContext } from './context'
import { HonorGroupingsSchema, type HonorGrouping } from './honor-groupings'
import { valueOr, type Loaded } from './loaded'
import { toReadableItems } from './page'
import {
  orNull,
  toPersonImage,
  toRosterSport,
  type PersonImage,
  type RosterSport,
} from './rosters-parts'
import { toSafeHtml, type SafeHtml } from './safe-html'
import type { CallOptions } from './transport'

// All-Americans (SPEC 2.1 /all-americans, /all-americans/{id}; own design beyond the groupings,
// packages/contract all-americans.ts). The site builds /all-americans/{id} from `id`.

const LABEL = 'all-americans repository'

export type AllAmerican = {
  id: number
  firstName: string
  lastName: string
  /** The calendar year the season ends in. */
  year: number
  sport: RosterSport
  position: string | null
  hometown: string | null
  /** "First Team" … "Third Team". */
  team: string | null
  selector: string | null
  academic: boolean
  playerId: number | null
  rosterPlayerId: number | null
  image: PersonImage | null
  bio: SafeHtml | null
}

export type AllAmericanGroup = { key: string; title: string; members: AllAmerican[] }
export type AllAmericanList = { members: AllAmerican[]; groups: AllAmericanGroup[] }
export type AllAmericansQuery = { grouping?: string; sportId?: number; year?: number }
export type AllAmericanSettings = {
  title: string
  blurb: SafeHtml | null
  defaultGrouping: string | null
}

function toAllAmerican(a: AllAmericanResource): AllAmerican {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    year: a.year,
    sport: toRosterSport(a.sport),
    position: orNull(a.position),
    hometown: orNull(a.hometown),
    team: orNull(a.team),
    selector: orNull(a.selector),
    academic: a.academic ?? false,
    playerId: a.playerId ? a.playerId : null,
    rosterPlayerId: a.rosterPlayerId ?? null,
    image: toPersonImage(a.image, `${a.firstName} ${a.lastName}`),
    bio: toSafeHtml(a.bio, { headingsFrom: 3 }),
  }
}

const OneSchema = AllAmericanSchema.transform(toAllAmerican)

export function allAmericansResource({ transport, logger, load, loadItem }: ClientContext) {
  // Members are read one by one (SPEC 8): a malformed one is logged and left out of the list
  // and of its group; groups keep the provider's order.
  const ListSchema = z
    .object({
      members: z.array(z.unknown()),
      groups: z.array(
        z.object({ key: z.string(), title: z.string(), members: z.array(z.unknown()) }),
      ),
    })
    .transform((list): AllAmericanList => {
      const members = toReadableItems(list.members, OneSchema, logger, LABEL)
      const byId = new Map(members.map((m) => [m.id, m]))
      const idOf = (raw: unknown) =>
        typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : null
      const groups = list.groups.flatMap((group) => {
        const found = group.members.flatMap((raw) => {
          const id = idOf(raw)
          const member = typeof id === 'number' ? byId.get(id) : undefined
          return member ? [member] : []
        })
        return found.length > 0 ? [{ key: group.key, title: group.title, members: found }] : []
      })
      return { members, groups }
    })

  return {
    /** GET /AllAmerican: every selection and its groups (year by default). */
    async loadAllAmericans(
      query: AllAmericansQuery = {},
      options: CallOptions = {},
    ): Promise<Loaded<AllAmericanList>> {
      return load(
        {
          label: LABEL,
          path: '/AllAmerican',
          query: { grouping: query.grouping, sportId: query.sportId, year: query.year },
          schema: ListSchema,
        },
        options,
      )
    },

    /** GET /AllAmerican/{id}: 204 or 404 is `missing`. */
    async loadAllAmerican(id: number, options: CallOptions = {}): Promise<Loaded<AllAmerican>> {
      return loadItem({ label: LABEL, path: `/AllAmerican/${id}`, schema: OneSchema }, options)
    },

    /** GET /AllAmerican/groupings; [] on failure. */
    getAllAmericanGroupings: async (options: CallOptions = {}): Promise<HonorGrouping[]> =>
      valueOr(
        await transport.get({
          label: LABEL,
          path: '/AllAmerican/groupings',
          schema: HonorGroupingsSchema,
          signal: options.signal,
        }),
        [],
      ),

    /** GET /AllAmerican/settings; null on failure. */
    getAllAmericanSettings: async (
      options: CallOptions = {},
    ): Promise<AllAmericanSettings | null> =>
      valueOr(
        await transport.get({
          label: LABEL,
          path: '/AllAmerican/settings',
          schema: AllAmericanSettingsSchema.transform(
            (s): AllAmericanSettings => ({
              title: s.allAmericanTitle,
              blurb: toSafeHtml(s.allAmericanBlurb),
              defaultGrouping: orNull(s.allAmericanDefaultGrouping),
            }),
          ),
          signal: options.signal,
        }),
        null,
      ),
  }
}
