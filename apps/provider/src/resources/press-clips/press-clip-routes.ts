import type { PressClipResource } from '@fieldhouse/contract/press-clips'
import type { FilterOptionResource } from '@fieldhouse/contract/stories'
import { desc } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { pressClips } from '../../db/schema'
import { ApiError } from '../../errors'
import { jsonOr204 } from '../../http/json-or-204'
import { pageByRank } from '../../http/paging'
import { getQueryParam, parsePathId, parseQueryId, parseQueryYear } from '../../http/query'
import { academicYearAt } from '../../clock/seed-clock'
import { sportsById, type SportRow } from '../podcasts/podcast-queries'

// GET /PressClips (sportId, paged; v2.1 ByDescendingDate / IsByDescendingDate), /PressClips/{id},
// /PressClips/filters/seasons and /filters/years (provider/README 3.5; schemas/v2/pressClips,
// v2.1/pressClips). Own design: `type` clipping | coverage (the site's /clippings and
// /coverage), `seasonYear` (academic year from 1 July, as /Archives) and `year` (calendar),
// the values the two filter lists give; newest first unless ByDescendingDate=false.

type ClipRow = typeof pressClips.$inferSelect

function listClips(db: Db, tenantId: number, id?: number): ClipRow[] {
  const order = [desc(pressClips.date), desc(pressClips.id)]
  return tenantRows(db, pressClips, tenantId, [eqIfGiven(pressClips.id, id)], order)
}

function toSport(sport: SportRow) {
  return {
    id: sport.id,
    title: sport.title,
    abbreviation: sport.abbrev ?? '',
    shortTitle: sport.shortDisplay ?? sport.abbrev ?? '',
    shortname: sport.shortName,
  }
}

function mapper(c: Context<AppEnv>) {
  const sports = sportsById(c.var.db, c.var.tenant.id)
  return (row: ClipRow): PressClipResource => {
    const sport = row.sportId === null ? undefined : sports.get(row.sportId)
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      link: row.link,
      date: row.date,
      author: row.author,
      image: row.imagePath,
      source: { id: row.sourceId, title: row.sourceTitle, website: row.sourceWebsite },
      sport: sport ? toSport(sport) : null,
      sports: sport ? [toSport(sport)] : [],
      openInNewWindow: row.openInNewWindow,
      type: row.kind,
    }
  }
}

function parseDescending(c: Context<AppEnv>): boolean {
  const value = getQueryParam(c, 'ByDescendingDate') ?? getQueryParam(c, 'IsByDescendingDate')
  if (value === undefined || value === '') return true
  if (!/^(true|false)$/i.test(value)) {
    throw new ApiError(400, 'Query parameter ByDescendingDate must be true or false')
  }
  return value.toLowerCase() === 'true'
}

const KINDS: Record<string, ClipRow['kind']> = {
  clipping: 'clipping',
  clippings: 'clipping',
  coverage: 'coverage',
}

function parseKind(c: Context<AppEnv>): ClipRow['kind'] | undefined {
  const value = getQueryParam(c, 'type')
  if (value === undefined || value === '') return undefined
  const kind = KINDS[value.toLowerCase()]
  if (!kind) throw new ApiError(400, 'Query parameter type must be clipping or coverage')
  return kind
}

const seasonOf = (row: ClipRow) => academicYearAt(row.date)

export const pressClipRoutes = new Hono<AppEnv>()
  .get('/pressclips', (c) => {
    const sportId = parseQueryId(c, 'sportId')
    const kind = parseKind(c)
    const year = parseQueryYear(c, 'year')
    const season = parseQueryYear(c, 'seasonYear')
    const rows = listClips(c.var.db, c.var.tenant.id).filter(
      (row) =>
        (sportId === undefined || row.sportId === sportId) &&
        (kind === undefined || row.kind === kind) &&
        (year === undefined || row.date.startsWith(String(year))) &&
        (season === undefined || seasonOf(row) === season),
    )
    const ordered = parseDescending(c) ? rows : [...rows].reverse()
    return c.json(pageByRank(c, ordered, mapper(c)))
  })
  .get('/pressclips/filters/seasons', (c) => {
    const seasons = [...new Set(listClips(c.var.db, c.var.tenant.id).map(seasonOf))]
    const body: FilterOptionResource[] = seasons.map((value) => {
      const name = `${value}-${String((value + 1) % 100).padStart(2, '0')}`
      return { value, name, statTitle: name }
    })
    return c.json(body)
  })
  .get('/pressclips/filters/years', (c) => {
    const years = [
      ...new Set(listClips(c.var.db, c.var.tenant.id).map((row) => Number(row.date.slice(0, 4)))),
    ]
    const body: FilterOptionResource[] = years.map((value) => ({
      value,
      name: String(value),
      statTitle: String(value),
    }))
    return c.json(body)
  })
  .get('/pressclips/:id', (c) => {
    const row = listClips(c.var.db, c.var.tenant.id, parsePathId(c.req.param('id')))[0]
    return jsonOr204(c, row && mapper(c)(row))
  })
