import { ScheduleSettingsSchema } from '@fieldhouse/contract/schedule-record'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { jsonOr204 } from '../../http/json-or-204'
import { parsePathId } from '../../http/query'
import { answerSetting } from '../settings/answer-setting'
import { findSeasonBy, toScheduleRecord } from './schedule-record-resource'

// GET /Schedule/{scheduleId}/Record and /Schedule/settings (README 3.2, 4.4); the same record by
// season is /Season/{seasonId}/record (resources/seasons). A malformed id is 404, an unknown one
// no content.
//
// Schedule settings are one document per tenant (seed/fan-settings.ts, from the tenant's
// definition; 204 when it has none): the two demo tenants differ, so their sites do too.
export const scheduleRoutes = new Hono<AppEnv>()
  .get('/schedule/settings', (c) => answerSetting(c, 'scheduleSettings', ScheduleSettingsSchema))
  .get('/schedule/:scheduleId/record', (c) => {
    const scheduleId = parsePathId(c.req.param('scheduleId'))
    const season = findSeasonBy(c.var.db, c.var.tenant.id, { scheduleId })
    const record = season && toScheduleRecord(c.var.db, c.var.tenant.id, season)
    return jsonOr204(c, record)
  })
