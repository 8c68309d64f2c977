import { CommonSettingsSchema } from '@fieldhouse/contract/common'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { getQueryParam, parseQueryId } from '../../http/query'
import { listGames, type GameFilters } from '../games/games-queries'
import { toScheduleGameResource } from '../schedule-games/schedule-game-resource'
import { getSetting } from '../settings/settings-queries'
import { groupByDay, toCalendarEvent, toCalendarPreview } from './calendar-resource'

// GET /Calendar/* (README 3.2, 4.5): days of games in a window, filtered by `sportId` and
// `locationIndicator`. The windows are own design (the evidence names only the parameters):
// /Calendar/events, /month and /print answer the month of `date` (2026-09-10 or
// 2026-09-10T11:00:00), else the calendar year `year`, else the current month; /count counts
// that window's games per day; /events/date-range takes `startDate` and `endDate` (both
// required); /from/{start}/to/{end} (legacy game shape) and /previews/from/{start}/to/{end} take
// path dates (malformed: 404). Bad query values answer 400.

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2})?)?$/

function toDay(value: string): string | null {
  const match = DAY.exec(value)
  if (!match || Number.isNaN(Date.parse(`${value.slice(0, 10)}T00:00:00Z`))) return null
  return value.slice(0, 10)
}

function queryDay(c: Context, name: string): string | undefined {
  const value = getQueryParam(c, name)
  if (value === undefined || value === '') return undefined
  const day = toDay(value)
  if (!day) throw new ApiError(400, `Query parameter ${name} must be a date such as 2026-09-10`)
  return day
}

function monthWindow(c: Context<AppEnv>): { from: string; to: string } {
  const date = queryDay(c, 'date')
  const year = getQueryParam(c, 'year')
  if (!date && year) {
    if (!/^\d{4}$/.test(year)) throw new ApiError(400, 'Query parameter year must be a year')
    return { from: `${year}-01-01T00:00:00`, to: `${year}-12-31T23:59:59` }
  }
  const month = (date ?? c.var.now().toISOString()).slice(0, 7)
  const [y = 0, m = 1] = month.split('-').map(Number)
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return { from: `${month}-01T00:00:00`, to: `${month}-${last}T23:59:59` }
}

function filters(c: Context<AppEnv>): GameFilters {
  const location = (getQueryParam(c, 'locationIndicator') ?? '').toUpperCase()
  if (location !== '' && location !== 'H' && location !== 'A' && location !== 'N') {
    throw new ApiError(400, 'Query parameter locationIndicator must be H, A or N')
  }
  return {
    sportId: parseQueryId(c, 'sportId'),
    locationIndicator: location === '' ? undefined : location,
  }
}

function timeZoneOf(c: Context<AppEnv>): string {
  const common = getSetting(c.var.db, c.var.tenant.id, 'common', CommonSettingsSchema)
  return common?.siteSettings.timeZone ?? 'UTC'
}

function pathWindow(c: Context<AppEnv>): { from: string; to: string } {
  const from = toDay(c.req.param('start') ?? '')
  const to = toDay(c.req.param('end') ?? '')
  if (!from || !to) throw new ApiError(404, 'Not found')
  return { from: `${from}T00:00:00`, to: `${to}T23:59:59` }
}

function events(c: Context<AppEnv>, range: { from: string; to: string }) {
  const rows = listGames(c.var.db, c.var.tenant.id, { ...filters(c), ...range })
  const timeZone = timeZoneOf(c)
  return c.json(groupByDay(rows, (row) => toCalendarEvent(row, timeZone)))
}

export const calendarRoutes = new Hono<AppEnv>()
  .get('/calendar/events', (c) => events(c, monthWindow(c)))
  .get('/calendar/month', (c) => events(c, monthWindow(c)))
  .get('/calendar/print', (c) => events(c, monthWindow(c)))
  .get('/calendar/events/date-range', (c) => {
    const from = queryDay(c, 'startDate')
    const to = queryDay(c, 'endDate')
    if (!from || !to) throw new ApiError(400, 'Query parameters startDate and endDate are required')
    return events(c, { from: `${from}T00:00:00`, to: `${to}T23:59:59` })
  })
  .get('/calendar/count', (c) => {
    const rows = listGames(c.var.db, c.var.tenant.id, { ...filters(c), ...monthWindow(c) })
    return c.json(
      groupByDay(rows, (row) => row.game.id).map(({ date, events }) => ({
        date,
        count: events.length,
      })),
    )
  })
  .get('/calendar/from/:start/to/:end', (c) => {
    const rows = listGames(c.var.db, c.var.tenant.id, { ...filters(c), ...pathWindow(c) })
    const timeZone = timeZoneOf(c)
    return c.json(groupByDay(rows, (row) => toScheduleGameResource(row, timeZone)))
  })
  .get('/calendar/previews/from/:start/to/:end', (c) => {
    const rows = listGames(c.var.db, c.var.tenant.id, { ...filters(c), ...pathWindow(c) })
    const timeZone = timeZoneOf(c)
    return c.json(groupByDay(rows, (row) => toCalendarPreview(row, timeZone)))
  })
