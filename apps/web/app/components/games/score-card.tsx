import { SmartLink } from '~/components/smart-link'

import { GameOpponent, GameOutcome } from './game-parts'
import { formatGameDay } from './game-time'
import type { GameView } from './game-view'

// A scoreboard entry: sport, day, opponent and score (or time), and one link, to the box score
// of a result, else the game center, else the sport's schedule. Small on purpose: the home page
// shows a dozen of them, as markup made on the server.

const LINK_ORDER = ['boxscore', 'gamecenter', 'recap'] as const

export function ScoreCard({ game }: { game: GameView }) {
  const link = LINK_ORDER.map((kind) =>
    game.links.find((candidate) => candidate.kind === kind),
  ).find(Boolean) ?? { label: 'Schedule', url: game.schedulePath ?? '/' }
  const day = formatGameDay(game.day)
  return (
    <li className="flex flex-col gap-2 rounded-sm border-2 border-line p-3">
      <p className="text-xs font-bold uppercase tracking-wide text-ink-muted">
        {game.sport} · {day}
        {game.result || game.notice ? null : ` · ${game.timeText}`}
      </p>
      <div className="flex items-center justify-between gap-3">
        <GameOpponent game={game} />
        <GameOutcome game={game} />
      </div>
      <SmartLink url={link.url} className="text-sm font-bold text-brand-strong underline">
        {link.label}
        <span className="sr-only">
          , {game.sport} {game.atVs} {game.opponent?.name ?? 'TBA'}, {day}
        </span>
      </SmartLink>
    </li>
  )
}
