import type { MomentResource } from '@fieldhouse/contract/moments'
import { desc } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { moments } from '../../db/schema'
import { jsonOr204 } from '../../http/json-or-204'
import { getOrigin } from '../../http/origin'
import { pageByRank } from '../../http/paging'
import { parsePathId, parseQueryId } from '../../http/query'
import { sportsById } from '../podcasts/podcast-queries'
import { toSlugSport } from '../sports/sport-resource'

// Own design (SPEC 2.1 /moments, /sports/{slug}/moments): GET /Moments (sportId, paged) newest
// day first and /Moments/{id} (204 unknown, 404 malformed).

type MomentRow = typeof moments.$inferSelect

function listMoments(db: Db, tenantId: number, filters: { id?: number; sportId?: number }) {
  const where = [eqIfGiven(moments.id, filters.id), eqIfGiven(moments.sportId, filters.sportId)]
  return tenantRows(db, moments, tenantId, where, [desc(moments.day), desc(moments.id)])
}

function mapper(c: Context<AppEnv>) {
  const sports = sportsById(c.var.db, c.var.tenant.id)
  const origin = getOrigin(c)
  return (row: MomentRow): MomentResource => {
    const sport = sports.get(row.sportId)
    return {
      id: row.id,
      title: row.title,
      day: row.day,
      text: row.text,
      image: {
        url: row.imagePath,
        absoluteUrl: `${origin}${row.imagePath}`,
        altText: row.imageAlt,
      },
      video:
        row.videoArchive === null
          ? null
          : { title: row.videoTitle ?? '', archive: row.videoArchive },
      sport: toSlugSport(row.sportId, sport),
    }
  }
}

export const momentRoutes = new Hono<AppEnv>()
  .get('/moments', (c) => {
    const rows = listMoments(c.var.db, c.var.tenant.id, { sportId: parseQueryId(c, 'sportId') })
    return c.json(pageByRank(c, rows, mapper(c)))
  })
  .get('/moments/:id', (c) => {
    const id = parsePathId(c.req.param('id'))
    const row = listMoments(c.var.db, c.var.tenant.id, { id })[0]
    return jsonOr204(c, row && mapper(c)(row))
  })
