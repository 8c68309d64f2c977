import { CommonSettingsSchema } from '@fieldhouse/contract/common'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { parsePathId } from '../../http/query'
import { findGame, listGames } from '../games/games-queries'
import { getSetting } from '../settings/settings-queries'
import { toScheduleGameResource, toScheduleGameResults } from './schedule-game-resource'

// GET /ScheduleGames/{gameId} and /ScheduleGames/{gameId}/results (README 3.2, 4.3): a
// malformed id is 404, a well-formed one that names no game of the tenant is no content (204,
// README 2.2).

function requireGame(c: Context<AppEnv>) {
  const gameId = parsePathId(c.req.param('gameId'))
  return findGame(c.var.db, c.var.tenant.id, gameId)
}

export const scheduleGameRoutes = new Hono<AppEnv>()
  .get('/schedulegames/:gameId', (c) => {
    const row = requireGame(c)
    if (!row) return c.body(null, 204)
    const common = getSetting(c.var.db, c.var.tenant.id, 'common', CommonSettingsSchema)
    // The tenant's zone turns a TBD game's local date into the UTC text this shape requires.
    const timeZone = common?.siteSettings.timeZone ?? 'UTC'
    return c.json(toScheduleGameResource(row, timeZone))
  })
  .get('/schedulegames/:gameId/results', (c) => {
    const row = requireGame(c)
    if (!row) return c.body(null, 204)
    const meetings = listGames(c.var.db, c.var.tenant.id, {
      sportId: row.game.sportId,
      opponentId: row.game.opponentId,
    })
    return c.json(toScheduleGameResults(row, meetings))
  })
