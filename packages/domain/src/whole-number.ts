/**
 * A number rounded to a whole one (halves away from zero) with en-US thousands separators:
 * 42500 -> '42,500', 209.5 -> '210'. What Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
 * prints for the counts a page shows (weights, capacities), without Intl: the first formatter a
 * browser tab makes loads the locale data, 30 ms or more of a phone's main thread
 * (docs/performance.md).
 * Not for numbers so large JavaScript writes them with an exponent.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const whole = Math.round(Math.abs(value))
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',')
  // As Intl does, a negative number that rounds to 0 prints '-0'.
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped
}
