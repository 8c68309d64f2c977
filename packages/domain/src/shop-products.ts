// The store strip's rules (SPEC 3 "Shop product"; issue 33 §2.8): which products show (not
// expired, the sale's end still ahead), their prices in the tenant's currency, and the discount
// said in words for a screen reader as well as shown. `now` is an argument (package rule).

export type ShopProductLike = {
  finalPrice: number
  originalPrice: number | null
  currency: string
  discount: { type: 'percent' | 'amount'; amount: number } | null
  /** The instant the product (its sale) ends; null: never. */
  expiresAt: Date | null
}

/** Products still on offer: an expiration in the past takes a product off the strip. */
export function visibleProducts<P extends Pick<ShopProductLike, 'expiresAt'>>(
  products: readonly P[],
  now: Date,
): P[] {
  return products.filter(
    (product) => !product.expiresAt || product.expiresAt.getTime() > now.getTime(),
  )
}

/** "$64.99", "$18.00": Intl in the product's currency; a code Intl refuses falls back to USD. */
export function formatPrice(amount: number, currency: string, locale = 'en-US'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)
  } catch {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount)
  }
}

/**
 * The markdown as words ("25% off", "$5.00 off"), or null when the product is not on sale: no
 * original price above the final one. Without a discount type the difference is said in money.
 */
export function discountText(product: ShopProductLike): string | null {
  const { originalPrice, finalPrice, discount, currency } = product
  if (originalPrice === null || originalPrice <= finalPrice) return null
  if (discount?.type === 'percent' && discount.amount > 0) return `${discount.amount}% off`
  const off =
    discount?.type === 'amount' && discount.amount > 0
      ? discount.amount
      : originalPrice - finalPrice
  return `${formatPrice(off, currency)} off`
}
