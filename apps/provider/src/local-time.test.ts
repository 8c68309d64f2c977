import { expect, test } from 'vitest'
import { toLocal, toUtc } from './local-time'

test.each([
  ['2026-09-10T18:00:00', 'America/Chicago', '2026-09-10T23:00:00Z'],
  ['2026-12-05T19:00:00', 'America/Chicago', '2026-12-06T01:00:00Z'],
  ['2027-03-14T13:00:00', 'America/New_York', '2027-03-14T17:00:00Z'],
  ['2027-03-13T13:00:00', 'America/New_York', '2027-03-13T18:00:00Z'],
  ['2026-11-01T00:30:00', 'America/New_York', '2026-11-01T04:30:00Z'],
])('toUtc(%s, %s) is %s', (local, zone, utc) => {
  expect(toUtc(local, zone)).toBe(utc)
})

test.each([
  ['2026-09-10T23:00:05Z', 'America/Chicago', '2026-09-10T18:00:05'],
  ['2026-12-06T01:00:00Z', 'America/Chicago', '2026-12-05T19:00:00'],
  ['2027-03-14T17:00:00Z', 'America/New_York', '2027-03-14T13:00:00'],
])('toLocal(%s, %s) is %s', (utc, zone, local) => {
  expect(toLocal(Date.parse(utc), zone)).toBe(local)
})
