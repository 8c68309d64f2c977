import type { SportsResponse } from '@fieldhouse/contract/sports'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { tenantRow } from '../../db/tenant-rows'
import { sports } from '../../db/schema'
import { parsePathId } from '../../http/query'
import { toSportResource } from './sport-resource'

type SportRow = typeof sports.$inferSelect

export function listSports(db: Db, tenantId: number): SportRow[] {
  return db.select().from(sports).where(eq(sports.tenantId, tenantId)).orderBy(asc(sports.id)).all()
}

export function getSport(db: Db, tenantId: number, id: number): SportRow | undefined {
  return tenantRow(db, sports, tenantId, id)
}

export const sportsRoutes = new Hono<AppEnv>()
  .get('/sports', (c) => {
    const body: SportsResponse = listSports(c.var.db, c.var.tenant.id).map(toSportResource)
    return c.json(body)
  })
  .get('/sports/:id', (c) => {
    const row = getSport(c.var.db, c.var.tenant.id, parsePathId(c.req.param('id')))
    if (!row) return c.body(null, 204)
    return c.json(toSportResource(row))
  })
