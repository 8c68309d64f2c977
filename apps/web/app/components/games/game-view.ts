import { GameState } from '@fieldhouse/domain/game-state'
import type { LocalDay } from '@fieldhouse/domain/local-day'
import type { Game } from '@fieldhouse/provider-client/game'
import type { ScoreDisplay } from '@fieldhouse/provider-client/schedule'

import { facilityPath } from '~/paths/facilities'
import { hasBoxScore } from '~/paths/games'

// What a game row shows, projected on the server from the Game entity: a season's 40-plus
// games travel in the hydration data, so only the fields a row renders are kept (the entity
// is about 1.5 KB of JSON per game, a row a third of that).

export type GameLinkView = { label: string; url: string; kind: GameLinkKind }

export type GameLinkKind =
  | 'tickets'
  | 'tv'
  | 'video'
  | 'audio'
  | 'stats'
  | 'notes'
  | 'program'
  | 'file'
  | 'recap'
  | 'boxscore'
  | 'gamecenter'
  | 'series'

export type GameView = {
  id: number
  sport: string
  /** The venue's calendar day, '2026-09-10'; null when the provider's date is unreadable. */
  day: LocalDay | null
  /** The instant, ISO; null when TBD or all day (nothing for a fan's clock to convert). */
  instant: string | null
  /** What the department publishes: '7 p.m.', 'TBD', 'All day'. */
  timeText: string
  atVs: 'at' | 'vs'
  /**
   * Only where the department shows no "at"/"vs" (Schedule/settings): what the row says instead,
   * Home or Away ('' at a neutral or unknown site, which says nothing more).
   */
  side?: 'Home' | 'Away' | ''
  location: 'H' | 'A' | 'N' | null
  opponent: { name: string; rank: string | null; image: string | null } | null
  /** City or venue line: 'Durham, NC', the facility's name for home games. */
  place: string | null
  facility: { title: string; url: string | null } | null
  isConference: boolean
  tournament: string | null
  /** Not played as scheduled: shown instead of a result or time. */
  notice: 'Postponed' | 'Canceled' | null
  result: { status: 'W' | 'L' | 'T'; score: string | null } | null
  isLive: boolean
  /** TV network names and radio stations: text, no link. */
  broadcast: string[]
  links: GameLinkView[]
  /** The sport's schedule, for listings across sports (the scoreboard). */
  schedulePath?: string
}

export type GameViewOptions = {
  /** The site address of a game's box score page; asked only of games that have one. */
  boxScorePath?: (game: Game) => string | null
  gameCenterPath?: (game: Game) => string | null
  schedulePath?: (game: Game) => string | null
  /** How a result's score reads (Schedule/settings); our score first when not given. */
  scoreDisplay?: ScoreDisplay
}

function noticeOf(game: Game): GameView['notice'] {
  if (game.state === GameState.Postponed) return 'Postponed'
  if (game.state === GameState.Canceled || game.status?.toUpperCase() === 'C') return 'Canceled'
  return null
}

function timeTextOf(game: Game): string {
  if (game.isTbd) return 'TBD'
  if (game.isAllDay) return 'All day'
  return game.time ?? 'TBD'
}

function scoreOf(
  result: NonNullable<Game['result']>,
  display: ScoreDisplay = 'team-first',
): string | null {
  const { teamScore, opponentScore } = result
  if (teamScore === null || opponentScore === null || display === 'result-only') return null
  // Winner first: a loss reads "L 24-17", the opponent's score first.
  const flip = display === 'winner-first' && result.status === 'L'
  return flip ? `${opponentScore}-${teamScore}` : `${teamScore}-${opponentScore}`
}

function linksOf(game: Game, options: GameViewOptions): GameLinkView[] {
  const { media } = game
  const links: GameLinkView[] = []
  const add = (kind: GameLinkKind, label: string, url: string | null | undefined) => {
    if (url) links.push({ kind, label, url })
  }
  const boxScore = hasBoxScore(game) ? options.boxScorePath?.(game) : null
  add('boxscore', 'Box score', boxScore)
  add('recap', 'Recap', game.recap?.url)
  add('gamecenter', 'Game center', game.gameCenterEnabled ? options.gameCenterPath?.(game) : null)
  // A game called off keeps its box score and recap links only: nothing to watch or buy.
  if (noticeOf(game)) return links
  // Tickets only while they can still be used.
  if (!game.result) add('tickets', 'Tickets', media.tickets ?? game.ticketLink)
  add('tv', media.tv?.name ? `Watch on ${media.tv.name}` : 'TV', media.tv?.link)
  add('video', media.video?.text ?? 'Watch', media.video?.url)
  add('audio', media.audio?.text ?? 'Listen', media.audio?.url)
  add('stats', 'Live stats', game.result ? null : media.stats)
  add('program', media.program?.text ?? 'Game program', media.program?.url)
  for (const file of media.files) add('file', file.title, file.url)
  return links
}

export function toGameView(game: Game, options: GameViewOptions = {}): GameView {
  const opponent = game.opponent
  const facility = game.facility?.title
    ? {
        title: game.facility.title,
        url: game.facility.hasPage
          ? facilityPath({ id: game.facility.id, title: game.facility.title })
          : null,
      }
    : null
  return {
    id: game.id,
    sport: game.sport.title,
    day: game.day,
    instant:
      game.isTbd || game.isAllDay ? null : ((game.startUtc ?? game.start)?.toISOString() ?? null),
    timeText: timeTextOf(game),
    atVs: game.atVs,
    location: game.locationIndicator,
    opponent: opponent
      ? { name: opponent.name || opponent.title, rank: opponent.prefix, image: opponent.image }
      : null,
    place: game.location,
    facility,
    isConference: game.conference.isConference,
    tournament: game.tournament || null,
    notice: noticeOf(game),
    result: game.result
      ? { status: game.result.status, score: scoreOf(game.result, options.scoreDisplay) }
      : null,
    isLive: game.state === GameState.Live,
    broadcast: noticeOf(game)
      ? []
      : [
          ...(game.media.tv?.name && !game.media.tv.link ? [game.media.tv.name] : []),
          ...(game.media.radio ? [game.media.radio] : []),
        ],
    links: linksOf(game, options),
    ...(options.schedulePath ? { schedulePath: options.schedulePath(game) ?? undefined } : {}),
  }
}
