import type { GameView } from './game-view'

// schema.org SportsEvent for search engines: the event's name, start, status, place and the two
// teams. A TBD game has no start to give and is left out (startDate is required).

const STATUS = {
  Postponed: 'https://schema.org/EventPostponed',
  Canceled: 'https://schema.org/EventCancelled',
} as const

export function toSportsEvent(
  game: GameView,
  team: { name: string; sport: string },
  url: string,
): Record<string, unknown> | null {
  const startDate = game.instant ?? (game.timeText === 'All day' ? game.day : null)
  if (!startDate) return null
  const opponent = { '@type': 'SportsTeam', name: game.opponent?.name ?? 'To be announced' }
  const us = { '@type': 'SportsTeam', name: team.name }
  const away = game.location === 'A'
  const place = game.facility?.title ?? game.place
  return {
    '@type': 'SportsEvent',
    name: `${team.name} ${game.atVs} ${opponent.name}`,
    sport: team.sport,
    startDate,
    eventStatus: game.notice ? STATUS[game.notice] : 'https://schema.org/EventScheduled',
    url,
    homeTeam: away ? opponent : us,
    awayTeam: away ? us : opponent,
    competitor: [us, opponent],
    ...(place ? { location: { '@type': 'Place', name: place, address: game.place ?? place } } : {}),
  }
}

/** Every game that has a start, as one JSON-LD graph. */
export function toSportsEventGraph(
  games: GameView[],
  team: { name: string; sport: string },
  urlOf: (game: GameView) => string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': games.flatMap((game) => toSportsEvent(game, team, urlOf(game)) ?? []),
  }
}
