import {
  toRosterSort,
  toSortDirection,
  sortRoster,
  type RosterSort,
} from '@fieldhouse/domain/sort-roster'

import { rosterPath } from '~/paths/roster'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import { requireSeason } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

import { toRosterRow, toStaffRow } from './roster-rows'

export type RosterQuery = { sort: string | null; dir: string | null }

/**
 * What the roster and its print version show: the sport, one season's roster (the current one
 * when the address names none), its players in the asked order with hidden players left out, its
 * coaches and support staff, and the seasons to choose from. An unknown sport or season is a
 * 404 and a provider failure a 503 (requireSport, requireLoaded), checked before anything else.
 */
export async function loadRosterPage(
  params: { slug?: string; season?: string },
  query: RosterQuery,
  signal: AbortSignal,
  /** This page's address for a season, where another spelling of it is sent (301). */
  pathFor: (slug: string, season: string) => string,
) {
  const sport = await requireSport(params, signal)
  const season = requireSeason(params.season)
  const [loaded, seasons, settings] = await Promise.all([
    provider.loadSportRoster(sport.globalSportNameSlug, season, { signal }),
    provider.getRosterSeasons(sport.id, { signal }),
    provider.getSiteSettings({ signal }),
  ])
  const roster = requireLoaded(loaded)
  // The provider also finds "2025" for the 2025-26 season: one season, one address.
  if (season !== null) {
    requireCanonical(
      pathFor(sport.globalSportNameSlug, season),
      pathFor(sport.globalSportNameSlug, roster.season.title),
    )
  }
  // Individual sports (golf, tennis) list by name when the visitor has not chosen an order.
  const sort: RosterSort = query.sort
    ? toRosterSort(query.sort)
    : roster.sortAlpha
      ? 'name'
      : 'jersey'
  const direction = toSortDirection(query.dir)
  const slug = sport.globalSportNameSlug
  return {
    sport: sport.summary,
    roster: {
      title: roster.displayTitle,
      season: roster.season.title,
      note: roster.note,
      defaultSort: roster.sortAlpha ? ('name' as const) : ('jersey' as const),
    },
    /** The season in the address, or null for the current roster (its canonical address). */
    season,
    players: sortRoster(
      roster.players.filter((player) => !player.hide),
      sort,
      direction,
    ).map(toRosterRow),
    coaches: roster.coaches.map(toStaffRow),
    support: roster.support.map(toStaffRow),
    seasons: seasons.map((item) => ({
      label: item.seasonTitle,
      href: rosterPath(slug, item.seasonTitle),
    })),
    sort: { key: sort, direction },
    defaultImage: settings?.siteConfig.defaultPersonImage ?? null,
  }
}

export type RosterPageData = Awaited<ReturnType<typeof loadRosterPage>>
