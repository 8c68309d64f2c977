import { PictureSchema } from '@fieldhouse/contract/picture'
import {
  SwiperOptionsSchema,
  type PromotionCampaignResource,
  type PromotionCounterResponse,
  type PromotionResponse,
} from '@fieldhouse/contract/promotions'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { promotionCampaigns, promotionLocations } from '../../db/schema'
import { parseOffsetPaging, toOffsetPage } from '../../http/paging'
import { parsePathId, parseQueryIdList } from '../../http/query'

type LocationRow = typeof promotionLocations.$inferSelect
type CampaignRow = typeof promotionCampaigns.$inferSelect

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

function respondWithPromotion(c: Context<AppEnv>, name: string, sportId: number | undefined) {
  // Campaigns are paged the v2 way on every API version: the envelope is the promotion itself.
  const paging = parseOffsetPaging(c)
  const location = findLocation(c.var.db, c.var.tenant.id, name.toLowerCase(), sportId)
  if (!location) return c.body(null, 204)
  const all = listCampaigns(c.var.db, c.var.tenant.id, location.id)
  const page = toOffsetPage(all, paging).items
  if (page.length === 0 && !location.html) return c.body(null, 204)
  return c.json(toPromotionResponse(location, all, page))
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
    const adIds = parseQueryIdList(c, 'adIds', 500)
    const body: PromotionCounterResponse = {
      counted: countImpressions(c.var.db, c.var.tenant.id, adIds),
    }
    return c.json(body)
  })
  .get('/promotions/:name', (c) => respondWithPromotion(c, c.req.param('name'), undefined))
  .get('/promotions/:name/:sportId', (c) =>
    respondWithPromotion(c, c.req.param('name'), parsePathId(c.req.param('sportId'))),
  )
