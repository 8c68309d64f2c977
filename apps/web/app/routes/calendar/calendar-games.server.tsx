import type { LocalDay } from '@fieldhouse/domain/local-day'

import { toSportsEvent } from '~/components/games/game-structured-data'
import type { GameView } from '~/components/games/game-view'

import { formatMonth } from './calendar-days'
import { CalendarGrid } from './calendar-grid'

// The calendar's games are read-only: the page builders make them server-only sections
// (`serverSection`, decision 017) of the grid, the list or the print's months, so neither the
// grid's components nor a month of game rows travel to the browser as code and data; the page's
// own JavaScript is the navigation and the filters.

/** A day of the calendar with its games, as the grid and the list show it. */
export type CalendarDayView = { date: LocalDay; games: GameView[] }

/**
 * The print calendar's month view: a grid for each month the span touches. The sheet's h1 is
 * the only heading above it, so the days are h2 (the month is each table's caption).
 */
export function CalendarMonths({ months, days }: { months: string[]; days: CalendarDayView[] }) {
  return (
    <>
      {months.map((month) => (
        <section key={month} aria-label={formatMonth(month)} className="mb-8 break-inside-avoid">
          <CalendarGrid
            month={month}
            today=""
            dayLevel={2}
            days={days.filter((day) => day.date.startsWith(month))}
          />
        </section>
      ))}
    </>
  )
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
