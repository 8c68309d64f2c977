import {
  FacilityImageSchema,
  type FacilityResource,
  type FacilitySportResource,
} from '@fieldhouse/contract/facilities'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { facilities, facilitySports, sports } from '../../db/schema'
import { sameTenantRow, tenantRow, tenantRows } from '../../db/tenant-rows'
import { pageList } from '../../http/paging'
import { parsePathId } from '../../http/query'
import { toFacilityUrl } from '../site-urls'
import { groupBy } from '../../group-by'

// GET /Facilities (paged: v2 offset, v2.1 cursor) and /Facilities/{facilityId}
// (provider/README 3.7, 4.13). A tenant sees only its own facilities.

type FacilityRow = typeof facilities.$inferSelect

// The list order, title then id; a v2.1 cursor carries the same two fields.
const FacilityCursorKeySchema = z.object({ Title: z.string(), Id: z.number().int() })

export function listFacilities(db: Db, tenantId: number): FacilityRow[] {
  return tenantRows(db, facilities, tenantId, [], [asc(facilities.title), asc(facilities.id)])
}

export function getFacility(db: Db, tenantId: number, id: number): FacilityRow | undefined {
  return tenantRow(db, facilities, tenantId, id)
}

// The sports of the given facilities, in their ranked order, keyed by facility id.
export function listFacilitySports(
  db: Db,
  tenantId: number,
  facilityIds: number[],
): Map<number, FacilitySportResource[]> {
  if (facilityIds.length === 0) return new Map()
  const rows = db
    .select({
      facilityId: facilitySports.facilityId,
      id: sports.id,
      title: sports.title,
      abbreviation: sports.abbrev,
      shortTitle: sports.shortDisplay,
      shortName: sports.shortName,
    })
    .from(facilitySports)
    .innerJoin(sports, sameTenantRow(sports, facilitySports.tenantId, facilitySports.sportId))
    .where(
      and(eq(facilitySports.tenantId, tenantId), inArray(facilitySports.facilityId, facilityIds)),
    )
    .orderBy(asc(facilitySports.facilityId), asc(facilitySports.rank))
    .all()
  const byFacility = groupBy(rows, (row) => row.facilityId)
  return new Map(
    [...byFacility].map(([id, list]) => [id, list.map(({ facilityId: _, ...sport }) => sport)]),
  )
}

const ImagesSchema = z.array(FacilityImageSchema)

// Every field the real JSON Schema requires, then the own-design extensions.
export function toFacilityResource(
  row: FacilityRow,
  facilitySportList: FacilitySportResource[],
): FacilityResource {
  return {
    id: row.id,
    title: row.title,
    teaser: row.teaser,
    location: row.location,
    url: toFacilityUrl(row),
    description: row.description,
    images: ImagesSchema.parse(row.images),
    featuredImage: row.featuredImage === null ? null : FacilityImageSchema.parse(row.featuredImage),
    featured: row.featured,
    sports: facilitySportList,
    // Declared `null` by the real schemas: this provider has no sport files or documents.
    sportfileUrl: null,
    documentUrl: null,
    capacity: row.capacity,
    yearOpened: row.yearOpened,
    surface: row.surface,
  }
}

export const facilityRoutes = new Hono<AppEnv>()
  .get('/facilities', (c) => {
    const rows = listFacilities(c.var.db, c.var.tenant.id)
    const sportsOf = listFacilitySports(
      c.var.db,
      c.var.tenant.id,
      rows.map((row) => row.id),
    )
    return c.json(
      pageList(c, rows, {
        cursorKey: FacilityCursorKeySchema,
        toCursorKey: (row) => ({ Title: row.title, Id: row.id }),
        toItem: (row) => toFacilityResource(row, sportsOf.get(row.id) ?? []),
      }),
    )
  })
  .get('/facilities/:facilityId', (c) => {
    const id = parsePathId(c.req.param('facilityId'))
    const row = getFacility(c.var.db, c.var.tenant.id, id)
    // A well-formed id with nothing behind it: 204, as the real API does (README 2.2).
    if (!row) return c.body(null, 204)
    const sportsOf = listFacilitySports(c.var.db, c.var.tenant.id, [row.id])
    return c.json(toFacilityResource(row, sportsOf.get(row.id) ?? []))
  })
