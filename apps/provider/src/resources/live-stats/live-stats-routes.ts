import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { parsePathId } from '../../http/query'

// GET /LiveStats/{gameId} (README 7: status codes only; shape own design, SPEC 3): the live demo
// game's state at the request's instant (decision record 016). Any other well-formed id: 204
// (no live stats for that game); a malformed one: 404.

export const liveStatsRoutes = new Hono<AppEnv>().get('/livestats/:gameId', (c) => {
  const gameId = parsePathId(c.req.param('gameId'))
  const game = c.var.liveGames.at(c.var.tenant.id, c.var.now())
  return game && game.setup.input.gameId === gameId ? c.json(game.live.stats) : c.body(null, 204)
})
