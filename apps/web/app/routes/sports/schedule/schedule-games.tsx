import { ColumnHeads } from '~/components/ui/column-heads'
import { GameLinks, GameOpponent, GameOutcome, GamePlace } from '~/components/games/game-parts'
import { formatGameDay, GameTime } from '~/components/games/game-time'
import type { GameView } from '~/components/games/game-view'

// The season's games, two ways: a list in month sections (the default, fine on a phone) and a
// table with one row per game.

/** "Football vs Harbor Bay, Sat, Sep 12": the context a row's links need for a screen reader. */
export function gameLabel(game: GameView): string {
  return `${game.atVs} ${game.opponent?.name ?? 'opponent to be announced'}, ${formatGameDay(game.day)}`
}

type GamesProps = { games: GameView[]; siteZone: string }

export function ScheduleList({
  months,
  siteZone,
}: {
  months: { label: string; games: GameView[] }[]
  siteZone: string
}) {
  return (
    <div className="space-y-8">
      {months.map((group) => (
        <section key={group.label} aria-label={group.label}>
          <h3 className="border-b-4 border-brand pb-1 font-display text-xl font-black uppercase">
            {group.label}
          </h3>
          <ol className="divide-y divide-line">
            {group.games.map((game) => (
              <li
                key={game.id}
                className="grid gap-x-6 gap-y-2 py-4 sm:grid-cols-[9rem_minmax(0,1fr)_auto]"
              >
                <p className="flex gap-2 sm:flex-col sm:gap-0">
                  <span className="font-bold uppercase">{formatGameDay(game.day)}</span>
                  <span className="text-ink-muted">
                    {game.result || game.notice ? null : (
                      <GameTime
                        instant={game.instant}
                        timeText={game.timeText}
                        siteZone={siteZone}
                      />
                    )}
                  </span>
                </p>
                <div className="min-w-0 space-y-1">
                  <GameOpponent game={game} />
                  <p>
                    <GamePlace game={game} />
                  </p>
                </div>
                <p className="sm:text-right">
                  <GameOutcome game={game} />
                </p>
                <div className="sm:col-start-2 sm:col-end-4">
                  <GameLinks game={game} label={gameLabel(game)} />
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}

export function ScheduleTable({ games, siteZone, caption }: GamesProps & { caption: string }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          columns={['Date', 'Time', 'Opponent', 'Location', 'Result', 'Links']}
          className="border-b-2 border-ink text-xs uppercase tracking-wide"
          rowClassName=""
          cellClassName="py-2 pr-4"
        />
        <tbody className="divide-y divide-line">
          {games.map((game) => (
            <tr key={game.id} className="align-top">
              <td className="py-3 pr-4 font-bold whitespace-nowrap">{formatGameDay(game.day)}</td>
              <td className="py-3 pr-4">
                <GameTime instant={game.instant} timeText={game.timeText} siteZone={siteZone} />
              </td>
              <th scope="row" className="py-3 pr-4 font-normal">
                <GameOpponent game={game} logo={false} />
              </th>
              <td className="py-3 pr-4">
                <GamePlace game={game} />
              </td>
              <td className="py-3 pr-4 whitespace-nowrap">
                <GameOutcome game={game} />
              </td>
              <td className="py-3">
                <GameLinks game={game} label={gameLabel(game)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
