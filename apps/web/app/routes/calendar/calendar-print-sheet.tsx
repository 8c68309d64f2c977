import { formatGameDay } from '~/components/games/game-time'
import { PrintGameRow } from '~/components/games/print-game-row'
import { SmartLink } from '~/components/smart-link'
import { StaticHtml } from '~/components/static-html'
import { ColumnHeads } from '~/components/ui/column-heads'
import { PrintButton } from '~/components/ui/print-button'
import { useShell } from '~/shell/use-shell'

import type { CalendarPrintData } from './calendar-print.server'

// The print calendar: full screen without site chrome (layout flags), a month grid per month
// of the span or one table of its games, for paper (`.print-page` in app.css).

export function CalendarPrintSheet({ data }: { data: CalendarPrintData }) {
  const siteName = useShell().site.name
  const title = data.title
  // One sport's calendar needs no sport column.
  const columns = [
    'Date',
    'Time',
    ...(data.oneSport ? [] : ['Sport']),
    'Opponent',
    'Location',
    'Result',
  ]
  const games = data.days.flatMap((day) => day.games.map((game) => ({ day: day.date, game })))
  return (
    <div className="print-page mx-auto max-w-6xl px-4 py-6">
      <div className="no-print mb-6 flex flex-wrap items-center gap-4">
        <SmartLink url={data.backPath} className="button-secondary">
          Back to the calendar
        </SmartLink>
        <PrintButton />
      </div>
      <header className="mb-4 border-b-2 border-ink pb-2">
        <p className="font-bold uppercase tracking-wide">{siteName}</p>
        <h1 className="font-display text-3xl font-black uppercase">{title}</h1>
      </header>
      {data.gameCount === 0 ? (
        <p>No games are scheduled in these days.</p>
      ) : data.monthsHtml !== null ? (
        <StaticHtml markup={data.monthsHtml} />
      ) : (
        <div
          role="region"
          aria-labelledby="print-calendar-caption"
          tabIndex={0}
          className="print-scroll relative max-w-full overflow-x-auto"
        >
          <table className="w-full border-collapse text-sm">
            <caption id="print-calendar-caption" className="sr-only">
              {title}
            </caption>
            <ColumnHeads columns={columns} />
            <tbody>
              {games.map(({ day, game }) => (
                <PrintGameRow key={game.id} day={day} game={game} withSport={!data.oneSport} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
