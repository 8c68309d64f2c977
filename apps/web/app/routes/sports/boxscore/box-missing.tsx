import type { ReactNode } from 'react'

import { GameLinks, GameOpponent, GameOutcome, GamePlace } from '~/components/games/game-parts'
import { formatGameDay } from '~/components/games/game-time'
import type { GameView } from '~/components/games/game-view'

// A decided game whose box score the provider flags but does not serve (a stats file not sent
// yet, a sport it keeps none for): the schedules link the page, so it shows what is known, the
// result, the date and place and the game's links, instead of leading to a 404.

export function NoBoxScore({
  sportTitle,
  game,
  seasonLinks,
}: {
  sportTitle: string
  game: GameView
  seasonLinks: ReactNode
}) {
  const label = `${sportTitle} ${game.atVs} ${game.opponent?.name ?? 'opponent'}`
  return (
    <>
      <section className="on-primary">
        <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
          {seasonLinks}
          <h1 className="mt-2 font-display text-3xl font-black uppercase leading-none tracking-tight md:text-5xl">
            {label}
          </h1>
          <p className="mt-4 text-2xl md:text-3xl">
            <GameOutcome game={game} />
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-8">
        <p>{formatGameDay(game.day, true)}</p>
        <GameOpponent game={game} />
        <p>
          <GamePlace game={game} />
        </p>
        <p>The box score of this game is not available.</p>
        <GameLinks game={game} label={label} />
      </div>
    </>
  )
}
