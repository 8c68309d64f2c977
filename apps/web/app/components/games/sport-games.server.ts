import { getNextGame } from '@fieldhouse/domain/schedule-groups'
import type { Game } from '@fieldhouse/provider-client/game'

import type { ServerMarkup } from '~/render'
import { serverSection } from '~/render/index.server'

import { renderCountdown } from './countdown-markup.server'
import { toGameStrips, toStripsMarkup, type GameStripsMarkup } from './game-strips.server'

export type SportGamesData = GameStripsMarkup & {
  /** The countdown to the sport's next game, as markup; null when none is scheduled. */
  countdown: ServerMarkup | null
  nextGame: string | null
}

/** A sport home's games: three next, three latest, and the countdown to the next one. */
export async function toSportGames(games: Game[], request: Request): Promise<SportGamesData> {
  const now = new Date()
  const strips = await toGameStrips(games, {
    count: 3,
    withSport: false,
    now,
    signal: request.signal,
  })
  const next = getNextGame(games, now)
  const start = next && !next.isTbd ? (next.startUtc ?? next.start) : null
  const nextGame = next
    ? `${next.sport.title} ${next.atVs} ${next.opponent?.name ?? 'opponent to be announced'}`
    : null
  return {
    ...toStripsMarkup(strips, request),
    nextGame,
    countdown: serverSection(
      request,
      start && nextGame ? renderCountdown(start, `${nextGame}: the countdown to the start.`) : null,
    ),
  }
}
