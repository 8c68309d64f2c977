import { createElement } from 'react'

import {
  addMonths,
  getMonthRange,
  getZonedDay,
  isYearInWindow,
  monthOfDay,
  parseCalendarMonth,
  toMonthParam,
  type CalendarMonth,
} from '@fieldhouse/domain/calendar-month'
import { shouldListGame } from '@fieldhouse/domain/game-state'
import { findSportBySlug } from '@fieldhouse/domain/sports'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import type { CalendarDay } from '@fieldhouse/provider-client/calendar'
import type { Game } from '@fieldhouse/provider-client/game'
import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { toLinkedGameViews } from '~/components/games/game-addresses.server'
import { toGameView } from '~/components/games/game-view'
import { calendarPath, calendarPrintPath } from '~/paths/calendar'
import { toLocation, toLocationIndicator, type CalendarLocation } from '~/paths/calendar-location'
import { withQuery } from '~/paths/with-query'
import { serverSection, withServerOnly } from '~/render/index.server'
import { getSiteUrl } from '~/utils/env.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'

import { formatMonth } from './calendar-days'
import { toCalendarEvents, type CalendarDayView } from './calendar-games.server'
import { CalendarGrid } from './calendar-grid'
import { CalendarList } from './calendar-list'

export type CalendarView = 'month' | 'list'

export type CalendarQuery = {
  month: string | null
  view: string | null
  location: string | null
  /** Only on /calendar: a sport's slug. */
  sport?: string | null
}

/** The tenant's zone and today's day in it (decision 010): the default month and the window. */
export async function getCalendarToday(signal: AbortSignal, now = new Date()) {
  const settings = await provider.getSiteSettings({ signal })
  const siteZone = settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE
  return { siteZone, siteName: toSiteIdentity(settings).name, today: getZonedDay(now, siteZone) }
}

/** The month an address asks for: 404 when malformed or outside the window (decision 018). */
function requireMonth(value: string | null, today: CalendarMonth): CalendarMonth {
  if (value === null || value === '') return today
  const month = parseCalendarMonth(value)
  if (!month || !isYearInWindow(month.year, today)) throw notFound()
  return month
}

/**
 * The /Calendar events carry no game center flag and rarely a schedule id (only on game
 * files), which box score addresses need. The season's games feed has both: where it has the
 * same game, its values complete the calendar's. It is secondary: without it, the calendar
 * still lists every game, only fewer links.
 */
async function completeGames(
  games: Game[],
  range: { start: string; end: string },
  filter: {
    sportId?: number
    locationIndicator?: 'H' | 'A' | 'N'
  },
  signal: AbortSignal,
): Promise<Game[]> {
  if (games.length === 0) return games
  const feed = await provider.loadGames(
    { ...filter, startDate: range.start, endDate: range.end },
    { signal },
  )
  if (feed.status !== 'ok') return games
  const byId = new Map(feed.value.map((game) => [game.id, game]))
  return games.map((game) => {
    const known = byId.get(game.id)
    return known
      ? {
          ...game,
          scheduleId: game.scheduleId ?? known.scheduleId,
          gameCenterEnabled: known.gameCenterEnabled,
          recap: game.recap ?? known.recap,
        }
      : game
  })
}

/** Days of a span, each with its games (linked as the schedule links them). */
export async function loadCalendarDays(
  load: () => Promise<Loaded<CalendarDay[]>>,
  range: { start: string; end: string },
  filter: { sportId?: number; locationIndicator?: 'H' | 'A' | 'N' },
  signal: AbortSignal,
  options: { links: boolean },
): Promise<CalendarDayView[]> {
  const days = requireLoaded(await load())
    .map((day) => ({ date: day.date, games: day.games.filter(shouldListGame) }))
    .filter((day) => day.games.length > 0 && day.date >= range.start && day.date <= range.end)
  const games = days.flatMap((day) => day.games)
  // Paper needs no links: the print calendar skips the calls that find them.
  const views = options.links
    ? await toLinkedGameViews(await completeGames(games, range, filter, signal), signal)
    : games.map((game) => toGameView(game))
  let index = 0
  return days.map((day) => ({ date: day.date, games: day.games.map(() => views[index++]!) }))
}

/**
 * What /calendar and /sports/{slug}/calendar show: a month's games of one sport or all, with the
 * location filter, in a month grid or a list, and the neighbouring months to step to.
 */
export async function loadCalendarPage(
  sport: Sport | null,
  query: CalendarQuery,
  request: Request,
) {
  const signal = request.signal
  const { siteName, today } = await getCalendarToday(signal)
  const todayMonth = monthOfDay(today)
  const month = requireMonth(query.month, todayMonth)
  const location: CalendarLocation = toLocation(query.location)
  let filterSport: Sport | null = sport
  if (!sport && query.sport) {
    const sports = requireLoaded(await provider.loadSports({ signal }))
    filterSport = findSportBySlug(sports, query.sport) ?? null
    // A sport the site does not have names no page (decision 018).
    if (!filterSport || filterSport.nonSport) throw notFound()
  }
  const filter = {
    sportId: filterSport?.id,
    locationIndicator: toLocationIndicator(location),
  }
  const range = getMonthRange(month)
  const days = await loadCalendarDays(
    () => provider.loadCalendarMonth(range.start, filter, { signal }),
    range,
    filter,
    signal,
    { links: true },
  )
  const monthLabel = formatMonth(toMonthParam(month))
  const neighbour = (count: number) => {
    const next = addMonths(month, count)
    if (!isYearInWindow(next.year, todayMonth)) return null
    const param = toMonthParam(next)
    return { param, label: formatMonth(param) }
  }
  const view: CalendarView = query.view === 'list' ? 'list' : 'month'
  const monthParam = query.month ? toMonthParam(month) : null
  const pageSlug = sport?.globalSportNameSlug ?? null
  const canonical = withQuery(calendarPath(pageSlug), { month: monthParam })
  const title = sport ? `${sport.title} Calendar` : 'Athletics Calendar'
  // Labels and addresses are made here, so the page's JavaScript needs no date formatting.
  const data = {
    sport: sport && { title: sport.title, globalSportNameSlug: pageSlug ?? '' },
    title,
    filterSport: filterSport?.globalSportNameSlug ?? null,
    /** The month in the address, or null for the current month (its canonical address). */
    monthParam,
    monthLabel,
    isCurrentMonth: toMonthParam(month) === toMonthParam(todayMonth),
    previous: neighbour(-1),
    next: neighbour(1),
    view,
    location,
    printPath: calendarPrintPath(pageSlug, {
      type: view,
      sport: pageSlug ?? filterSport?.globalSportNameSlug ?? 'all',
      ...range,
      location,
    }),
    meta: {
      title: `${title}: ${monthLabel}`,
      description: sport
        ? `Every ${sport.title} game of ${siteName} in ${monthLabel}: dates, times, opponents, results and links to box scores and recaps.`
        : `Every game of every ${siteName} team in ${monthLabel}: dates, times, opponents, results and links to box scores and recaps.`,
      canonical,
    },
    gameCount: days.reduce((count, day) => count + day.games.length, 0),
    gamesHtml: serverSection(
      request,
      view === 'list'
        ? createElement(CalendarList, { days })
        : createElement(CalendarGrid, { month: toMonthParam(month), today, days }),
    ),
  }
  return withServerOnly(
    data,
    'structuredData',
    toCalendarEvents(days, siteName, new URL(canonical, getSiteUrl()).href),
  )
}

export type CalendarPageData = Awaited<ReturnType<typeof loadCalendarPage>>
