import { toStaticMarkup, type StaticMarkup } from '~/render/index.server'

import { GameCard } from './game-card'
import { ScoreCard } from './score-card'
import type { GameView } from './game-view'

/**
 * A list of game cards as markup made once on the server (kept with the strips it belongs to):
 * the page shows it with <StaticHtml>, so the cards cost the page's JavaScript nothing. Internal links carry `data-discover` like SmartLink's,
 * so the shell still navigates them without a full reload.
 */
export function renderGameCards(
  games: GameView[],
  options: { label: string; withSport: boolean },
): StaticMarkup {
  return toStaticMarkup(
    <ul aria-label={options.label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {games.map((game) => (
        <GameCard key={game.id} game={game} withSport={options.withSport} />
      ))}
    </ul>,
  )
}

/** The compact form, for the home page's scoreboard across sports. */
export function renderScoreCards(games: GameView[], label: string): StaticMarkup {
  return toStaticMarkup(
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {games.map((game) => (
        <ScoreCard key={game.id} game={game} />
      ))}
    </ul>,
  )
}
