import { expect, test } from 'vitest'
import { DEFAULT_TIME_ZONE, isTimeZone, parseProviderDate, toLocalDay } from './dates'

// [value, tenant zone, the instant as an ISO string in UTC]
test.each([
  // Exact instants: the zone does not matter.
  ['2026-09-10T22:00:00Z', 'America/Chicago', '2026-09-10T22:00:00.000Z'],
  [' 2026-09-10T22:00:00z ', 'Pacific/Auckland', '2026-09-10T22:00:00.000Z'],
  ['2026-08-21T00:00:00.0000001Z', 'America/Chicago', '2026-08-21T00:00:00.000Z'],
  ['2026-08-21T00:00:00.1239999Z', 'UTC', '2026-08-21T00:00:00.123Z'],
  ['2026-09-10T18:00:00+02:00', 'America/Chicago', '2026-09-10T16:00:00.000Z'],
  ['2026-09-10T18:00:00-0530', 'Europe/London', '2026-09-10T23:30:00.000Z'],
  ['2026-09-10T18:00:00.5+14:00', 'UTC', '2026-09-10T04:00:00.500Z'],
  // Wall-clock time in the tenant's zone.
  ['2026-09-10T18:00:00', 'America/New_York', '2026-09-10T22:00:00.000Z'],
  ['2026-09-10T18:00:00', 'America/Chicago', '2026-09-10T23:00:00.000Z'],
  ['2026-01-10T18:00:00', 'America/Chicago', '2026-01-11T00:00:00.000Z'],
  ['2026-09-11T00:06:59.157', 'America/Chicago', '2026-09-11T05:06:59.157Z'],
  ['2026-09-10T18:00:00.0000001', 'America/Chicago', '2026-09-10T23:00:00.000Z'],
  ['2026-09-10 18:00', 'America/Chicago', '2026-09-10T23:00:00.000Z'],
  ['2026-09-10T18:00:00', 'UTC', '2026-09-10T18:00:00.000Z'],
  ['2026-09-10T18:00:00', 'Europe/London', '2026-09-10T17:00:00.000Z'],
  ['2026-01-10T18:00:00', 'Europe/London', '2026-01-10T18:00:00.000Z'],
  // Date only: midnight in the tenant's zone.
  ['2026-09-10', 'America/Chicago', '2026-09-10T05:00:00.000Z'],
  ['2026-09-10', 'UTC', '2026-09-10T00:00:00.000Z'],
  ['2026-09-10', 'Pacific/Auckland', '2026-09-09T12:00:00.000Z'],
  // Southern hemisphere: summer (NZDT, +13) in January, winter (NZST, +12) in July.
  ['2026-01-15T12:00:00', 'Pacific/Auckland', '2026-01-14T23:00:00.000Z'],
  ['2026-07-15T12:00:00', 'Pacific/Auckland', '2026-07-15T00:00:00.000Z'],
  // Leap days.
  ['2028-02-29', 'America/New_York', '2028-02-29T05:00:00.000Z'],
  ['2000-02-29T12:00:00Z', 'UTC', '2000-02-29T12:00:00.000Z'],
  ['0001-01-01T00:00:00', 'UTC', '0001-01-01T00:00:00.000Z'],
])('parseProviderDate(%j, %j) is %j', (value, zone, expected) => {
  expect(parseProviderDate(value, zone)?.toISOString()).toBe(expected)
})

