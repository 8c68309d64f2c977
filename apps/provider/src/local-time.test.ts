import { expect, test } from 'vitest'
import { toLocal, toUtc } from './local-time'

test.each([
  ['2026-09-10T18:00:00', 'America/Chicago', '2026-09-10T23:00:00Z'],
  ['2026-12-05T19:00:00', 'America/Chicago', '2026-12-06T01:00:00Z'],
  ['2027-03-14T13:00:00', 'America/New_York', '2027-03-14T17:00:00Z'],
  ['2027-03-13T13:00:00', 'America/New_York', '2027-03-13T18:00:00Z'],
  ['2026-11-01T00:30:00', 'America/New_York', '2026-11-01T04:30:00Z'],
  ['2027-03-14T01:59:00', 'America/Chicago', '2027-03-14T07:59:00Z'],
  ['2027-03-14T03:00:00', 'America/Chicago', '2027-03-14T08:00:00Z'],
  ['2027-11-07T02:30:00', 'America/Chicago', '2027-11-07T08:30:00Z'],
])('toUtc(%s, %s) is %s', (local, zone, utc) => {
  expect(toUtc(local, zone)).toBe(utc)
})

test('the cached offsets agree with Intl every seven hours of a year with clock changes', () => {
  for (const zone of ['America/Chicago', 'America/New_York', 'America/Phoenix']) {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const instant = Date.UTC(2027, 0, 1) + hour * 3_600_000
      const wall = new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        dateStyle: 'short',
        timeStyle: 'medium',
      })
        .format(instant)
        .replace(' ', 'T')
      const ambiguous = wall.startsWith('2027-11-07T01')
      if (!ambiguous)
        expect(toUtc(wall, zone), `${zone} ${wall}`).toBe(
          new Date(instant).toISOString().slice(0, 19) + 'Z',
        )
    }
  }
})

test.each([
  ['2026-09-10T23:00:05Z', 'America/Chicago', '2026-09-10T18:00:05'],
  ['2026-12-06T01:00:00Z', 'America/Chicago', '2026-12-05T19:00:00'],
  ['2027-03-14T17:00:00Z', 'America/New_York', '2027-03-14T13:00:00'],
])('toLocal(%s, %s) is %s', (utc, zone, local) => {
  expect(toLocal(Date.parse(utc), zone)).toBe(local)
})
