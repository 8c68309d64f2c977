import { href } from 'react-router'

import { toGameView } from '~/components/games/game-view'
import { boxScorePath } from '~/paths/games'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireId, requireSeason, requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

import { toBoxTeamView } from './box-view'

/**
 * A game's box score page: the box score is the main item (none: 404; provider down: 503); the
 * game itself (date, recap, links) only adds to it. When the game is known, the address is
 * checked against it: another sport's game is a 404, another season or opponent spelling a 301
 * to the one address. A decided game whose box score the provider flags but cannot serve (204)
 * keeps its page, with the result and no box (`box: null`): the schedules link it, and a link
 * must not lead to a 404.
 */
export async function loadBoxScorePage(
  params: { slug?: string; season?: string; oppSlug?: string; gameId?: string },
  signal: AbortSignal,
) {
  const sport = await requireSport(params, signal)
  const season = requireSeason(params.season)
  if (season === null) throw notFound()
  const oppSlug = requireSlug(params.oppSlug)
  const gameId = requireId(params.gameId)
  const [boxLoaded, gameLoaded, seasons] = await Promise.all([
    provider.loadBoxScore(gameId, { signal }),
    provider.loadGame(gameId, { signal }),
    provider.getRelatedSeasons(sport.id, { signal }),
  ])
  const game = gameLoaded.status === 'ok' ? gameLoaded.value : null
  const box = boxLoaded.status === 'missing' && game?.result ? null : requireLoaded(boxLoaded)
  if (game && game.sport.id !== sport.id) throw notFound()
  const seasonTitle =
    seasons.find((entry) => game?.scheduleId != null && entry.scheduleId === game.scheduleId)
      ?.title ?? season
  const slug = sport.globalSportNameSlug
  const path = boxScorePath(slug, seasonTitle, game?.opponent?.name ?? null, gameId)
  const asked = href('/sports/:slug/stats/:season/:oppSlug/boxscore/:gameId', {
    slug,
    season,
    oppSlug,
    gameId: String(gameId),
  })
  if (game) requireCanonical(asked, path)
  return {
    sport: sport.summary,
    season: seasonTitle,
    path: game ? path : asked,
    game: game
      ? {
          day: game.day,
          recap: game.recap,
          tournament: game.tournament || null,
          isConference: game.conference.isConference,
          // What the page shows of the game when the provider has no box score for it.
          row: box ? null : toGameView(game),
        }
      : null,
    box: box && {
      venue: box.venue,
      gameDate: box.gameDate,
      isNeutral: box.isNeutral,
      school: box.school,
      lineScore: box.lineScore,
      home: toBoxTeamView(box.homeTeam),
      visitor: toBoxTeamView(box.visitingTeam),
      scoringPlays: box.scoringPlays,
      scores: box.scores,
      penalties: box.penalties,
      plays: box.plays,
    },
  }
}
