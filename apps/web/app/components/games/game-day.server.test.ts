import { expect, test } from 'vitest'

import { toLocalDay } from '@fieldhouse/domain/local-day'

import { toGameDayValue } from './game-day.server'

// Stadium mode's game day: the header names the sport's schedule, roster and today's game center,
// "today" being the tenant's day (a 9 PM game in Chicago is on the 12th there, the 13th in UTC).
const games = [
  { id: 7, day: toLocalDay('2026-12-10') },
  { id: 8, day: toLocalDay('2026-12-12') },
]
const evening = new Date('2026-12-13T03:00:00Z') // 9 PM on the 12th in Chicago

test.each([
  [
    'mens-basketball',
    evening,
    'America/Chicago',
    '/sports/mens-basketball/schedule, /sports/mens-basketball/roster, /game-center/8',
  ],
  ['mens-basketball', evening, 'UTC', null],
  ['mens-basketball', new Date('2026-12-11T15:00:00Z'), 'America/Chicago', null],
  [null, evening, 'America/Chicago', null],
])('a sport %j at %j in %j: %j', (slug, now, zone, expected) => {
  expect(toGameDayValue(slug, games, zone, now)).toBe(expected)
})
