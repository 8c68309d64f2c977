import { formatGameDay } from '~/components/games/game-time'
import type { GameView } from '~/components/games/game-view'
import { PrintGameRow } from '~/components/games/print-game-row'
import type { RecordRow } from '~/components/games/record-summary'
import { SmartLink } from '~/components/smart-link'
import { ColumnHeads } from '~/components/ui/column-heads'
import { PrintButton } from '~/components/ui/print-button'
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
      <div className="no-print mb-6 flex flex-wrap items-center gap-4">
        <SmartLink url={back.url} className="button-secondary">
          {back.label}
        </SmartLink>
        <PrintButton />
      </div>
      <header className="mb-4 border-b-2 border-ink pb-2">
        <p className="font-bold uppercase tracking-wide">{siteName}</p>
        <h1 className="font-display text-3xl font-black uppercase">{title}</h1>
        {record.length > 0 ? (
          <p className="mt-1 text-sm">
            {record.map((row) => `${row.label} ${row.value}`).join(' · ')}
          </p>
        ) : null}
      </header>
      <div
        role="region"
        aria-labelledby="print-schedule-caption"
        tabIndex={0}
        className="print-scroll relative max-w-full overflow-x-auto"
      >
        <table className="w-full border-collapse text-sm">
          <caption id="print-schedule-caption" className="sr-only">
            {title}
          </caption>
          <ColumnHeads columns={['Date', 'Time', 'Opponent', 'Location', 'Result']} />
          <tbody>
            {games.map((game) => (
              <PrintGameRow key={game.id} day={game.day} game={game} withSport={false} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
