import { href, redirect } from 'react-router'

import { sortRoster, toRosterSort, toSortDirection } from '@fieldhouse/domain/sort-roster'
import { toPlayerSlug, type RosterPlayer } from '@fieldhouse/provider-client/players'

import { requireLoaded } from '~/utils/loaded'
import { requireSeason } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireStaff, signInFirst } from '~/utils/session.server'
import { requireSport } from '~/utils/sport.server'

import { toRosterRow } from '../sports/roster/roster-rows'
import { hiddenRosterPath } from './hidden-paths'

// The preview of a player's bio, linked from the roster's unpublished players.
function hiddenBioPath(
  slug: string,
  player: Pick<RosterPlayer, 'firstName' | 'lastName' | 'rosterPlayerId'>,
) {
  return href('/hidden/sports/:slug/roster/:playerSlug/:rosterPlayerId', {
    slug,
    playerSlug: toPlayerSlug(player.firstName, player.lastName) || 'player',
    rosterPlayerId: String(player.rosterPlayerId),
  })
}

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
  if (season !== null && season !== roster.season.title) {
    throw redirect(hiddenRosterPath(slug, roster.season.title), 301)
  }
  const hidden = await provider.loadHiddenRoster(roster.id, staff.token, { signal })
  if (hidden.status === 'signed-out') throw signInFirst(request)
  const full = requireLoaded(hidden)
  const sortKey = query.sort ? toRosterSort(query.sort) : full.sortAlpha ? 'name' : 'jersey'
  const direction = toSortDirection(query.dir)
  const players = sortRoster(full.players, sortKey, direction)
  return {
    staffName: staff.user.displayName,
    sport: { title: sport.title, slug },
    roster: { title: full.displayTitle, season: full.season.title },
    season,
    unpublished: players
      .filter((player) => player.hide)
      .map((player) => ({ ...toRosterRow(player), url: hiddenBioPath(slug, player) })),
    published: players.filter((player) => !player.hide).map(toRosterRow),
    sort: { key: sortKey, direction },
    publicPath: href('/sports/:slug/roster/:season?', { slug, season: season ?? undefined }),
  }
}
