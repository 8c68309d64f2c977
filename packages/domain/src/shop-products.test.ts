import { expect, test } from 'vitest'
import { discountText, formatPrice, visibleProducts, type ShopProductLike } from './shop-products'

const base: ShopProductLike = {
  finalPrice: 48.74,
  originalPrice: 64.99,
  currency: 'USD',
  discount: { type: 'percent', amount: 25 },
  expiresAt: null,
}
const now = new Date('2026-12-12T12:00:00Z')

test('expired products leave the strip; no expiration or a later one stays', () => {
  const list = [
    { id: 1, expiresAt: null },
    { id: 2, expiresAt: new Date('2026-12-12T11:59:59Z') },
    { id: 3, expiresAt: new Date('2026-12-12T12:00:01Z') },
    { id: 4, expiresAt: now },
  ]
  expect(visibleProducts(list, now).map((p) => p.id)).toEqual([1, 3])
})

test.each([
  [64.99, 'USD', '$64.99'],
  [18, 'USD', '$18.00'],
  [1234.5, 'USD', '$1,234.50'],
  [10, 'EUR', '€10.00'],
  [10, 'not-a-code', '$10.00'],
])('formatPrice(%d, %s) = %s', (amount, currency, text) => {
  expect(formatPrice(amount, currency)).toBe(text)
})

test.each<[Partial<ShopProductLike>, string | null]>([
  [{}, '25% off'],
  [{ discount: { type: 'amount', amount: 5 }, originalPrice: 18, finalPrice: 13 }, '$5.00 off'],
  [{ discount: null, originalPrice: 30, finalPrice: 20 }, '$10.00 off'],
  [{ discount: null, originalPrice: null }, null],
  [{ originalPrice: 48.74 }, null],
  [{ discount: { type: 'percent', amount: 0 }, originalPrice: 20, finalPrice: 15 }, '$5.00 off'],
])('discountText(%o) = %s', (change, text) => {
  expect(discountText({ ...base, ...change })).toBe(text)
})
