import { createElement } from 'react'
import { redirect } from 'react-router'

import {
  addMonths,
  getPrintRange,
  monthOfDay,
  toMonthParam,
} from '@fieldhouse/domain/calendar-month'
import { findSportBySlug } from '@fieldhouse/domain/sports'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { calendarPath, calendarPrintPath, type CalendarPrintType } from '~/paths/calendar'
import { LOCATION_LABELS, parseLocation, toLocationIndicator } from '~/paths/calendar-location'
import { withQuery } from '~/paths/with-query'
import { serverSection } from '~/render/index.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

import { formatShortDay } from './calendar-days'
import { CalendarMonths } from './calendar-games.server'
import { getCalendarToday, loadCalendarDays } from './calendar.server'

type PrintParams = {
  type?: string
  sport?: string
  start?: string
  end?: string
  location?: string
}

const TYPES: readonly CalendarPrintType[] = ['month', 'list']

/**
 * The print calendar (decision 018): type month|list, sport `all` or a sport's global slug (on a
 * sport's page, that sport's slug only), start and end 'YYYY-MM-DD' at most 366 days apart in
 * the years an address may name, location all|home|away|neutral. Anything else is a 404; ends
 * written the other way round are a 301 to the address with them in order.
 */
export async function loadCalendarPrint(
  pageSport: Sport | null,
  params: PrintParams,
  request: Request,
) {
  const signal = request.signal
  const type = TYPES.find((value) => value === params.type)
  const location = parseLocation(params.location)
  if (!type || !location || !params.sport || !params.start || !params.end) throw notFound()
  const { today } = await getCalendarToday(signal)
  const range = getPrintRange(params.start, params.end, monthOfDay(today))
  if (range.kind === 'invalid') throw notFound()
  const pageSlug = pageSport?.globalSportNameSlug ?? null
  let sport: Sport | null = pageSport
  if (pageSport) {
    if (params.sport !== pageSport.globalSportNameSlug) throw notFound()
  } else if (params.sport !== 'all') {
    sport = findSportBySlug(requireLoaded(await provider.loadSports({ signal })), params.sport)
    if (!sport || sport.nonSport || sport.globalSportNameSlug !== params.sport) throw notFound()
  }
  if (range.kind === 'reversed') {
    const { start, end } = range
    throw redirect(
      calendarPrintPath(pageSlug, { type, sport: params.sport, start, end, location }),
      301,
    )
  }
  const filter = { sportId: sport?.id, locationIndicator: toLocationIndicator(location) }
  const days = await loadCalendarDays(
    () => provider.loadCalendarDateRange(range.start, range.end, filter, { signal }),
    range,
    filter,
    signal,
    { links: false },
  )
  const who = sport ? `${sport.title} Calendar` : 'Athletics Calendar'
  const where = location === 'all' ? '' : ` (${LOCATION_LABELS[location]})`
  return {
    title: `${who}${where}: ${formatShortDay(range.start)} to ${formatShortDay(range.end)}`,
    /** One sport's calendar needs no sport column. */
    oneSport: sport !== null,
    backPath: withQuery(calendarPath(pageSlug), {
      month: toMonthParam(monthOfDay(range.start)),
      view: type === 'list' ? 'list' : null,
      location: location === 'all' ? null : location,
      sport: !pageSport && sport ? sport.globalSportNameSlug : null,
    }),
    path: calendarPrintPath(pageSlug, {
      type,
      sport: params.sport,
      start: range.start,
      end: range.end,
      location,
    }),
    gameCount: days.reduce((count, day) => count + day.games.length, 0),
    // The month grids are markup made here (decision 017); the list is a table of the rows.
    monthsHtml: serverSection(
      request,
      type === 'month'
        ? createElement(CalendarMonths, { months: monthsOf(range.start, range.end), days })
        : null,
    ),
    days: type === 'list' ? days : [],
  }
}

/** The months a span touches, 'YYYY-MM'. */
function monthsOf(start: string, end: string): string[] {
  const months: string[] = []
  const last = toMonthParam(monthOfDay(end))
  for (let month = monthOfDay(start); toMonthParam(month) <= last; ) {
    months.push(toMonthParam(month))
    month = addMonths(month, 1)
  }
  return months
}

export type CalendarPrintData = Awaited<ReturnType<typeof loadCalendarPrint>>
