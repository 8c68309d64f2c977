import { redirect } from 'react-router'

import { shouldListGame } from '@fieldhouse/domain/game-state'
import { getSeasonWindow, isSameSeason } from '@fieldhouse/domain/season-window'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import type { Game } from '@fieldhouse/provider-client/game'

import { toGameView, type GameViewOptions } from '~/components/games/game-view'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireSeason } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

export type ScheduleQuery = { location: string | null; games: string | null }

/** The location filter's values in the address, and the indicator each keeps. */
const LOCATIONS = { home: 'H', away: 'A', neutral: 'N' } as const
export type LocationFilter = keyof typeof LOCATIONS | null
export type ConferenceFilter = 'conference' | 'non-conference' | null

export function toFilters(query: ScheduleQuery) {
  const location: LocationFilter =
    query.location && query.location in LOCATIONS ? (query.location as LocationFilter) : null
  const games: ConferenceFilter =
    query.games === 'conference' || query.games === 'non-conference' ? query.games : null
  return { location, games }
}

function keep(game: Game, filters: ReturnType<typeof toFilters>): boolean {
  if (!shouldListGame(game)) return false
  if (filters.location && game.locationIndicator !== LOCATIONS[filters.location]) return false
  if (filters.games === 'conference' && !game.conference.isConference) return false
  if (filters.games === 'non-conference' && game.conference.isConference) return false
  return true
}

/**
 * What the schedule and its text and print versions show: the sport, one season (the current one
 * when the address names none), its games earliest first with the filters applied, the record,
 * and the seasons to choose from. An unknown sport or season is a 404, a provider failure a 503
 * (never a 404: the season list and the games are both main items).
 */
export async function loadSchedulePage(
  params: { slug?: string; globalSportNameSlug?: string; season?: string },
  query: ScheduleQuery,
  signal: AbortSignal,
  /** This page's address for a season, where another spelling of it is sent (301). */
  pathFor: (slug: string, season: string | null) => string,
  views: GameViewOptions = {},
) {
  const sport = await requireSport(params, signal)
  const asked = requireSeason(params.season)
  const [seasonsLoaded, settings] = await Promise.all([
    provider.loadRelatedSeasons(sport.id, { signal }),
    provider.getSiteSettings({ signal }),
  ])
  const seasons = requireLoaded(seasonsLoaded)
  const season = asked
    ? seasons.find((entry) => isSameSeason(entry.title, asked))
    : (seasons.find((entry) => entry.isCurrent) ?? seasons[0])
  if (!season) throw notFound()
  const slug = sport.globalSportNameSlug
  if (asked !== null && asked !== season.title) throw redirect(pathFor(slug, season.title), 301)
  const window = getSeasonWindow(season.title)
  if (!window) throw notFound()

  const [gamesLoaded, record] = await Promise.all([
    provider.loadGames({ sportId: sport.id, ...window }, { signal }),
    season.scheduleId === null
      ? Promise.resolve(null)
      : provider.getScheduleRecord(season.scheduleId, { signal }),
  ])
  // The feeds are not season-scoped: the window is wide and the schedule id makes the cut.
  const seasonGames = requireLoaded(gamesLoaded).filter(
    (game) =>
      season.scheduleId === null ||
      game.scheduleId === null ||
      game.scheduleId === season.scheduleId,
  )
  const filters = toFilters(query)
  const games = seasonGames.filter((game) => keep(game, filters))
  return {
    sport: { id: sport.id, title: sport.title, slug },
    season: { title: season.title, isCurrent: season.isCurrent },
    /** The season in the address, or null for the current one (its canonical address). */
    seasonParam: asked === null ? null : season.title,
    seasons: seasons.map((entry) => ({
      label: entry.title,
      href: pathFor(slug, entry.isCurrent ? null : entry.title),
    })),
    record,
    filters,
    /** How many games the season has before the filters: "3 of 41 games". */
    total: seasonGames.filter((game) => shouldListGame(game)).length,
    games: games.map((game) => toGameView(game, views)),
    siteZone: settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE,
  }
}