// Daylight saving: a wall time skipped by a gap moves forward by the gap; a repeated one takes
// the earlier instant (Temporal's 'compatible').
test.each([
  // America/Chicago springs forward 2026-03-08 02:00 CST -> 03:00 CDT.
  ['2026-03-08T01:59:59', 'America/Chicago', '2026-03-08T07:59:59.000Z'],
  ['2026-03-08T02:00:00', 'America/Chicago', '2026-03-08T08:00:00.000Z'],
  ['2026-03-08T02:30:00', 'America/Chicago', '2026-03-08T08:30:00.000Z'],
  ['2026-03-08T03:30:00', 'America/Chicago', '2026-03-08T08:30:00.000Z'],
  // ... and falls back 2026-11-01 02:00 CDT -> 01:00 CST, so 01:00-01:59 happens twice.
  ['2026-11-01T00:59:59', 'America/Chicago', '2026-11-01T05:59:59.000Z'],
  ['2026-11-01T01:30:00', 'America/Chicago', '2026-11-01T06:30:00.000Z'],
  ['2026-11-01T02:00:00', 'America/Chicago', '2026-11-01T08:00:00.000Z'],
  // Europe/London: 2026-03-29 01:00 GMT -> 02:00 BST; 2026-10-25 02:00 BST -> 01:00 GMT.
  ['2026-03-29T01:30:00', 'Europe/London', '2026-03-29T01:30:00.000Z'],
  ['2026-03-29T02:30:00', 'Europe/London', '2026-03-29T01:30:00.000Z'],
  ['2026-10-25T01:30:00', 'Europe/London', '2026-10-25T00:30:00.000Z'],
  ['2026-10-25T02:30:00', 'Europe/London', '2026-10-25T02:30:00.000Z'],
  // Pacific/Auckland: 2026-04-05 03:00 NZDT -> 02:00 NZST; 2026-09-27 02:00 NZST -> 03:00 NZDT.
  ['2026-04-05T02:30:00', 'Pacific/Auckland', '2026-04-04T13:30:00.000Z'],
  ['2026-04-05T03:30:00', 'Pacific/Auckland', '2026-04-04T15:30:00.000Z'],
  ['2026-09-27T02:30:00', 'Pacific/Auckland', '2026-09-26T14:30:00.000Z'],
])('parseProviderDate(%j, %j) across a DST change is %j', (value, zone, expected) => {
  expect(parseProviderDate(value, zone)?.toISOString()).toBe(expected)
})

test.each([
  [null],
  [undefined],
  [''],
  ['   '],
  ['TBD'],
  ['not a date'],
  ['4/19/2026 12:00:00 PM'],
  ['2026-9-10'],
  ['2026-09-10T18'],
  ['2026-09-10Z'],
  ['2026-09-10T18:00:00+2'],
  ['2026-09-10T18:00:00+24:00'],
  ['2026-09-10T18:00:00+02:60'],
  ['2026-02-31T00:00:00'],
  ['2026-02-31T00:00:00Z'],
  ['2027-02-29'],
  ['1900-02-29'],
  ['2026-04-31'],
  ['2026-13-01T00:00:00'],
  ['2026-00-10'],
  ['2026-09-00'],
  ['2026-09-10T24:00:00'],
  ['2026-09-10T18:60:00'],
  ['2026-09-10T18:00:60'],
  ['0000-01-01T00:00:00Z'],
])('parseProviderDate(%j) is null', (value) => {
  expect(parseProviderDate(value, 'America/Chicago')).toBeNull()
})

test.each([
  [DEFAULT_TIME_ZONE, true],
  ['America/Chicago', true],
  ['Pacific/Auckland', true],
  ['UTC', true],
  ['Mars/Olympus_Mons', false],
  ['', false],
  ['Central Time', false],
])('isTimeZone(%j) is %j', (zone, expected) => {
  expect(isTimeZone(zone)).toBe(expected)
})

test.each([['Mars/Olympus_Mons'], ['']])(
  'parseProviderDate throws a TypeError for the unknown zone %j, even without a value',
  (zone) => {
    expect(() => parseProviderDate('2026-09-10T18:00:00', zone)).toThrow(TypeError)
    expect(() => parseProviderDate(null, zone)).toThrow(TypeError)
  },
)

// [value, tenant zone, the tenant's day]
test.each([
  // Local date-times and dates: the date as written, whatever the zone.
  ['2026-09-10T18:00:00', 'America/Chicago', '2026-09-10'],
  ['2026-09-10T23:59:59.9999999', 'Pacific/Auckland', '2026-09-10'],
  ['2026-09-10 00:00', 'America/Chicago', '2026-09-10'],
  ['2026-09-10', 'UTC', '2026-09-10'],
  ['2028-02-29T19:00:00', 'America/New_York', '2028-02-29'],
  // A DST gap moves the time, never the day.
  ['2026-03-08T02:30:00', 'America/New_York', '2026-03-08'],
  // Exact instants: the day in the tenant's zone.
  ['2026-09-11T01:00:00Z', 'America/Chicago', '2026-09-10'],
  ['2026-09-11T01:00:00Z', 'UTC', '2026-09-11'],
  ['2026-09-10T18:00:00+02:00', 'Pacific/Auckland', '2026-09-11'],
  // Unreadable and impossible values.
  ['2026-02-31T18:00:00', 'America/Chicago', null],
  ['2026-09-10T24:00:00', 'America/Chicago', null],
  ['2026-13-01', 'UTC', null],
  ['TBA', 'UTC', null],
  ['', 'UTC', null],
  [null, 'UTC', null],
])('toLocalDay(%j, %j) is %j', (value, zone, expected) => {
  expect(toLocalDay(value, zone)).toBe(expected)
})
