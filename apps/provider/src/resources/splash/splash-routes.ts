import { PictureSchema } from '@fieldhouse/contract/picture'
import type {
  SplashResource,
  SplashClickResponse,
  SplashResponse,
} from '@fieldhouse/contract/splash'
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { toWireDate } from '../../clock/wire-date'
import type { Db } from '../../db/client'
import { splashes, sports } from '../../db/schema'
import { ApiError } from '../../errors'
import { getQueryParam, parsePathId, parseQueryId, toId } from '../../http/query'

type SplashRow = typeof splashes.$inferSelect

// Newest first, so a later-starting splash replaces an older one that is still running.
function findSplash(db: Db, tenantId: number, where: SQL | undefined, activeAt?: string) {
  const active =
    activeAt === undefined
      ? undefined
      : and(
          sql`${splashes.startDate} <= ${activeAt}`,
          or(isNull(splashes.endDate), sql`${splashes.endDate} >= ${activeAt}`),
        )
  return db
    .select()
    .from(splashes)
    .where(and(eq(splashes.tenantId, tenantId), where, active))
    .orderBy(desc(splashes.startDate), desc(splashes.id))
    .get()
}

// Sport id 0 (or none) stands for the site-wide splash of the home page.
function bySport(sportId: number | undefined): SQL | undefined {
  return sportId === undefined || sportId === 0
    ? isNull(splashes.sportId)
    : eq(splashes.sportId, sportId)
}

function findSportId(db: Db, tenantId: number, sport: string): number | undefined {
  const id = toId(sport)
  if (id !== null) return id
  const key = sport.toLowerCase()
  return db
    .select({ id: sports.id })
    .from(sports)
    .where(
      and(
        eq(sports.tenantId, tenantId),
        or(eq(sports.globalSportNameSlug, key), eq(sports.shortName, key)),
      ),
    )
    .get()?.id
}

export function toSplash(row: SplashRow): SplashResource {
  return {
    id: row.id,
    title: row.title,
    html: row.html,
    startDate: row.startDate,
    endDate: row.endDate,
    video: row.videoYouTube === null ? null : { youTube: row.videoYouTube },
    picture: row.picture === null ? null : PictureSchema.parse(row.picture),
    link: row.link,
    backgroundColor: row.backgroundColor,
    foregroundColor: row.foregroundColor,
  }
}

function respond(c: Context<AppEnv>, row: SplashRow | undefined): Response {
  if (!row) return c.body(null, 204)
  const body: SplashResponse = { data: toSplash(row) }
  return c.json(body)
}

export const splashRoutes = new Hono<AppEnv>()
  .get('/splash', (c) => {
    const splashId = parseQueryId(c, 'splashId')
    const where = splashId === undefined ? bySport(undefined) : eq(splashes.id, splashId)
    return respond(c, findSplash(c.var.db, c.var.tenant.id, where, toWireDate(c.var.now())))
  })
  .get('/splash/click/:splashId', (c) => {
    const splashId = parsePathId(c.req.param('splashId'))
    const updated = c.var.db
      .update(splashes)
      .set({ clicks: sql`${splashes.clicks} + 1` })
      .where(and(eq(splashes.tenantId, c.var.tenant.id), eq(splashes.id, splashId)))
      .run()
    if (updated.changes === 0) throw new ApiError(404, 'Not found')
    const body: SplashClickResponse = { ok: true }
    return c.json(body)
  })
  .get('/splash/:sportId', (c) => {
    const sportId = parsePathId(c.req.param('sportId'))
    return respond(
      c,
      findSplash(c.var.db, c.var.tenant.id, bySport(sportId), toWireDate(c.var.now())),
    )
  })
  // Preview for editors: ignores the schedule, so a splash that has not started yet shows too.
  // The cache-busting `t` parameter is ignored.
  .get('/hidden/splash', (c) => {
    const splashId = parseQueryId(c, 'splashId')
    if (splashId !== undefined) {
      return respond(c, findSplash(c.var.db, c.var.tenant.id, eq(splashes.id, splashId)))
    }
    const sport = getQueryParam(c, 'sport')
    if (!sport) throw new ApiError(400, 'Query parameter splashId or sport is required')
    const sportId = findSportId(c.var.db, c.var.tenant.id, sport)
    if (sportId === undefined) return c.body(null, 204)
    return respond(c, findSplash(c.var.db, c.var.tenant.id, bySport(sportId)))
  })
