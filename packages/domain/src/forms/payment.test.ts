import { expect, test } from 'vitest'
import type { FormPayment } from './form-definition'
import { formatCents, getMaxQuantity, getPaymentTotal, toCents } from './payment'

const payment = (over: Partial<FormPayment> = {}): FormPayment => ({
  enabled: true,
  formType: 'camp',
  amount: 19.99,
  maxQuantity: 5,
  quantityFieldId: 'qty',
  couponAmount: 10,
  couponsAvailable: true,
  ...over,
})

test.each<[Partial<FormPayment>, { quantity?: number; couponApplied?: boolean }, number | null]>([
  [{}, {}, 1999],
  [{}, { quantity: 3 }, 5997],
  [{}, { quantity: 5 }, 9995],
  [{}, { quantity: 3, couponApplied: true }, 4997],
  [{ couponsAvailable: false }, { quantity: 3, couponApplied: true }, 5997],
  [{ couponAmount: 50 }, { quantity: 2, couponApplied: true }, 0],
  [{ amount: 0.1 }, { quantity: 3 }, 30],
  [{ amount: 0.07, couponAmount: 0.05 }, { quantity: 5, couponApplied: true }, 30],
  [{ amount: 12.345 }, {}, 1235],
  [{ amount: -5 }, { quantity: 2 }, 0],
  [{ amount: Number.NaN }, {}, 0],
  [{ maxQuantity: 0 }, { quantity: 1 }, 1999],
  [{ maxQuantity: 0 }, { quantity: 2 }, null],
  [{}, { quantity: 6 }, null],
  [{}, { quantity: 0 }, null],
  [{}, { quantity: -1 }, null],
  [{}, { quantity: 1.5 }, null],
  [{}, { quantity: Number.NaN }, null],
])('getPaymentTotal(%j, %j) is %j cents', (over, choice, total) => {
  expect(getPaymentTotal(payment(over), choice)?.totalCents ?? null).toBe(total)
})

test('getPaymentTotal shows its parts in cents, the coupon never more than the subtotal', () => {
  expect(getPaymentTotal(payment({ amount: 4 }), { quantity: 2, couponApplied: true })).toEqual({
    quantity: 2,
    unitCents: 400,
    subtotalCents: 800,
    couponCents: 800,
    totalCents: 0,
  })
})

test.each([
  [5, 5],
  [1, 1],
  [0, 1],
  [-2, 1],
  [3.7, 3],
])('getMaxQuantity with maxQuantity %j is %j', (maxQuantity, expected) => {
  expect(getMaxQuantity(payment({ maxQuantity }))).toBe(expected)
})

test.each([
  [19.99, 1999],
  [0.29, 29],
  [1.1, 110],
  [100, 10000],
  [0, 0],
  [-1, 0],
  [Number.POSITIVE_INFINITY, 0],
])('toCents(%j) is %j', (amount, cents) => {
  expect(toCents(amount)).toBe(cents)
})

test.each([
  [0, '$0.00'],
  [5, '$0.05'],
  [99, '$0.99'],
  [1999, '$19.99'],
  [100000, '$1,000.00'],
  [123456789, '$1,234,567.89'],
  [-250, '-$2.50'],
])('formatCents(%j) is %j', (cents, text) => {
  expect(formatCents(cents)).toBe(text)
})
