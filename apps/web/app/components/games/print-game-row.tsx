import type { LocalDay } from '@fieldhouse/domain/local-day'

import { formatGameDay } from './game-time'
import type { GameView } from './game-view'
import { outcomeText, whereText } from './schedule-text-parts'

/**
 * One game in a printed table (the schedule's print version, the calendar's printed list): day,
 * time, the sport when the table mixes sports, opponent as the row's header, place, outcome.
 */
export function PrintGameRow({
  day,
  game,
  withSport,
}: {
  /** The game's local day; null when unreadable. */
  day: LocalDay | null
  game: GameView
  withSport: boolean
}) {
  return (
    <tr className="border-b border-line">
      <td className="whitespace-nowrap px-2 py-1">{formatGameDay(day)}</td>
      <td className="whitespace-nowrap px-2 py-1">{game.timeText}</td>
      {withSport ? <td className="px-2 py-1">{game.sport}</td> : null}
      <th scope="row" className="px-2 py-1 text-left font-bold">
        {game.atVs} {game.opponent?.rank ? `${game.opponent.rank} ` : ''}
        {game.opponent?.name ?? 'TBA'}
      </th>
      <td className="px-2 py-1">{whereText(game)}</td>
      <td className="whitespace-nowrap px-2 py-1">{outcomeText(game)}</td>
    </tr>
  )
}
