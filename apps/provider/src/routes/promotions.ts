import { PictureSchema } from '@fieldhouse/contract/picture'
import {
  SwiperOptionsSchema,
  type PromotionCampaignResource,
  type PromotionCounterResponse,
  type PromotionResponse,
} from '@fieldhouse/contract/promotions'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../app-env'
import type { Db } from '../db/client'
import { promotionCampaigns, promotionLocations } from '../db/schema'
import { ApiError } from '../errors'
import { getQueryParam, parsePathId } from '../http/query'

type LocationRow = typeof promotionLocations.$inferSelect
type CampaignRow = typeof promotionCampaigns.$inferSelect

// SPEC 9: pagination default start 0, count 10.
const DEFAULT_PAGE_SIZE = 10
const MAX_PAGE_SIZE = 100

function findLocation(db: Db, tenantId: number, name: string, sportId: number | undefined) {
  const byName = and(eq(promotionLocations.tenantId, tenantId), eq(promotionLocations.name, name))
  const forSport =
    sportId === undefined || sportId === 0
      ? undefined
      : db
          .select()
          .from(promotionLocations)
          .where(and(byName, eq(promotionLocations.sportId, sportId)))
          .get()
  // A sport without its own variant of the location gets the site-wide one.
  return (
    forSport ??
    db
      .select()
      .from(promotionLocations)
      .where(and(byName, isNull(promotionLocations.sportId)))
      .get()
  )
}

function listCampaigns(db: Db, tenantId: number, locationId: number): CampaignRow[] {
  return db
    .select()
    .from(promotionCampaigns)
    .where(
      and(eq(promotionCampaigns.tenantId, tenantId), eq(promotionCampaigns.locationId, locationId)),
    )
    .orderBy(asc(promotionCampaigns.rank), asc(promotionCampaigns.id))
    .all()
}

export function toPromotionCampaign(row: CampaignRow): PromotionCampaignResource {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    hover_text: row.hoverText,
    icon: row.icon,
    css_class: row.cssClass,
    open_in_new_window: row.openInNewWindow,
    picture: row.picture === null ? null : PictureSchema.parse(row.picture),
  }
}

export function toPromotionResponse(
  location: LocationRow,
  all: CampaignRow[],
  page: CampaignRow[],
): PromotionResponse {
  const first = all[0]
  return {
    content_id: location.contentId,
    location: {
      id: location.id,
      name: location.name,
      type: location.type,
      effect: location.effect,
    },
    single:
      location.type === 'single' && !location.randomSingle && first
        ? toPromotionCampaign(first)
        : null,
    random_single: location.randomSingle,
    campaigns: page.map(toPromotionCampaign),
    html: location.html,
    css_class: location.cssClass,
    swiper_options:
      location.swiperOptions === null ? null : SwiperOptionsSchema.parse(location.swiperOptions),
  }
}

function readPaging(c: Context): { start: number; count: number } {
  const read = (name: string, fallback: number) => {
    const value = getQueryParam(c, name)
    if (value === undefined || value === '') return fallback
    if (!/^\d{1,6}$/.test(value))
      throw new ApiError(400, `Query parameter ${name} must be a number`)
    return Number(value)
  }
  const pageIndex = read('$pageIndex', 0)
  const pageSize = read('$pageSize', DEFAULT_PAGE_SIZE)
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new ApiError(400, `Query parameter $pageSize must be between 1 and ${MAX_PAGE_SIZE}`)
  }
  return { start: pageIndex * pageSize, count: pageSize }
}

function respondWithPromotion(c: Context<AppEnv>, name: string, sportId: number | undefined) {
  const paging = readPaging(c)
  const location = findLocation(c.var.db, c.var.tenant.id, name.toLowerCase(), sportId)
  if (!location) return c.body(null, 204)
  const all = listCampaigns(c.var.db, c.var.tenant.id, location.id)
  const page = all.slice(paging.start, paging.start + paging.count)
  if (page.length === 0 && !location.html) return c.body(null, 204)
  return c.json(toPromotionResponse(location, all, page))
}

function parseAdIds(value: string | undefined): number[] {
  const parts = (value ?? '').split(',').map((part) => part.trim())
  if (parts.length > 500 || parts.some((part) => !/^\d{1,9}$/.test(part))) {
    throw new ApiError(400, 'Query parameter adIds must be comma-separated numbers')
  }
  return parts.map(Number)
}

// Each listed id that names one of the tenant's campaigns counts one impression; a repeated id
// counts once per occurrence, unknown ids are ignored.
export function countImpressions(db: Db, tenantId: number, adIds: number[]): number {
  const perId = new Map<number, number>()
  for (const id of adIds) perId.set(id, (perId.get(id) ?? 0) + 1)
  return db.transaction((tx) => {
    const known = tx
      .select({ id: promotionCampaigns.id })
      .from(promotionCampaigns)
      .where(
        and(
          eq(promotionCampaigns.tenantId, tenantId),
          inArray(promotionCampaigns.id, [...perId.keys()]),
        ),
      )
      .all()
    let counted = 0
    for (const { id } of known) {
      const times = perId.get(id) ?? 0
      tx.update(promotionCampaigns)
        .set({ impressions: sql`${promotionCampaigns.impressions} + ${times}` })
        .where(and(eq(promotionCampaigns.tenantId, tenantId), eq(promotionCampaigns.id, id)))
        .run()
      counted += times
    }
    return counted
  })
}

export const promotionRoutes = new Hono<AppEnv>()
  .get('/promotions/counter', (c) => {
    const adIds = parseAdIds(getQueryParam(c, 'adIds'))
    const body: PromotionCounterResponse = {
      counted: countImpressions(c.var.db, c.var.tenant.id, adIds),
    }
    return c.json(body)
  })
  .get('/promotions/:name', (c) => respondWithPromotion(c, c.req.param('name'), undefined))
  .get('/promotions/:name/:sportId', (c) =>
    respondWithPromotion(c, c.req.param('name'), parsePathId(c.req.param('sportId'))),
  )
