import {
  RosterListResponseSchema,
  RosterResourceSchema,
  type RosterListItemResource,
  type RosterResource,
} from '@fieldhouse/contract/rosters'
import type { ClientContext } from './context'
import { valueOr, type Loaded } from './loaded'
import { toRosterPlayer, type RosterPlayer } from './players'
import { orNull, toRosterSport, type RosterSport } from './rosters-parts'
import { toSeason, type Season } from './seasons'
import { toRosterStaffMember, type RosterStaffMember } from './staff'
import type { Query } from './request'
import type { CallOptions } from './transport'

const LABEL = 'rosters repository'

/** A column the school shows in its roster table; `field` names the value (README 4.6). */
export type RosterDisplayField = { title: string; description: string | null; field: string | null }

/** One season's roster of a sport (SPEC 3, provider/README 4.6). */
export type Roster = {
  id: number
  displayTitle: string
  note: string | null
  season: Season
  sport: RosterSport
  displayFields: RosterDisplayField[]
  /** By name rather than by number (individual sports). */
  sortAlpha: boolean
  /** In the provider's order; hidden players included, flagged with `hide`. */
  players: RosterPlayer[]
  coaches: RosterStaffMember[]
  support: RosterStaffMember[]
}

/** An entry of the roster season selector (GET /Rosters/list, /Rosters/active/list). */
export type RosterListItem = {
  rosterId: number
  displayTitle: string
  seasonTitle: string
  globalSportNameSlug: string
}

export function toRoster(resource: RosterResource): Roster {
  return {
    id: resource.id,
    displayTitle: resource.displayTitle,
    note: orNull(resource.note),
    season: toSeason(resource.season),
    sport: toRosterSport(resource.sport),
    displayFields: (resource.displayFields ?? []).map((field) => ({
      title: field.title ?? '',
      description: orNull(field.description),
      field: orNull(field.dbField) ?? orNull(field.specialColumn),
    })),
    sortAlpha: resource.sortAlpha ?? false,
    players: resource.players.map(toRosterPlayer),
    coaches: (resource.coaches ?? []).map((coach) => toRosterStaffMember(coach, 'coach')),
    support: (resource.support ?? []).map((member) => toRosterStaffMember(member, 'support')),
  }
}

const toListItem = (item: RosterListItemResource): RosterListItem => ({ ...item })

export const RosterSchema = RosterResourceSchema.transform(toRoster)
const RosterListSchema = RosterListResponseSchema.transform((list) => list.map(toListItem))

export function rostersResource({ transport, loadItem }: ClientContext) {
  const loadRosterAt = (path: string, query: Query, options: CallOptions) =>
    loadItem({ label: LABEL, path, query, schema: RosterSchema }, options)

  const list = async (query: Record<string, string | number | undefined>, options: CallOptions) =>
    valueOr(
      await transport.get({
        label: LABEL,
        path: '/Rosters/list',
        query,
        schema: RosterListSchema,
        signal: options.signal,
      }),
      [],
    )

  return {
    /**
     * The roster page's main item: a sport (by global slug, short name or title) in a season
     * ("2025", "2025-26"), or its current roster when `season` is null. An unknown sport or
     * season is `missing`; a failure `unavailable`.
     */
    loadSportRoster(
      sport: string,
      season: string | null,
      options: CallOptions = {},
    ): Promise<Loaded<Roster>> {
      return loadRosterAt(
        `/Rosters/bySport/${encodeURIComponent(sport)}`,
        { season: season ?? undefined },
        options,
      )
    },

    loadRoster(rosterId: number, options: CallOptions = {}): Promise<Loaded<Roster>> {
      return loadRosterAt(`/Rosters/${rosterId}`, {}, options)
    },

    /** The sport's rosters for the season selector, newest first; [] on failure (logged). */
    getRosterSeasons(sportId: number, options: CallOptions = {}): Promise<RosterListItem[]> {
      return list({ sportId }, options)
    },

    /** Every sport's current roster; [] on failure (logged). */
    async getActiveRosters(options: CallOptions = {}): Promise<RosterListItem[]> {
      return valueOr(
        await transport.get({
          label: LABEL,
          path: '/Rosters/active/list',
          schema: RosterListSchema,
          signal: options.signal,
        }),
        [],
      )
    },
  }
}
