import type { ShopProductResource } from '@fieldhouse/contract/shop'
import { asc } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { shopProducts } from '../../db/schema'
import { getOrigin } from '../../http/origin'
import { pageByRank } from '../../http/paging'
import { parseQueryId } from '../../http/query'
import { sportsById } from '../podcasts/podcast-queries'
import { toSlugSport } from '../sports/sport-resource'

// GET /Store/products (own design; SPEC 3 Shop product, SPEC 7 store queries): the store's
// featured products in the store's order; `sportId` keeps one sport's. Expired products are
// sent too (the site leaves them out). `categoryId` is accepted (400 malformed) and matches
// nothing but 0: the reference store has no categories.

type ProductRow = typeof shopProducts.$inferSelect

function mapper(c: Context<AppEnv>) {
  const sports = sportsById(c.var.db, c.var.tenant.id)
  const origin = getOrigin(c)
  return (row: ProductRow): ShopProductResource => ({
    id: row.id,
    title: row.title,
    originalPrice: row.originalPrice,
    finalPrice: row.finalPrice,
    currency: row.currency,
    image: {
      url: row.imagePath,
      absoluteUrl: `${origin}${row.imagePath}`,
      altText: row.imageAlt,
    },
    link: row.link,
    discountType: row.discountType,
    amount: row.amount,
    expiration: row.expiration,
    sport: row.sportId === null ? null : toSlugSport(row.sportId, sports.get(row.sportId)),
  })
}

export const shopRoutes = new Hono<AppEnv>().get('/store/products', (c) => {
  const sportId = parseQueryId(c, 'sportId')
  const categoryId = parseQueryId(c, 'categoryId')
  const rows =
    categoryId !== undefined && categoryId !== 0
      ? []
      : tenantRows(
          c.var.db,
          shopProducts,
          c.var.tenant.id,
          [eqIfGiven(shopProducts.sportId, sportId)],
          [asc(shopProducts.rank), asc(shopProducts.id)],
        )
  return c.json(pageByRank(c, rows, mapper(c)))
})
