export type FormStatus = 'active' | 'pending' | 'closed'

export type FormStatusInput = {
  startDate: Date | null
  expirationDate: Date | null
  now: Date
}

/**
 * SPEC 4: before the start is pending, after the expiration closed, otherwise (including with no
 * dates, and exactly at either date) active. Invalid dates count as absent: every comparison with
 * NaN is false.
 */
export function getFormStatus({ startDate, expirationDate, now }: FormStatusInput): FormStatus {
  const time = now.getTime()
  if (startDate !== null && time < startDate.getTime()) return 'pending'
  if (expirationDate !== null && time > expirationDate.getTime()) return 'closed'
  return 'active'
}

/**
 * SPEC 4: with a maximum set, submissions are accepted while the count is below it. A missing,
 * zero or negative maximum means no limit (the provider stores "no limit" as 0).
 */
export function canAcceptSubmission({
  count,
  max,
}: {
  count: number
  max: number | null | undefined
}): boolean {
  if (max === null || max === undefined || max <= 0) return true
  return count < max
}
