import { StaffSettingsSchema } from '@fieldhouse/contract/staff-directory'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { getOrigin } from '../../http/origin'
import { pageByRank } from '../../http/paging'
import { getQueryParam, parsePathId, parseQueryId } from '../../http/query'
import { sportsById } from '../podcasts/podcast-queries'
import { findSport } from '../rosters/roster-queries'
import { answerSetting } from '../settings/answer-setting'
import {
  findDepartmentOf,
  findStaff,
  listCoachingRecords,
  listDepartments,
  listDirectory,
  type DirectoryJoined,
} from './staff-queries'
import { toCoachingHistory, toStaffResource, toSupportStaffResource } from './staff-resources'

// GET /Staff (the directory: categoryId, searchText, paged), /Staff/filters/categories,
// /Staff/settings, /Staff/supportStaff (paged), /Staff/{staffId} (a coach's or staff member's
// bio, README 4.8) and /Staff/coaches/history/overall/{sportId} (the sport's head coaches'
// records, README 3.4; sports without a win-loss record answer empty lists).

export const STAFF_SEARCH_MAX_LENGTH = 100

// searchText matches the title (as evidenced, README 3.4) and, own design, the first name, the
// last name or both as written ("Jordan Avery"): case-insensitive, anywhere in the text.
function matchesSearch(search: string) {
  const wanted = search.toLowerCase()
  return ({ s }: DirectoryJoined) =>
    [s.title, s.firstName, s.lastName, `${s.firstName} ${s.lastName}`].some((text) =>
      text.toLowerCase().includes(wanted),
    )
}

function parseSearch(value: string | undefined): string | undefined {
  const search = value?.trim() ?? ''
  if (search.length > STAFF_SEARCH_MAX_LENGTH) {
    throw new ApiError(
      400,
      `Query parameter searchText must be at most ${STAFF_SEARCH_MAX_LENGTH} characters`,
    )
  }
  return search === '' ? undefined : search
}

export const staffRoutes = new Hono<AppEnv>()
  .get('/staff', (c) => {
    const departmentId = parseQueryId(c, 'categoryId')
    const search = parseSearch(getQueryParam(c, 'searchText'))
    const db = c.var.db
    const tenantId = c.var.tenant.id
    const listed = listDirectory(db, tenantId, { departmentId })
    const rows = search === undefined ? listed : listed.filter(matchesSearch(search))
    const sports = sportsById(db, tenantId)
    return c.json(
      pageByRank(c, rows, ({ s, department }) =>
        toStaffResource(s, s.sportId === null ? undefined : sports.get(s.sportId), department),
      ),
    )
  })
  .get('/staff/filters/categories', (c) =>
    c.json(listDepartments(c.var.db, c.var.tenant.id).map(({ id, title }) => ({ id, title }))),
  )
  .get('/staff/settings', (c) => answerSetting(c, 'staffSettings', StaffSettingsSchema))
  .get('/staff/supportstaff', (c) => {
    const sports = sportsById(c.var.db, c.var.tenant.id)
    const origin = getOrigin(c)
    const rows = listDirectory(c.var.db, c.var.tenant.id, { kind: 'support' }).flatMap((row) => {
      const sport = row.s.sportId === null ? undefined : sports.get(row.s.sportId)
      return sport ? [{ s: row.s, sport }] : []
    })
    return c.json(pageByRank(c, rows, ({ s, sport }) => toSupportStaffResource(s, sport, origin)))
  })
  .get('/staff/coaches/history/overall/:sportId', (c) => {
    const sport = findSport(c.var.db, c.var.tenant.id, parsePathId(c.req.param('sportId')))
    if (!sport) return c.body(null, 204)
    return c.json(toCoachingHistory(listCoachingRecords(c.var.db, c.var.tenant.id, sport.id)))
  })
  .get('/staff/:staffId', (c) => {
    const tenantId = c.var.tenant.id
    const member = findStaff(c.var.db, tenantId, parsePathId(c.req.param('staffId')))
    // A well-formed id with nothing behind it: 204, as the real API does (README 2.2).
    if (!member) return c.body(null, 204)
    const sport =
      member.sportId === null ? undefined : findSport(c.var.db, tenantId, member.sportId)
    if (member.sportId !== null && !sport) return c.body(null, 204)
    return c.json(toStaffResource(member, sport, findDepartmentOf(c.var.db, tenantId, member.id)))
  })
