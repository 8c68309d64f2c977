import { GameLinks, GameOpponent, GameOutcome, GamePlace } from './game-parts'
import { formatGameDay } from './game-time'
import type { GameView } from './game-view'

// One game as a card, for the strips of the home page, a sport's home and a facility's page.
// These are rendered to static markup on the server (static-games.server.tsx): the strips need
// no JavaScript, so their code stays out of the pages' bundles.

export function GameCard({ game, withSport }: { game: GameView; withSport: boolean }) {
  const day = formatGameDay(game.day)
  return (
    <li className="flex flex-col gap-2 rounded-sm border-2 border-line p-4">
      <p className="text-xs font-bold uppercase tracking-wide text-ink-muted">
        {withSport ? `${game.sport} · ` : null}
        {day}
        {game.result || game.notice ? null : ` · ${game.timeText}`}
      </p>
      <div className="flex items-center justify-between gap-3">
        <GameOpponent game={game} />
        <GameOutcome game={game} />
      </div>
      <p>
        <GamePlace game={game} />
      </p>
      <GameLinks
        game={game}
        label={`${game.sport} ${game.atVs} ${game.opponent?.name ?? 'TBA'}, ${day}`}
      />
    </li>
  )
}
