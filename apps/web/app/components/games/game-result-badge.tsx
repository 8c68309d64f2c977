import type { GameView } from './game-view'

// A game's result as every listing shows it (game-parts.tsx, the opponent history pages).

const RESULT_WORDS = { W: 'Won', L: 'Lost', T: 'Tied' } as const
const RESULT_COLORS = { W: 'bg-win text-on-win', L: 'bg-ink text-surface', T: 'bg-line text-ink' }

/** "W 24-17", read as "Won 24-17". */
export function GameResultBadge({ result }: { result: NonNullable<GameView['result']> }) {
  return (
    <span className="inline-flex items-baseline gap-2 font-bold tabular-nums">
      <span
        aria-hidden="true"
        className={`inline-block min-w-6 rounded-sm px-1.5 text-center ${RESULT_COLORS[result.status]}`}
      >
        {result.status}
      </span>
      <span className="sr-only">{RESULT_WORDS[result.status]}</span>
      {result.score ? <span>{result.score}</span> : null}
    </span>
  )
}
