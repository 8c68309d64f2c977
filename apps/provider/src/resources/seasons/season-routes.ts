import type { RelatedSeasonResource } from '@fieldhouse/contract/seasons'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { jsonOr204 } from '../../http/json-or-204'
import { parsePathId, parseQueryId } from '../../http/query'
import { findSport, listSportSeasons } from '../rosters/roster-queries'
import { toSeasonResource } from '../rosters/roster-resources'
import { findSeasonBy, toScheduleRecord } from '../schedule/schedule-record-resource'

// GET /Season?sportId=, /Season/current?sportId= and /Season/{sportId}/related
// (provider/README 3.2, 4.4). `/Season` and `/Season/current` both answer the sport's current
// season (the one /Sports names as its seasonId, else its newest): the evidence shows no
// difference between them. A sportId is required by both (400 without; README 2.2 evidences it
// for /Season); a sport without seasons is no content.

function currentSeason(c: Context<AppEnv>) {
  const sportId = parseQueryId(c, 'sportId')
  if (sportId === undefined) throw new ApiError(400, 'Query parameter sportId is required')
  const sport = findSport(c.var.db, c.var.tenant.id, sportId)
  if (!sport) return c.body(null, 204)
  const seasons = listSportSeasons(c.var.db, c.var.tenant.id, sport.id)
  const season = seasons.find((row) => row.id === sport.seasonId) ?? seasons[0]
  return jsonOr204(c, season && toSeasonResource(season))
}

export const seasonRoutes = new Hono<AppEnv>()
  .get('/season', currentSeason)
  .get('/season/current', currentSeason)
  // The season's record from its games (README 4.4), as /Schedule/{scheduleId}/Record.
  .get('/season/:seasonId/record', (c) => {
    const seasonId = parsePathId(c.req.param('seasonId'))
    const season = findSeasonBy(c.var.db, c.var.tenant.id, { seasonId })
    const record = season && toScheduleRecord(c.var.db, c.var.tenant.id, season)
    return jsonOr204(c, record)
  })
  .get('/season/:sportId/related', (c) => {
    const sportId = parsePathId(c.req.param('sportId'))
    const sport = findSport(c.var.db, c.var.tenant.id, sportId)
    if (!sport) return c.json([])
    const seasons = listSportSeasons(c.var.db, c.var.tenant.id, sport.id)
    const current = seasons.find((row) => row.id === sport.seasonId) ?? seasons[0]
    return c.json(
      seasons.map(
        (row): RelatedSeasonResource => ({
          seasonTitle: row.title,
          scheduleId: row.scheduleId,
          isCurrent: row === current,
          globalSportNameSlug: sport.globalSportNameSlug,
        }),
      ),
    )
  })
