import { ShopProductSchema, type ShopProductResource } from '@fieldhouse/contract/shop'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate } from './dates'
import { toImagePath } from './game-parts'
import type { MediaSportRef } from './moments'
import { offsetPageOf, toPagingQuery } from './page'
import { quietFallbackBy } from './quiet-fallback'
import { orNull } from './rosters-parts'
import { readableAs } from './story'
import type { CallOptions } from './transport'

// The store's featured products (GET /Store/products, own design: docs/decisions/035) for the
// store strip. A secondary section (SPEC 8): a failure or garbage answers no products, logged
// once per cache period; a product the client cannot read is dropped alone. Which products
// show (not expired) and how prices read are domain rules (@fieldhouse/domain/shop-products).

const LABEL = 'store repository'

// SPEC 3 leaves the currency to the tenant; a product without one is in the demo's dollars.
const DEFAULT_CURRENCY = 'USD'

export type ShopProduct = {
  id: number
  title: string
  /** The price before the discount; null when none is sent. */
  originalPrice: number | null
  finalPrice: number
  /** ISO 4217 code. */
  currency: string
  image: { url: string; alt: string | null } | null
  /** The product's page in the store (outside this site). */
  link: string
  discount: { type: 'percent' | 'amount'; amount: number } | null
  /** When the offer ends; null: never. */
  expiresAt: Date | null
  sport: MediaSportRef | null
}

export type ShopQuery = { sportId?: number; pageSize: number }

function toDiscount(resource: ShopProductResource): ShopProduct['discount'] {
  const type = resource.discountType?.trim().toLowerCase()
  const amount = resource.amount
  if ((type !== 'percent' && type !== 'amount') || typeof amount !== 'number') return null
  return { type, amount }
}

function toProduct(resource: ShopProductResource, zone: string): ShopProduct | null {
  const link = orNull(resource.link)?.trim()
  const expiresAt = parseProviderDate(resource.expiration, zone)
  // An expiration the client cannot read might be past: the product is not shown.
  if (!link || (orNull(resource.expiration) && !expiresAt)) return null
  if (!Number.isFinite(resource.finalPrice) || resource.finalPrice < 0) return null
  const url = toImagePath(resource.image?.url) ?? toImagePath(resource.image?.absoluteUrl)
  return {
    id: resource.id,
    title: resource.title,
    originalPrice: resource.originalPrice ?? null,
    finalPrice: resource.finalPrice,
    currency: orNull(resource.currency)?.trim().toUpperCase() || DEFAULT_CURRENCY,
    image: url ? { url, alt: orNull(resource.image?.altText) } : null,
    link,
    discount: toDiscount(resource),
    expiresAt,
    sport: resource.sport ?? null,
  }
}

export function shopResource(context: ClientContext) {
  const one = perTimeZone((zone) => readableAs(ShopProductSchema, (p) => toProduct(p, zone)))
  const items = perTimeZone((zone) =>
    offsetPageOf(one(zone), context.logger, LABEL).transform((loaded) => loaded.items),
  )
  const read = quietFallbackBy(
    context,
    (query: ShopQuery) => ({
      label: LABEL,
      path: '/Store/products',
      query: {
        sportId: query.sportId,
        ...toPagingQuery({ pageIndex: 0, pageSize: query.pageSize }),
      },
      schema: items,
    }),
    [] as ShopProduct[],
  )
  return {
    /** GET /Store/products: the first page, in the store's order; [] when there is none. */
    getShopProducts(query: ShopQuery, options: CallOptions = {}): Promise<ShopProduct[]> {
      return read(query, options)
    },
  }
}
