import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { parsePathId } from '../../http/query'
import { findSport } from '../rosters/roster-queries'
import { findStaff, listCoachingRecords } from './staff-queries'
import { toCoachingHistory, toStaffResource } from './staff-resources'

// GET /Staff/{staffId} (a coach's or staff member's bio, README 4.8) and
// /Staff/coaches/history/overall/{sportId} (the sport's head coaches' records, README 3.4).
// Sports without a win-loss record (golf, track, cross country, rowing) answer empty lists.

export const staffRoutes = new Hono<AppEnv>()
  .get('/staff/coaches/history/overall/:sportId', (c) => {
    const sport = findSport(c.var.db, c.var.tenant.id, parsePathId(c.req.param('sportId')))
    if (!sport) return c.body(null, 204)
    return c.json(toCoachingHistory(listCoachingRecords(c.var.db, c.var.tenant.id, sport.id)))
  })
  .get('/staff/:staffId', (c) => {
    const member = findStaff(c.var.db, c.var.tenant.id, parsePathId(c.req.param('staffId')))
    const sport = member && findSport(c.var.db, c.var.tenant.id, member.sportId)
    // A well-formed id with nothing behind it: 204, as the real API does (README 2.2).
    if (!member || !sport) return c.body(null, 204)
    return c.json(toStaffResource(member, sport))
  })
