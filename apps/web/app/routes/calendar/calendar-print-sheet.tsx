import { PrintGamesTable } from '~/components/games/print-games-table'
import { StaticHtml } from '~/components/static-html'
import { PrintSheetHead } from '~/components/tables/print-sheet-head'
import { useShell } from '~/shell/use-shell'

import type { CalendarPrintData } from './calendar-print.server'

// The print calendar: full screen without site chrome (layout flags), a month grid per month
// of the span or one table of its games, for paper (`.print-page` in app.css).

export function CalendarPrintSheet({ data }: { data: CalendarPrintData }) {
  const siteName = useShell().site.name
  const title = data.title
  const games = data.days.flatMap((day) => day.games.map((game) => ({ day: day.date, game })))
  return (
    <div className="print-page mx-auto max-w-6xl px-4 py-6">
      <PrintSheetHead
        siteName={siteName}
        title={title}
        back={{ url: data.backPath, label: 'Back to the calendar' }}
      />
      {data.gameCount === 0 ? (
        <p>No games are scheduled in these days.</p>
      ) : data.monthsHtml !== null ? (
        <StaticHtml markup={data.monthsHtml} />
      ) : (
        // One sport's calendar needs no sport column.
        <PrintGamesTable
          captionId="print-calendar-caption"
          caption={title}
          games={games}
          withSport={!data.oneSport}
        />
      )}
    </div>
  )
}
