import type { TakeoverResource, TakeoversResponse } from '@fieldhouse/contract/takeovers'
import { asc, eq, isNull, or } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { toWireDate } from '../../clock/wire-date'
import type { Db } from '../../db/client'
import { tenantRows } from '../../db/tenant-rows'
import { takeovers } from '../../db/schema'
import { parseQueryId } from '../../http/query'

type TakeoverRow = typeof takeovers.$inferSelect

// Site-wide takeovers always apply; a sport's own ones are added when its id is given.
export function listRunningTakeovers(
  db: Db,
  tenantId: number,
  sportId: number | undefined,
  now: string,
): TakeoverRow[] {
  const scope =
    sportId === undefined || sportId === 0
      ? isNull(takeovers.sportId)
      : or(isNull(takeovers.sportId), eq(takeovers.sportId, sportId))
  return tenantRows(
    db,
    takeovers,
    tenantId,
    [eq(takeovers.enabled, true), scope],
    [asc(takeovers.id)],
  ).filter(
    (row) =>
      (row.startDate === null || row.startDate <= now) &&
      (row.endDate === null || now <= row.endDate),
  )
}

export function toTakeover(row: TakeoverRow): TakeoverResource {
  return {
    type: row.type,
    id: row.id,
    url: row.url,
    cookie: row.cookie,
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
  }
}

export const takeoverRoutes = new Hono<AppEnv>().get('/takeovers', (c) => {
  const sportId = parseQueryId(c, 'sportId')
  const now = toWireDate(c.var.now())
  const body: TakeoversResponse = listRunningTakeovers(c.var.db, c.var.tenant.id, sportId, now).map(
    toTakeover,
  )
  return c.json(body)
})
