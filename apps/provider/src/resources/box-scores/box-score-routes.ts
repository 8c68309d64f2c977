import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { buildBoxScore } from '../../games-sim/box-score'
import { jsonOr204 } from '../../http/json-or-204'
import { parsePathId } from '../../http/query'
import { getBoxScoreInput } from './box-score-queries'

// GET /stats/boxscore/{gameId} (README 3.6, 4.12): a played game's box score, built when asked
// from the stored game and lines (decision record 016), the same bytes for the same game. A
// malformed id is 404; a well-formed one without a box score (upcoming, exhibition, unknown,
// another tenant's) is 204, which the site reads as "no box score" (provider-client).

export const boxScoreRoutes = new Hono<AppEnv>().get('/stats/boxscore/:gameId', (c) => {
  const gameId = parsePathId(c.req.param('gameId'))
  // The live demo game's box score is its own once the buzzer has gone (live-games.ts).
  const live = c.var.liveGames.at(c.var.tenant.id, c.var.now())
  const input =
    live?.setup.input.gameId === gameId
      ? live.live.boxScore
      : getBoxScoreInput(c.var.db, c.var.tenant.id, gameId)
  return jsonOr204(c, input && buildBoxScore(input))
})
