import { createElement } from 'react'

import { sortRoster, toRosterSort, toSortDirection } from '@fieldhouse/domain/sort-roster'

import { toRosterRow, type RosterRow } from '~/components/people/roster-rows'
import { hiddenPlayerBioPath, hiddenRosterPath } from '~/paths/hidden'
import { rosterPath } from '~/paths/roster'
import { withQuery } from '~/paths/with-query'
import { serverSection } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import { requireSeason } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireStaff, signInFirst } from '~/utils/session.server'
import { requireSport } from '~/utils/sport.server'

import { RosterTable } from './roster-table'

/**
 * The preview of a roster (SPEC.md 2.1 hidden roster list): every player, those the school has
 * not published yet apart, for a signed-in editor. The editor is checked first, so a visitor who
 * is not signed in learns nothing, not even whether the sport exists.
 */
export async function loadHiddenRosterPage(
  params: { slug?: string; season?: string },
  query: { sort: string | null; dir: string | null },
  request: Request,
) {
  const { signal } = request
  const staff = await requireStaff(request)
  const sport = await requireSport(params, signal)
  const season = requireSeason(params.season)
  const slug = sport.globalSportNameSlug
  // The public roster names the season's roster id (and its one spelling of the season).
  const roster = requireLoaded(await provider.loadSportRoster(slug, season, { signal }))
  if (season !== null) {
    requireCanonical(hiddenRosterPath(slug, season), hiddenRosterPath(slug, roster.season.title))
  }
  const hidden = await provider.loadHiddenRoster(roster.id, staff.token, { signal })
  if (hidden.status === 'signed-out') throw signInFirst(request)
  const full = requireLoaded(hidden)
  const sortKey = query.sort ? toRosterSort(query.sort) : full.sortAlpha ? 'name' : 'jersey'
  const direction = toSortDirection(query.dir)
  const players = sortRoster(full.players, sortKey, direction)
  const sort = { key: sortKey, direction }
  const path = hiddenRosterPath(slug, season)
  const sortHref = (key: string, dir: string) => withQuery(path, { sort: key, dir })
  // The public roster's table as a server-only section (decision 017): a preview that imported
  // it for the browser would make it code shared with the public roster's chunk.
  const table = (caption: string, rows: RosterRow[]) =>
    serverSection(
      request,
      rows.length > 0
        ? createElement(RosterTable, { caption, players: rows, sort, sortHref })
        : null,
    )
  const unpublished = players
    .filter((player) => player.hide)
    .map((player) => ({
      ...toRosterRow(player),
      url: hiddenPlayerBioPath(slug, player, player.rosterPlayerId),
    }))
  const published = players.filter((player) => !player.hide).map(toRosterRow)
  return {
    staffName: staff.user.displayName,
    sport: sport.summary,
    roster: { title: full.displayTitle, season: full.season.title },
    season,
    counts: { unpublished: unpublished.length, published: published.length },
    unpublished: table(`${full.displayTitle}: not yet published`, unpublished),
    published: table(`${full.displayTitle}: published`, published),
    publicPath: rosterPath(slug, season),
  }
}
