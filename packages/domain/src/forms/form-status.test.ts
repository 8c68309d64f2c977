import { expect, test } from 'vitest'
import { canAcceptSubmission, getFormStatus } from './form-status'

const now = new Date('2025-05-10T12:00:00Z')

const at = (iso: string) => new Date(iso)
const invalid = new Date(Number.NaN)

test.each<[Date | null, Date | null, string]>([
  [null, null, 'active'],
  [at('2025-05-11T00:00:00Z'), null, 'pending'],
  [at('2025-05-10T12:00:00.001Z'), null, 'pending'],
  [at('2025-05-01T00:00:00Z'), null, 'active'],
  [null, at('2025-05-09T00:00:00Z'), 'closed'],
  [null, at('2025-05-10T11:59:59.999Z'), 'closed'],
  [null, at('2025-05-11T00:00:00Z'), 'active'],
  [at('2025-05-01T00:00:00Z'), at('2025-05-20T00:00:00Z'), 'active'],
  [now, now, 'active'],
  [at('2025-05-01T00:00:00Z'), at('2025-05-09T00:00:00Z'), 'closed'],
  [invalid, invalid, 'active'],
])('getFormStatus(start %j, expiration %j) is %j', (startDate, expirationDate, expected) => {
  expect(getFormStatus({ startDate, expirationDate, now })).toBe(expected)
})

test.each([
  [0, 10, true],
  [9, 10, true],
  [10, 10, false],
  [11, 10, false],
  [500, null, true],
  [500, undefined, true],
  [500, 0, true],
])('canAcceptSubmission(count %j, max %j) is %j', (count, max, expected) => {
  expect(canAcceptSubmission({ count, max })).toBe(expected)
})
