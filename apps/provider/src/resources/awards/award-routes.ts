import type { AwardResource, AwardTypeResource } from '@fieldhouse/contract/awards'
import { asc, desc, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { awards, awardTypes } from '../../db/schema'
import { ApiError } from '../../errors'
import { jsonOr204 } from '../../http/json-or-204'
import { getOrigin } from '../../http/origin'
import { pageByRank } from '../../http/paging'
import { getQueryParam, parsePathId, parseQueryId } from '../../http/query'
import { sportsById } from '../podcasts/podcast-queries'
import { toMediaImage, toSocialMediaR } from '../rosters/roster-resources'
import { toSocialHandles } from '../social-handles'
import { toSportResource } from '../sports/sport-resource'

// GET /Awards, /Awards/{awardID}, /Awards/types (provider/README appendix; schemas/v2/awards,
// v2.1/awards; S1 tests: `AwardTypeId`, `HideExpired`, paging, 404 for `/Awards/a`). Newest
// first. HideExpired=true leaves out the awards whose `aowExpires` has passed on the app's clock
// (the evidence's tests are contradictory about `false`: here it is the default, every award).
// Own design: `sportId`; `url` the site's /awards/{id}; `rosterPlayerId`.

type AwardRow = typeof awards.$inferSelect

function listAwards(db: Db, tenantId: number, id?: number): AwardRow[] {
  const order = [desc(awards.date), desc(awards.id)]
  return tenantRows(db, awards, tenantId, [eqIfGiven(awards.id, id)], order)
}

function listTypes(db: Db, tenantId: number): AwardTypeResource[] {
  return db
    .select({ id: awardTypes.id, title: awardTypes.title, display: awardTypes.display })
    .from(awardTypes)
    .where(eq(awardTypes.tenantId, tenantId))
    .orderBy(asc(awardTypes.id))
    .all()
}

function mapper(c: Context<AppEnv>) {
  const sports = sportsById(c.var.db, c.var.tenant.id)
  const types = new Map(listTypes(c.var.db, c.var.tenant.id).map((t) => [t.id, t.title]))
  const origin = getOrigin(c)
  const rosterImages = `/images/${c.var.tenant.slug}/rosters/`
  return (row: AwardRow): AwardResource => {
    // The foreign key keeps an award's sport.
    const sport = sports.get(row.sportId)
    if (!sport) throw new Error(`Award ${row.id} has no sport ${row.sportId}`)
    const name = `${row.firstName} ${row.lastName}`
    return {
      id: row.id,
      aowTypeId: row.typeId,
      aowTypeTitle: types.get(row.typeId) ?? '',
      playerId: row.playerId,
      firstName: row.firstName,
      lastName: row.lastName,
      gender: row.gender,
      homeTown: row.hometown,
      highSchool: row.highSchool,
      major: null,
      previousTeam: null,
      sportTitle: null,
      externalLink: null,
      // The award schemas declare these strings where /Sports allows null.
      sport: {
        ...toSportResource(sport),
        pinterestName: sport.pinterestName ?? '',
        youtubeName: sport.youtubeName ?? '',
        ticketsLink: sport.ticketsLink ?? '',
      },
      positionLong: row.positionLong,
      positionShort: row.positionShort,
      shortHighlights: row.shortHighlights,
      highlights: row.highlights,
      rpAcademicYear: row.academicYearNumber,
      academicYear: row.academicYearShort,
      academicYearFull: row.academicYearLong,
      jerseyNumber: row.jerseyNumber,
      useBioPhoto: row.imagePath.startsWith(rosterImages),
      image: toMediaImage(row.imagePath, name, origin),
      backgroundImage: null,
      url: `/awards/${row.id}`,
      date: row.date,
      socialMedia: toSocialHandles(null, ''),
      // The real schemas require every entry's `oldIcon`, which INFLCR has none of.
      socialMediaR: toSocialMediaR({}).filter((entry) => entry.oldIcon !== null),
      aowExpires: row.expires,
      rosterPlayerId: row.rosterPlayerId,
    }
  }
}

function parseFlag(c: Context<AppEnv>, name: string): boolean {
  const value = getQueryParam(c, name)
  if (value === undefined || value === '') return false
  if (!/^(true|false)$/i.test(value)) {
    throw new ApiError(400, `Query parameter ${name} must be true or false`)
  }
  return value.toLowerCase() === 'true'
}

// The app's clock (UTC) against `aowExpires` (local): hours apart on windows of a week or more.
const localNow = (c: Context<AppEnv>) => c.var.now().toISOString().slice(0, 19)

export const awardRoutes = new Hono<AppEnv>()
  .get('/awards', (c) => {
    const typeId = parseQueryId(c, 'AwardTypeId')
    const sportId = parseQueryId(c, 'sportId')
    const hideExpired = parseFlag(c, 'HideExpired')
    const now = localNow(c)
    const rows = listAwards(c.var.db, c.var.tenant.id).filter(
      (row) =>
        (typeId === undefined || row.typeId === typeId) &&
        (sportId === undefined || row.sportId === sportId) &&
        (!hideExpired || row.expires > now),
    )
    return c.json(pageByRank(c, rows, mapper(c)))
  })
  .get('/awards/types', (c) => c.json(listTypes(c.var.db, c.var.tenant.id)))
  .get('/awards/:id', (c) => {
    const row = listAwards(c.var.db, c.var.tenant.id, parsePathId(c.req.param('id')))[0]
    return jsonOr204(c, row && mapper(c)(row))
  })
