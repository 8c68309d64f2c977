import { GameState } from '@fieldhouse/domain/game-state'
import { addDays } from '@fieldhouse/domain/local-day'
import type { Game } from '@fieldhouse/provider-client/game'

import { boxScorePath, gameCenterPath, hasBoxScore } from '~/paths/games'
import type { CalendarEvent } from '~/utils/icalendar.server'

// Games as calendar events (the calendar subscriptions and "add to calendar"): the title gains
// the final score once a game is played, canceled games are marked so, and a game without a
// start time is an all-day event on its day until the time is set.

/** How long a game is taken to last when the provider gives no end. */
const GAME_HOURS = 3

export type FeedContext = {
  siteUrl: string
  /** The site's host: event ids are unique to it (RFC 5545 UID). */
  host: string
  /** A game's season title and sport slug, for its box score address. */
  seasonOf: (game: Game) => string | null
  slugOf: (game: Game) => string | null
}

function summaryOf(game: Game): string {
  const opponent = game.opponent
    ? `${game.opponent.prefix ? `${game.opponent.prefix} ` : ''}${game.opponent.name || game.opponent.title}`
    : 'opponent to be announced'
  const base = `${game.sport.title} ${game.atVs} ${opponent}`
  if (game.state === GameState.Canceled) return `Canceled: ${base}`
  if (game.state === GameState.Postponed) return `Postponed: ${base}`
  const result = game.result
  if (result && result.teamScore !== null && result.opponentScore !== null) {
    return `${base} (${result.status} ${result.teamScore}-${result.opponentScore})`
  }
  return game.isTbd && !game.isAllDay ? `${base} (time TBD)` : base
}

function descriptionOf(game: Game, links: [string, string | null | undefined][]): string {
  const { media } = game
  const lines = [
    game.tournament ? game.tournament : null,
    media.tv?.name ? `TV: ${media.tv.name}` : null,
    media.radio ? `Radio: ${media.radio}` : null,
    ...links.map(([label, url]) => (url ? `${label}: ${url}` : null)),
  ]
  return lines.filter(Boolean).join('\n')
}

export function toCalendarEvent(game: Game, context: FeedContext): CalendarEvent | null {
  const day = game.day
  if (!day) return null
  const absolute = (path: string) => new URL(path, context.siteUrl).href
  const instant = game.isTbd || game.isAllDay ? null : (game.startUtc ?? game.start)
  const season = context.seasonOf(game)
  const slug = context.slugOf(game)
  const boxScore =
    hasBoxScore(game) && slug && season
      ? absolute(boxScorePath(slug, season, game.opponent?.name, game.id))
      : null
  const gameCenter = game.gameCenterEnabled ? absolute(gameCenterPath(game.id)) : null
  const place = [game.facility?.title, game.location].filter(Boolean).join(', ')
  return {
    uid: `game-${game.id}@${context.host}`,
    start: instant ? { instant } : { day },
    end: instant
      ? { instant: game.endUtc ?? new Date(instant.getTime() + GAME_HOURS * 3_600_000) }
      : game.endDay
        ? { day: addDays(game.endDay, 1) }
        : null,
    summary: summaryOf(game),
    location: place || null,
    description: descriptionOf(game, [
      ['Tickets', game.result ? null : (game.media.tickets ?? game.ticketLink)],
      ['Watch', game.media.tv?.link ?? game.media.video?.url],
      ['Listen', game.media.audio?.url],
      ['Live stats', game.result ? null : game.media.stats],
      ['Game center', gameCenter],
      ['Box score', boxScore],
    ]),
    url: gameCenter ?? boxScore,
    status:
      game.state === GameState.Canceled
        ? 'CANCELLED'
        : game.state === GameState.Postponed || game.isTbd
          ? 'TENTATIVE'
          : 'CONFIRMED',
    categories: [game.sport.title],
  }
}
