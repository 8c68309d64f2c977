import { renderToStaticMarkup } from 'react-dom/server'

import { toSportsEvent } from '~/components/games/game-structured-data'

import { formatMonth } from './calendar-days'
import { CalendarGrid } from './calendar-grid'
import { CalendarList } from './calendar-list'
import type { CalendarDayView } from './calendar.server'

// The calendar's games are read-only: they are made into HTML on the server and shown with
// <StaticHtml> (decision 017), so neither the grid's components nor a month of game rows travel
// to the browser as code and data; the page's own JavaScript is the navigation and the filters.

export function renderCalendarMonth(month: string, today: string, days: CalendarDayView[]) {
  return renderToStaticMarkup(<CalendarGrid month={month} today={today} days={days} />)
}

/** The print calendar's month view: a grid for each month the span touches. */
export function renderCalendarMonths(months: string[], days: CalendarDayView[]) {
  return renderToStaticMarkup(
    <>
      {months.map((month) => (
        <section key={month} aria-label={formatMonth(month)} className="mb-8 break-inside-avoid">
          <CalendarGrid
            month={month}
            today=""
            days={days.filter((day) => day.date.startsWith(month))}
          />
        </section>
      ))}
    </>,
  )
}

export function renderCalendarList(days: CalendarDayView[]) {
  return renderToStaticMarkup(<CalendarList days={days} />)
}

/** The month's games as schema.org SportsEvents, each with its own sport. */
export function toCalendarEvents(days: CalendarDayView[], siteName: string, url: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': days.flatMap((day) =>
      day.games.flatMap(
        (game) =>
          toSportsEvent(game, { name: `${siteName} ${game.sport}`, sport: game.sport }, url) ?? [],
      ),
    ),
  }
}
