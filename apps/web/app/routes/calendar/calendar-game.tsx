import type { LocalDay } from '@fieldhouse/domain/local-day'

import { GameLinks, GameOutcome } from '~/components/games/game-parts'
import type { GameView } from '~/components/games/game-view'
import { SmartLink } from '~/components/smart-link'

import { formatLongDay } from './calendar-days'

// One game in a calendar day: sport, opponent, home or away, the time or the result, and the
// links the schedule gives it (box score, recap, game center). Cells are narrow, so the month
// grid shows only those three links; the list shows every link (tickets, TV ...).

const PLACE = { H: 'Home', A: 'Away', N: 'Neutral' } as const

const CELL_LINKS = new Set(['boxscore', 'recap', 'gamecenter'])

/** "Football vs Harbor Bay, Thursday, September 10": each link's context for screen readers. */
function gameLabel(game: GameView, day: LocalDay): string {
  return `${game.sport} ${game.atVs} ${game.opponent?.name ?? 'opponent to be announced'}, ${formatLongDay(day)}`
}

export function CalendarGame({
  game,
  day,
  compact,
}: {
  game: GameView
  day: LocalDay
  compact: boolean
}) {
  const links = compact ? game.links.filter((link) => CELL_LINKS.has(link.kind)) : game.links
  const played = game.result !== null || game.notice !== null || game.isLive
  return (
    <>
      <p className="text-xs font-bold uppercase tracking-wide text-brand-strong">
        {game.schedulePath ? (
          <SmartLink url={game.schedulePath} className="hover:underline">
            {game.sport}
          </SmartLink>
        ) : (
          game.sport
        )}
      </p>
      <p className="font-bold">
        <span className="font-normal text-ink-muted">{game.atVs}</span>{' '}
        {game.opponent?.rank ? <span className="text-ink-muted">{game.opponent.rank} </span> : null}
        {game.opponent?.name ?? 'Opponent TBA'}
      </p>
      <p className="flex flex-wrap gap-x-2 text-sm">
        {played ? <GameOutcome game={game} /> : <span>{game.timeText}</span>}
        {game.location ? <span className="text-ink-muted">{PLACE[game.location]}</span> : null}
      </p>
      {compact ? null : game.place || game.tournament ? (
        <p className="text-sm text-ink-muted">
          {[game.facility?.title, game.place, game.tournament]
            .filter((part, i, all) => part && all.indexOf(part) === i)
            .join(' · ')}
        </p>
      ) : null}
      {links.length > 0 || (!compact && game.broadcast.length > 0) ? (
        <div className="mt-1">
          <GameLinks
            game={{ ...game, links, broadcast: compact ? [] : game.broadcast }}
            label={gameLabel(game, day)}
          />
        </div>
      ) : null}
    </>
  )
}
