import type { GameView } from '~/components/games/game-view'
import { PrintGamesTable } from '~/components/games/print-games-table'
import type { RecordRow } from '~/components/games/record-summary'
import { PrintSheetHead } from '~/components/tables/print-sheet-head'
import { useShell } from '~/shell/use-shell'

// The print schedule and print results: full screen without site chrome (layout flags), the
// games in one table that fits a page of paper, the record above it. The print stylesheet is
// `.print-page` in app.css.

type PrintSheetProps = {
  title: string
  back: { url: string; label: string }
  record: RecordRow[]
  games: GameView[]
}

export function PrintSheet({ title, back, record, games }: PrintSheetProps) {
  const siteName = useShell().site.name
  return (
    <div className="print-page mx-auto max-w-5xl px-4 py-6">
      <PrintSheetHead siteName={siteName} title={title} back={back}>
        {record.length > 0 ? (
          <p className="mt-1 text-sm">
            {record.map((row) => `${row.label} ${row.value}`).join(' · ')}
          </p>
        ) : null}
      </PrintSheetHead>
      <PrintGamesTable
        captionId="print-schedule-caption"
        caption={title}
        games={games.map((game) => ({ day: game.day, game }))}
        withSport={false}
      />
    </div>
  )
}
