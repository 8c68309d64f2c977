import type { LocalDay } from '@fieldhouse/domain/local-day'

import { ColumnHeads } from '~/components/ui/column-heads'

import { formatGameDay } from './game-time'
import type { GameView } from './game-view'
import { opponentText, outcomeText, whereText } from './schedule-text-parts'

type PrintGamesTableProps = {
  /** The id of the table's caption, which names the scrolling region. */
  captionId: string
  caption: string
  games: readonly { day: LocalDay | null; game: GameView }[]
  /** A column for the sport, when the table mixes sports. */
  withSport: boolean
}

/**
 * The games of a print sheet (the schedule's and results' print versions, the calendar's printed
 * list) in one table; on a phone it scrolls inside its region.
 */
export function PrintGamesTable({ captionId, caption, games, withSport }: PrintGamesTableProps) {
  const columns = [
    'Date',
    'Time',
    ...(withSport ? ['Sport'] : []),
    'Opponent',
    'Location',
    'Result',
  ]
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="print-scroll relative max-w-full overflow-x-auto"
    >
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <ColumnHeads columns={columns} />
        <tbody>
          {games.map(({ day, game }) => (
            <PrintGameRow key={game.id} day={day} game={game} withSport={withSport} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * One game in a printed table: day, time, the sport when the table mixes sports, opponent as
 * the row's header, place, outcome.
 */
function PrintGameRow({
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
        {opponentText(game)}
      </th>
      <td className="px-2 py-1">{whereText(game)}</td>
      <td className="whitespace-nowrap px-2 py-1">{outcomeText(game)}</td>
    </tr>
  )
}
