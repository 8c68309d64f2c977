import { SmartLink } from '~/components/smart-link'
import { Image } from '~/components/ui/image'

import { GameResultBadge } from './game-result-badge'
import type { GameView } from './game-view'

// The pieces every game listing shares (schedule, results, facility pages, home page).

/** The result, or what stands in for it: live, postponed, canceled. */
export function GameOutcome({ game }: { game: GameView }) {
  if (game.notice) return <span className="font-bold uppercase text-alert">{game.notice}</span>
  if (game.isLive) return <span className="font-bold uppercase text-alert">Live</span>
  if (game.result) return <GameResultBadge result={game.result} />
  return null
}

/** "vs #6 Georgetown" with the logo; TBA when the opponent is not known yet. */
export function GameOpponent({ game, logo = true }: { game: GameView; logo?: boolean }) {
  const opponent = game.opponent
  return (
    <span className="flex items-center gap-3">
      {logo && opponent?.image ? (
        <Image
          src={opponent.image}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 object-contain"
        />
      ) : null}
      <span>
        {game.side == null ? <span className="text-ink-muted">{game.atVs} </span> : null}
        <span className="font-bold">
          {opponent?.rank ? <span className="text-ink-muted">{opponent.rank} </span> : null}
          {opponent?.name ?? 'Opponent TBA'}
        </span>
      </span>
    </span>
  )
}

/** Where: the facility (linked to its page) or the city, the tournament and conference marks. */
export function GamePlace({ game }: { game: GameView }) {
  const parts: React.ReactNode[] = []
  if (game.facility?.url) {
    parts.push(
      <SmartLink
        key="facility"
        url={game.facility.url}
        className="underline underline-offset-2 hover:text-ink"
      >
        {game.facility.title}
      </SmartLink>,
    )
  } else if (game.facility) parts.push(game.facility.title)
  if (game.place && game.place !== game.facility?.title) parts.push(game.place)
  if (game.location === 'N') parts.push('Neutral site')
  if (game.side) parts.push(game.side)
  if (game.tournament) parts.push(game.tournament)
  if (game.isConference) parts.push('Conference')
  if (parts.length === 0) return null
  return (
    <span className="text-sm text-ink-muted">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 ? ' · ' : null}
          {part}
        </span>
      ))}
    </span>
  )
}

/** Box score, recap, tickets, TV, radio ...: each link names the game for screen readers. */
export function GameLinks({ game, label }: { game: GameView; label: string }) {
  if (game.links.length === 0 && game.broadcast.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {game.broadcast.map((text) => (
        <li key={text} className="text-ink-muted">
          {text}
        </li>
      ))}
      {game.links.map((link) => (
        <li key={`${link.kind}:${link.url}`}>
          <SmartLink
            url={link.url}
            openInNewWindow={!link.url.startsWith('/')}
            className="font-bold text-brand-strong underline-offset-2 hover:underline"
          >
            {link.label}
            <span className="sr-only">, {label}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
