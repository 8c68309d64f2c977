import { toLocalDay } from '@fieldhouse/domain/local-day'
import { expect, test } from 'vitest'

import { formatGameDay } from './game-time'
import { getGameWindow } from './game-window'

// The texts the schedules, score cards, game center, box scores and opponent history wrote
// before LocalDay (issue 18), from the provider's wall time as sent.
test.each([
  ['2026-09-10T18:00:00', false, 'Thu, Sep 10'],
  ['2026-09-10T18:00:00', true, 'Thu, Sep 10, 2026'],
  ['2026-09-10T23:59:59', false, 'Thu, Sep 10'],
  ['2026-01-01T00:00:00', true, 'Thu, Jan 1, 2026'],
  ['2028-02-29', false, 'Tue, Feb 29'],
  ['TBA', true, 'Date TBA'],
  // Rolled into March before; now unreadable.
  ['2026-02-31T18:00:00', false, 'Date TBA'],
])('formatGameDay of %j (year: %j) is %j', (value, withYear, expected) => {
  expect(formatGameDay(toLocalDay(value), withYear)).toBe(expected)
})

test.each([
  ['2026-12-12T18:30:00Z', 60, 120, '2026-10-13', '2027-04-11'],
  ['2026-12-12T00:00:00Z', 150, 240, '2026-07-15', '2027-08-09'],
  ['2026-03-08T23:59:59Z', 0, 0, '2026-03-08', '2026-03-08'],
])('getGameWindow(%j, %j, %j) asks from %j to %j', (now, back, ahead, startDate, endDate) => {
  expect(getGameWindow(new Date(now), back, ahead)).toEqual({ startDate, endDate })
})
