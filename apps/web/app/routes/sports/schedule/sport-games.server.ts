import { getNextGame } from '@fieldhouse/domain/schedule-groups'
import type { Game } from '@fieldhouse/provider-client/game'

import { renderCountdown } from '~/components/games/countdown-markup.server'
import { toGameStrips, type GameStrips } from '~/components/games/game-strips.server'

export type SportGamesData = GameStrips & {
  /** The countdown to the sport's next game, as markup; null when none is scheduled. */
  countdown: string | null
  nextGame: string | null
}

/** A sport home's games: three next, three latest, and the countdown to the next one. */
export async function toSportGames(games: Game[], signal: AbortSignal): Promise<SportGamesData> {
  const now = new Date()
  const strips = await toGameStrips(games, { count: 3, withSport: false, now, signal })
  const next = getNextGame(games, now)
  const start = next && !next.isTbd ? (next.startUtc ?? next.start) : null
  const nextGame = next
    ? `${next.sport.title} ${next.atVs} ${next.opponent?.name ?? 'opponent to be announced'}`
    : null
  return {
    ...strips,
    nextGame,
    countdown:
      start && nextGame ? renderCountdown(start, `${nextGame}: the countdown to the start.`) : null,
  }
}
