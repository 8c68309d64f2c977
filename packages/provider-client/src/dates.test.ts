import { expect, test } from 'vitest'
import { parseProviderDate } from './dates'

test.each([
  ['2026-09-10T18:00:00', new Date(2026, 8, 10, 18, 0, 0).getTime()],
  ['2026-09-11T00:06:59.157', new Date(2026, 8, 11, 0, 6, 59, 157).getTime()],
  ['2026-09-10', new Date(2026, 8, 10).getTime()],
  ['2026-09-10T22:00:00Z', Date.UTC(2026, 8, 10, 22)],
  ['2026-08-21T00:00:00.0000001Z', Date.UTC(2026, 7, 21)],
  ['2026-08-21T00:00:00.1234567Z', Date.UTC(2026, 7, 21, 0, 0, 0, 123)],
  ['2026-09-10T18:00:00+02:00', Date.UTC(2026, 8, 10, 16)],
  ['2026-09-10T18:00:00-0530', Date.UTC(2026, 8, 10, 23, 30)],
  [' 2026-09-10T22:00:00z ', Date.UTC(2026, 8, 10, 22)],
])('parseProviderDate reads %j', (value, expected) => {
  expect(parseProviderDate(value)?.getTime()).toBe(expected)
})

test.each([
  [null],
  [undefined],
  [''],
  ['not a date'],
  ['4/19/2026 12:00:00 PM'],
  ['2026-02-31T00:00:00'],
  ['2026-02-31T00:00:00Z'],
  ['2026-13-01T00:00:00'],
  ['2026-09-10T24:00:00'],
])('parseProviderDate returns null for %j', (value) => {
  expect(parseProviderDate(value)).toBeNull()
})
