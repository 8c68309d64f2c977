import type { RosterResource } from '@fieldhouse/contract/rosters'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { getOrigin } from '../../http/origin'
import { pageList } from '../../http/paging'
import { getQueryParam, parsePathId, parseQueryId } from '../../http/query'
import { listRosterStaff } from '../staff/staff-queries'
import { toRosterStaffResource } from '../staff/staff-resources'
import {
  findCurrentRoster,
  findRoster,
  findSportByName,
  latestRosterPlayerIds,
  listRosterPlayers,
  listRosters,
  type RosterJoined,
} from './roster-queries'
import { toRosterListItem, toRosterPlayerResource, toRosterResource } from './roster-resources'

// GET /Rosters?sportId= (paged), /Rosters/{rosterId}, /Rosters/bySport/{sport}?season=,
// /Rosters/list and /Rosters/active/list (provider/README 3.3, 4.6).

// Newest season first; the v2.1 cursor negates the key so that ascending key order is that order.
const RosterCursorKeySchema = z.object({ Year: z.number().int(), Id: z.number().int() })

// "2025", "2025-26" or "2025-2026".
const SEASON_TITLE = /^\d{4}(?:-\d{2}|-\d{4})?$/

// Full roster objects: players (all of them, hidden ones flagged) and staff.
export function toRosterResources(c: Context<AppEnv>, list: RosterJoined[]): RosterResource[] {
  const { db, tenant } = c.var
  const playersOf = listRosterPlayers(
    db,
    tenant.id,
    list.map((entry) => entry.roster.id),
  )
  const people = [...playersOf.values()].flat().map((row) => row.p.id)
  const latest = latestRosterPlayerIds(db, tenant.id, [...new Set(people)])
  const staffOf = listRosterStaff(
    db,
    tenant.id,
    list.map((entry) => entry.roster.id),
  )
  const origin = getOrigin(c)
  return list.map((entry) =>
    toRosterResource(
      entry,
      (playersOf.get(entry.roster.id) ?? []).map((row) =>
        toRosterPlayerResource(row, entry.sport, latest.get(row.p.id), origin),
      ),
      {
        coaches: (staffOf.get(entry.roster.id) ?? [])
          .filter((row) => row.s.kind === 'coach')
          .map((row) => toRosterStaffResource(row, entry.sport, origin)),
        support: (staffOf.get(entry.roster.id) ?? [])
          .filter((row) => row.s.kind === 'support')
          .map((row) => toRosterStaffResource(row, entry.sport, origin)),
      },
    ),
  )
}

// A season as a URL names it: the exact title, or the year a split season starts in ("2025" or
// "2025-2026" for "2025-26").
function findSeasonRoster(list: RosterJoined[], season: string): RosterJoined | undefined {
  const [start, end] = season.split('-')
  return (
    list.find((entry) => entry.season.title === season) ??
    list.find((entry) => {
      const [from, to] = entry.season.title.split('-')
      return from === start && to !== undefined && (end === undefined || end.slice(-2) === to)
    })
  )
}

function rosterById(c: Context<AppEnv>): Response {
  const entry = findRoster(c.var.db, c.var.tenant.id, parsePathId(c.req.param('rosterId')))
  // A well-formed id with nothing behind it: 204, as the real API does (README 2.2).
  if (!entry) return c.body(null, 204)
  return c.json(toRosterResources(c, [entry])[0])
}

export const rosterRoutes = new Hono<AppEnv>()
  .get('/rosters', (c) => {
    const sportId = parseQueryId(c, 'sportId')
    if (sportId === undefined) throw new ApiError(400, 'Query parameter sportId is required')
    const list = listRosters(c.var.db, c.var.tenant.id, { sportId })
    const page = pageList(c, list, {
      cursorKey: RosterCursorKeySchema,
      toCursorKey: (entry) => ({ Year: -entry.season.year, Id: -entry.roster.id }),
      toItem: (entry) => entry,
    })
    return c.json({ ...page, items: toRosterResources(c, page.items) })
  })
  .get('/rosters/list', (c) => {
    const sportId = parseQueryId(c, 'sportId')
    const slug = getQueryParam(c, 'sport')
    const season = getQueryParam(c, 'season')
    const sport = slug ? findSportByName(c.var.db, c.var.tenant.id, slug) : undefined
    if (slug && !sport) return c.json([])
    const list = listRosters(c.var.db, c.var.tenant.id, {
      sportId: sport?.id ?? sportId,
      seasonTitle: season || undefined,
    })
    // Both a sportId and a sport that disagree name nothing.
    const filtered = sport && sportId !== undefined && sport.id !== sportId ? [] : list
    return c.json(filtered.map(toRosterListItem))
  })
  .get('/rosters/active/list', (c) => {
    const list = listRosters(c.var.db, c.var.tenant.id)
    const current = list.filter((entry) => entry.roster.id === entry.sport.rosterId)
    return c.json(current.map(toRosterListItem))
  })
  .get('/rosters/bysport/:sport', (c) => {
    const sport = findSportByName(c.var.db, c.var.tenant.id, c.req.param('sport'))
    if (!sport || sport.nonSport) throw new ApiError(404, 'Not found')
    const season = getQueryParam(c, 'season')?.trim()
    if (season && !SEASON_TITLE.test(season)) {
      throw new ApiError(400, 'Query parameter season must look like 2025 or 2025-26')
    }
    const entry = season
      ? findSeasonRoster(listRosters(c.var.db, c.var.tenant.id, { sportId: sport.id }), season)
      : findCurrentRoster(c.var.db, c.var.tenant.id, sport)
    if (!entry) throw new ApiError(404, 'Not found')
    return c.json(toRosterResources(c, [entry])[0])
  })
  .get('/rosters/:rosterId', rosterById)
  // The editors' preview (app.ts requires a signed-in editor): the same roster, since hidden
  // players are already in it, flagged (README 3.3 "same shapes as Rosters/{id}").
  .get('/hidden/rosters/:rosterId', rosterById)
