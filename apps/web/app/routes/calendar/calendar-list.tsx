import type { LocalDay } from '@fieldhouse/domain/local-day'

import type { GameView } from '~/components/games/game-view'

import { formatLongDay } from './calendar-days'
import { CalendarGame } from './calendar-game'

// The list view: the month's days with games, each a heading with its games below.

export function CalendarList({ days }: { days: { date: LocalDay; games: GameView[] }[] }) {
  return (
    <div className="space-y-8">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h3
            id={`day-${day.date}`}
            className="border-b-4 border-brand pb-1 font-display text-xl font-black uppercase"
          >
            {formatLongDay(day.date)}
          </h3>
          <ul className="grid gap-x-8 divide-y divide-line sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-3">
            {day.games.map((game) => (
              <li key={game.id} className="min-w-0 py-4">
                <CalendarGame game={game} day={day.date} compact={false} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
