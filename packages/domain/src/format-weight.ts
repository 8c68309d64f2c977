import { formatWholeNumber } from './whole-number'

/** A weight in pounds, or null when unknown: missing, zero, negative or not a finite number. */
function toPounds(weight: number | null): string | null {
  if (weight === null || !Number.isFinite(weight) || weight <= 0) return null
  return formatWholeNumber(weight)
}

/** A roster weight, 210 -> '210 lbs'; '' when unknown (null or 0 is an empty field). */
export function formatWeight(weight: number | null): string {
  const value = toPounds(weight)
  return value === null ? '' : `${value} ${value === '1' ? 'lb' : 'lbs'}`
}

/** The same in words for screen readers and titles, 210 -> '210 pounds'; '' when unknown. */
export function formatWeightLong(weight: number | null): string {
  const value = toPounds(weight)
  return value === null ? '' : `${value} ${value === '1' ? 'pound' : 'pounds'}`
}
