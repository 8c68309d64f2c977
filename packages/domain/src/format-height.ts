/**
 * A height in whole inches from the provider's feet and inches, or null when it is not known:
 * feet missing, zero or negative (a "0-0" height is an empty field, not a person), or either part
 * not a finite number. Missing inches count as 0; inches of 12 or more carry into feet (5 ft 14 in
 * is 6-2), and fractions round to the nearest inch.
 */
export function toHeightInches(feet: number | null, inches: number | null): number | null {
  if (feet === null || !Number.isFinite(feet) || feet <= 0) return null
  const rest = inches ?? 0
  if (!Number.isFinite(rest) || rest < 0) return null
  return Math.round(feet * 12 + rest)
}

/** A roster height as athletics sites print it, 6 ft 2 in -> '6-2'; '' when unknown. */
export function formatHeight(feet: number | null, inches: number | null): string {
  const total = toHeightInches(feet, inches)
  if (total === null) return ''
  return `${Math.floor(total / 12)}-${total % 12}`
}

/**
 * The same height in words, for screen readers, which read '6-2' as "six minus two" or a date:
 * '6 feet 2 inches', '6 feet' for a whole number of feet; '' when unknown.
 */
export function formatHeightLong(feet: number | null, inches: number | null): string {
  const total = toHeightInches(feet, inches)
  if (total === null) return ''
  const wholeFeet = Math.floor(total / 12)
  const rest = total % 12
  const feetText = `${wholeFeet} ${wholeFeet === 1 ? 'foot' : 'feet'}`
  return rest === 0 ? feetText : `${feetText} ${rest} ${rest === 1 ? 'inch' : 'inches'}`
}
