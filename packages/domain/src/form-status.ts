import { type DateValue, toTime } from './date-value'

export type FormStatus = 'active' | 'pending' | 'closed'

export type FormStatusInput = {
  startDate: DateValue | null | undefined
  expirationDate: DateValue | null | undefined
  now: Date
}

/**
 * SPEC 4: before the start is pending, after the expiration closed, otherwise (including with no
 * dates, and exactly at either date) active. Unreadable dates count as absent.
 */
export function getFormStatus({ startDate, expirationDate, now }: FormStatusInput): FormStatus {
  const time = now.getTime()
  const start = toTime(startDate)
  const end = toTime(expirationDate)
  if (start !== null && time < start) return 'pending'
  if (end !== null && time > end) return 'closed'
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
