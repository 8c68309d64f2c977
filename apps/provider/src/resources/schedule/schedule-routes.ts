import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { sports } from '../../db/schema'
import { jsonOr204 } from '../../http/json-or-204'
import { parsePathId } from '../../http/query'
import { findSeasonBy, toScheduleRecord } from './schedule-record-resource'

// GET /Schedule/{scheduleId}/Record and /Schedule/settings (README 3.2, 4.4); the same record by
// season is /Season/{seasonId}/record (resources/seasons). A malformed id is 404, an unknown one
// no content.
//
// Schedule settings are department-wide: the opponent history page is on when any sport shows
// it (sports.display_opponent_history); the rest are fixed defaults (own design: scores shown
// "team-first", the list view, at/vs shown, no season-ticket deposits).
export const scheduleRoutes = new Hono<AppEnv>()
  .get('/schedule/settings', (c) => {
    const flags = c.var.db
      .select({ on: sports.displayOpponentHistory })
      .from(sports)
      .where(eq(sports.tenantId, c.var.tenant.id))
      .all()
    return c.json({
      opponentHistoryPageEnabled: flags.some((row) => row.on),
      scheduleScoreDisplay: 'team-first',
      isSeasonDepositEnabled: false,
      scheduleDefaultView: 'list',
      schedulePageShowAtVs: true,
    })
  })
  .get('/schedule/:scheduleId/record', (c) => {
    const scheduleId = parsePathId(c.req.param('scheduleId'))
    const season = findSeasonBy(c.var.db, c.var.tenant.id, { scheduleId })
    const record = season && toScheduleRecord(c.var.db, c.var.tenant.id, season)
    return jsonOr204(c, record)
  })
