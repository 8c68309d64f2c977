import { summarizeRecord } from '@fieldhouse/domain/game-record'
import { shouldListGame } from '@fieldhouse/domain/game-state'
import {
  groupGamesByMonth,
  matchesScheduleFilter,
  SCHEDULE_FILTERS,
  splitSchedule,
  type ScheduleFilter,
} from '@fieldhouse/domain/schedule-groups'
import { getSeasonWindow, isSameSeason } from '@fieldhouse/domain/season-window'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import type { Game } from '@fieldhouse/provider-client/game'

import { boxScorePath, gameCenterPath } from '~/paths/games'
import { opponentHistoryPath, opponentPath } from '~/paths/opponent-history'
import { withServerOnly } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireSeason } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

import { toGameDayValue } from './game-day.server'
import { toGameView, type GameViewOptions } from './game-view'
import { toRecordRows } from './record-summary'

// Where the department shows no "at"/"vs", a row says which side it is on.
const SIDES = { H: 'Home', A: 'Away', N: '' } as const

export type ScheduleQuery = { filter: string | null }

/** The filter in the address; anything unknown shows every game. */
export function toFilter(value: string | null): ScheduleFilter {
  return SCHEDULE_FILTERS.find((filter) => filter === value) ?? 'all'
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
  /** The results page: only games already played (or called off), newest first. */
  options: { results?: boolean; now?: Date } = {},
) {
  const sport = await requireSport(params, signal)
  const asked = requireSeason(params.season)
  const [seasonsLoaded, settings, scheduleSettings] = await Promise.all([
    provider.loadRelatedSeasons(sport.id, { signal }),
    provider.getSiteSettings({ signal }),
    // The department's choices (never failing: our defaults when it says nothing).
    provider.getScheduleSettings({ signal }),
  ])
  const { defaultView, scoreDisplay, showAtVs } = scheduleSettings
  const showsHistory = sport.displayOpponentHistory && scheduleSettings.opponentHistoryPageEnabled
  const seasons = requireLoaded(seasonsLoaded)
  const season = asked
    ? seasons.find((entry) => isSameSeason(entry.title, asked))
    : (seasons.find((entry) => entry.isCurrent) ?? seasons[0])
  if (!season) throw notFound()
  const slug = sport.globalSportNameSlug
  if (asked !== null) requireCanonical(pathFor(slug, asked), pathFor(slug, season.title))
  const window = getSeasonWindow(season.title)
  if (!window) throw notFound()

  const [gamesLoaded, record, series] = await Promise.all([
    provider.loadGames({ sportId: sport.id, ...window }, { signal }),
    season.scheduleId === null
      ? Promise.resolve(null)
      : provider.getScheduleRecord(season.scheduleId, { signal }),
    // Secondary: without it the games simply carry no series links.
    showsHistory
      ? provider.getOpponentFilters({ sportId: sport.id }, { signal })
      : Promise.resolve([]),
  ])
  // The feeds are not season-scoped: the window is wide and the schedule id makes the cut.
  const seasonGames = requireLoaded(gamesLoaded).filter(
    (game) =>
      shouldListGame(game) &&
      (season.scheduleId === null ||
        game.scheduleId === null ||
        game.scheduleId === season.scheduleId),
  )
  const views: GameViewOptions = {
    boxScorePath: (game) => boxScorePath(slug, season.title, game.opponent?.name, game.id),
    gameCenterPath: (game) => gameCenterPath(game.id),
    scoreDisplay,
  }
  // A sport that shows its opponent history (and a department that has the page on) links the series of each opponent it has played
  // (a first meeting has no series page yet).
  const played = new Set(series.map((entry) => entry.opponentId))
  const seriesPath = (game: Game) =>
    game.opponent?.id && played.has(game.opponent.id)
      ? opponentPath(slug, game.opponent.name || game.opponent.title, game.opponent.id)
      : null
  const toView = (game: Game) => {
    const view = toGameView(game, views)
    if (!showAtVs) view.side = SIDES[game.locationIndicator ?? 'N']
    const series = seriesPath(game)
    if (series) view.links.push({ kind: 'series', label: 'Series history', url: series })
    return view
  }
  const filter = toFilter(query.filter)
  const now = options.now ?? new Date()
  const listed = options.results ? splitSchedule(seasonGames, now).results.reverse() : seasonGames
  const games = listed.filter((game) => matchesScheduleFilter(game, filter))
  const page = {
    sport: sport.summary,
    season: { title: season.title, isCurrent: season.isCurrent },
    /** The season in the address, or null for the current one (its canonical address). */
    seasonParam: asked === null ? null : season.title,
    /** The page's own address: built here, so the builder stays out of the page's JavaScript. */
    path: pathFor(slug, asked === null ? null : season.title),
    seasons: seasons.map((entry) => ({
      label: entry.title,
      href: pathFor(slug, entry.isCurrent ? null : entry.title),
    })),
    // The provider's record, or one counted from the games when it has none.
    record: toRecordRows(record, summarizeRecord(seasonGames)),
    filter,
    /** How many games the season has before the filter: "3 of 41 games". */
    total: listed.length,
    months: groupGamesByMonth(games).map((month) => ({
      label: month.label || 'Date to be announced',
      games: month.games.map(toView),
    })),
    siteZone: settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE,
    opponentHistoryPath: showsHistory ? opponentHistoryPath(slug) : null,
    /** The view the schedule opens in when its address names none. */
    defaultView,
  }
  // Stadium mode's game-day header (game-day.server.ts) from the games already read: the
  // server's alone, never sent to the page.
  return withServerOnly(page, 'gameDay', toGameDayValue(slug, seasonGames, page.siteZone, now))
}
