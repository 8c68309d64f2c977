import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { jsonOr204 } from '../../http/json-or-204'
import { parseQueryYear } from '../../http/query'
import { getStatsKind } from '../../stats/sheets'
import { getCumeStats } from '../cume-stats/cume-stats-queries'
import { findCurrentRoster, findSportByName, listSportSeasons } from '../rosters/roster-queries'
import { toStatLeaders } from './stat-leaders'

// GET /Stats/{sportSlug}/leaders?year=: the season's leaders by category (own design; README
// 3.6 reports only a game's /game-leaders). No year: the current season once it has games,
// else the newest season that has (a spring sport's leaders in the fall are last spring's; the
// answer names its season). A malformed year: 400; a sport naming nothing: 404; no stats: 204.

export const statLeadersRoutes = new Hono<AppEnv>().get('/stats/:sportSlug/leaders', (c) => {
  const { db, tenant } = c.var
  const requested = parseQueryYear(c, 'year')
  const sport = findSportByName(db, tenant.id, c.req.param('sportSlug'))
  if (!sport) throw new ApiError(404, 'Not found')
  const kind = getStatsKind(sport.globalSportShortName)
  if (!kind) return c.body(null, 204)
  const current = findCurrentRoster(db, tenant.id, sport)?.season.year
  const years =
    requested !== undefined
      ? [requested]
      : listSportSeasons(db, tenant.id, sport.id)
          .map((season) => season.year)
          .filter((year) => current === undefined || year <= current)
          .sort((a, b) => b - a)
  for (const year of years) {
    const stats = getCumeStats(db, tenant.id, sport, year)
    if (stats) return jsonOr204(c, toStatLeaders(kind, stats))
  }
  return c.body(null, 204)
})
