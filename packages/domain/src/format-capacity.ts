import { formatWholeNumber } from './whole-number'

/**
 * A seating capacity for display, with en-US thousands separators: 42500 -> '42,500'. Fractions
 * round to the nearest seat; a negative or non-finite number, which no venue has, gives ''.
 */
export function formatCapacity(n: number): string {
  if (!Number.isFinite(n) || n < 0) return ''
  return formatWholeNumber(n)
}
