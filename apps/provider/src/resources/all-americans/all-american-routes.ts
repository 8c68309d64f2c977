import type {
  AllAmericanGroupResource,
  AllAmericanResource,
  AllAmericansResponse,
  AllAmericanSettingsResource,
} from '@fieldhouse/contract/all-americans'
import type { HonorGroupingResource } from '@fieldhouse/contract/hall-of-fame'
import { asc, desc } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { allAmericans } from '../../db/schema'
import { jsonOr204 } from '../../http/json-or-204'
import { getOrigin } from '../../http/origin'
import { parsePathId, parseQueryId, parseQueryYear } from '../../http/query'
import { letterOf, parseGrouping } from '../hall-of-fame/honor-groupings'
import { sportsById } from '../podcasts/podcast-queries'
import { toMediaImage, toRosterSport } from '../rosters/roster-resources'

// GET /AllAmerican/groupings (evidenced shape, schemas/v2/allAmerican), /AllAmerican/settings
// (status only in the evidence) and, own design, /AllAmerican (`grouping`, `sportId`, `year`)
// and /AllAmerican/{id}. Newest year first, then sport and name; `groups` is an ordered array.

type Row = typeof allAmericans.$inferSelect

export const ALL_AMERICAN_GROUPINGS: HonorGroupingResource[] = [
  { slug: 'year', value: 1, name: 'Year', statTitle: 'Year' },
  { slug: 'sport', value: 2, name: 'Sport', statTitle: 'Sport' },
  { slug: 'alphabetical', value: 3, name: 'Alphabetical', statTitle: 'Name' },
]
const DEFAULT_GROUPING = 'year'

function listRows(db: Db, tenantId: number, id?: number): Row[] {
  const order = [desc(allAmericans.year), asc(allAmericans.lastName), asc(allAmericans.id)]
  return tenantRows(db, allAmericans, tenantId, [eqIfGiven(allAmericans.id, id)], order)
}

function mapper(c: Context<AppEnv>) {
  const sports = sportsById(c.var.db, c.var.tenant.id)
  const origin = getOrigin(c)
  return (row: Row): AllAmericanResource => {
    // The foreign key keeps a selection's sport.
    const sport = sports.get(row.sportId)
    if (!sport) throw new Error(`All-American ${row.id} has no sport ${row.sportId}`)
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      year: row.year,
      sport: toRosterSport(sport),
      position: row.position,
      hometown: row.hometown,
      team: row.team,
      selector: row.selector,
      academic: row.academic,
      playerId: row.playerId,
      rosterPlayerId: row.rosterPlayerId,
      image: toMediaImage(row.imagePath, `${row.firstName} ${row.lastName}`, origin),
      bio: row.bio,
    }
  }
}

function toGroups(members: AllAmericanResource[], grouping: string): AllAmericanGroupResource[] {
  const groups = new Map<string, AllAmericanGroupResource>()
  const add = (key: string, title: string, member: AllAmericanResource) => {
    const group = groups.get(key) ?? { key, title, members: [] }
    group.members.push(member)
    groups.set(key, group)
  }
  const byName = (a: AllAmericanResource, b: AllAmericanResource) =>
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName) ||
    b.year - a.year
  if (grouping === 'year') {
    for (const m of members) add(String(m.year), String(m.year), m)
    return [...groups.values()]
  }
  if (grouping === 'sport') {
    for (const m of [...members].sort(byName)) {
      add(m.sport.globalSportNameSlug ?? String(m.sport.id), m.sport.title ?? '', m)
    }
    return [...groups.values()].sort((a, b) => a.title.localeCompare(b.title))
  }
  for (const m of [...members].sort(byName)) {
    const letter = letterOf(m.lastName)
    add(letter, letter, m)
  }
  return [...groups.values()]
}

export const allAmericanRoutes = new Hono<AppEnv>()
  .get('/allamerican/groupings', (c) => c.json(ALL_AMERICAN_GROUPINGS))
  .get('/allamerican/settings', (c) => {
    const body: AllAmericanSettingsResource = {
      allAmericanTitle: 'All-Americans',
      allAmericanBlurb: '<p>Every athlete named an All-American, from the 1960s to today.</p>',
      allAmericanDefaultGrouping: DEFAULT_GROUPING,
    }
    return c.json(body)
  })
  .get('/allamerican', (c) => {
    const grouping = parseGrouping(c, ALL_AMERICAN_GROUPINGS, DEFAULT_GROUPING)
    const sportId = parseQueryId(c, 'sportId')
    const year = parseQueryYear(c, 'year')
    const members = listRows(c.var.db, c.var.tenant.id)
      .filter(
        (row) =>
          (sportId === undefined || row.sportId === sportId) &&
          (year === undefined || row.year === year),
      )
      .map(mapper(c))
    const body: AllAmericansResponse = { members, groups: toGroups(members, grouping) }
    return c.json(body)
  })
  .get('/allamerican/:id', (c) => {
    const row = listRows(c.var.db, c.var.tenant.id, parsePathId(c.req.param('id')))[0]
    return jsonOr204(c, row && mapper(c)(row))
  })
