import type { FormPayment } from './form-definition'

// A payment form's total (issue 20): amount x quantity, less the coupon when one applies, never
// below zero. All sums are in whole cents, so 3 x 19.99 is 5997 cents, not 59.97000000000001.
// Whether a coupon code is good is the provider's call; the caller says whether one applies.

export type PaymentTotal = {
  quantity: number
  unitCents: number
  subtotalCents: number
  couponCents: number
  totalCents: number
}

/** An amount in currency units as whole cents; a negative or non-finite amount is 0. */
export function toCents(amount: number): number {
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : 0
}

/** The highest quantity one submission may pay for: maxQuantity, or 1 when it is not positive. */
export function getMaxQuantity(payment: FormPayment): number {
  return Math.max(1, Math.floor(payment.maxQuantity))
}

/**
 * The total for `quantity` items (1 when the form has no quantity field), or null when the
 * quantity is not a whole number from 1 to the maximum.
 */
export function getPaymentTotal(
  payment: FormPayment,
  { quantity = 1, couponApplied = false }: { quantity?: number; couponApplied?: boolean },
): PaymentTotal | null {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > getMaxQuantity(payment)) return null
  const unitCents = toCents(payment.amount)
  const subtotalCents = unitCents * quantity
  const couponCents =
    couponApplied && payment.couponsAvailable
      ? Math.min(toCents(payment.couponAmount), subtotalCents)
      : 0
  return {
    quantity,
    unitCents,
    subtotalCents,
    couponCents,
    totalCents: subtotalCents - couponCents,
  }
}

/** Cents as US dollars: 123450 is '$1,234.50', 5 is '$0.05'. */
export function formatCents(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100)
  const rest = String(Math.abs(cents) % 100).padStart(2, '0')
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',')
  return `${cents < 0 ? '-' : ''}$${grouped}.${rest}`
}
