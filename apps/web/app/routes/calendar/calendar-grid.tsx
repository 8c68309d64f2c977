import { getMonthWeeks, parseCalendarMonth } from '@fieldhouse/domain/calendar-month'
import { dayOfMonth, type LocalDay } from '@fieldhouse/domain/local-day'

import type { GameView } from '~/components/games/game-view'

import { formatLongDay, formatMonth, WEEKDAYS } from './calendar-days'
import { CalendarGame } from './calendar-game'

// The month view: a table of weeks (a caption, weekday headers with full names for screen
// readers), each day's games listed in its cell. Below the md breakpoint the same markup reads
// as a day-by-day list (CSS only): the header row and the days without games are hidden and
// every cell shows its full date, so nothing overflows a phone.

type CalendarGridProps = {
  month: string
  today: string
  days: { date: LocalDay; games: GameView[] }[]
  /** The level of the days' headings: 3 under the calendar page's h2, 2 on the print sheet. */
  dayLevel?: 2 | 3
}

export function CalendarGrid({ month, today, days, dayLevel = 3 }: CalendarGridProps) {
  const parsed = parseCalendarMonth(month)
  if (!parsed) return null
  const gamesOf = new Map(days.map((day) => [day.date, day.games]))
  return (
    <table className="w-full table-fixed border-collapse max-md:block">
      <caption className="mb-2 text-left font-display text-xl font-black uppercase max-md:block">
        {formatMonth(month)}
      </caption>
      <thead className="max-md:hidden">
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th
              key={long}
              scope="col"
              className="border-b-4 border-brand py-2 text-left text-xs font-bold uppercase tracking-wide"
            >
              <span aria-hidden="true">{short}</span>
              <span className="sr-only">{long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:divide-y max-md:divide-line">
        {getMonthWeeks(parsed).map((week) => (
          <tr key={week.find(Boolean)} className="max-md:contents">
            {week.map((day, index) => {
              if (!day) {
                return (
                  <td
                    key={`blank-${index}`}
                    className="border border-line bg-surface-raised max-md:hidden"
                  />
                )
              }
              const games = gamesOf.get(day) ?? []
              const isToday = day === today
              return (
                <td
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  className={`border border-line p-2 align-top md:h-28 max-md:block max-md:border-0 max-md:px-0 max-md:py-4 ${
                    games.length === 0 ? 'max-md:hidden' : ''
                  } ${isToday ? 'md:bg-surface-raised md:outline md:outline-2 md:outline-brand' : ''}`}
                >
                  <DayLabel
                    day={day}
                    isToday={isToday}
                    hasGames={games.length > 0}
                    level={dayLevel}
                  />
                  {games.length > 0 ? (
                    <ul className="mt-1 space-y-3">
                      {games.map((game) => (
                        <li key={game.id} className="min-w-0 break-words">
                          <CalendarGame game={game} day={day} compact />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function DayLabel({
  day,
  isToday,
  hasGames,
  level,
}: {
  day: LocalDay
  isToday: boolean
  hasGames: boolean
  level: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const long = formatLongDay(day)
  const number = dayOfMonth(day)
  const todayMark = isToday ? (
    <span className="ml-2 rounded-sm bg-brand px-1.5 text-xs uppercase text-on-brand">Today</span>
  ) : null
  const content = (
    <>
      <span aria-hidden="true" className="max-md:hidden">
        {number}
      </span>
      <span className="md:sr-only">{long}</span>
      {todayMark}
    </>
  )
  // Days with games are headings: on a phone they are the list's sections.
  return hasGames ? (
    <Heading className="font-bold max-md:border-b-2 max-md:border-brand max-md:pb-1 max-md:font-display max-md:text-lg max-md:uppercase">
      {content}
    </Heading>
  ) : (
    <p className="text-ink-muted">{content}</p>
  )
}
