import { expect, test } from 'vitest'
import { GameState } from './game-state'
import {
  getNextGame,
  groupGamesByMonth,
  isPastGame,
  matchesScheduleFilter,
  splitSchedule,
  type ScheduleGame,
} from './schedule-groups'
import { toLocalDay } from './local-day'

const game = (
  id: number,
  localStart: string,
  overrides: Partial<ScheduleGame> = {},
): ScheduleGame => ({
  id,
  day: toLocalDay(localStart),
  // Venue in UTC-5 for these rows.
  startUtc: new Date(`${localStart}-05:00`),
  start: new Date(`${localStart}-05:00`),
  locationIndicator: 'H',
  conference: { isConference: false },
  result: null,
  state: GameState.Scheduled,
  ...overrides,
})

const NOW = new Date('2026-09-20T17:00:00Z') // noon at the venue

test('months follow the venue wall time; a late game on the 30th stays in September', () => {
  const groups = groupGamesByMonth([
    game(1, '2026-08-29T19:00:00'),
    game(2, '2026-09-30T23:00:00'),
    game(3, '2026-10-02T19:00:00'),
    game(4, '2026-10-09T19:00:00'),
  ])
  expect(groups.map((g) => [g.month, g.label, g.games.map((x) => x.id)])).toEqual([
    ['2026-08', 'August 2026', [1]],
    ['2026-09', 'September 2026', [2]],
    ['2026-10', 'October 2026', [3, 4]],
  ])
  expect(groupGamesByMonth([game(5, 'soon')])[0]).toMatchObject({ month: '', label: '' })
})

test.each([
  ['all', 'A', false, true],
  ['home', 'H', false, true],
  ['home', 'A', false, false],
  ['away', 'a', false, true],
  ['neutral', 'N', false, true],
  ['neutral', null, false, false],
  ['conference', 'A', true, true],
  ['conference', 'H', false, false],
] as const)('filter %s on %j (conference %j) is %j', (filter, where, isConference, expected) => {
  const row = game(1, '2026-09-12T19:00:00', {
    locationIndicator: where,
    conference: { isConference },
  })
  expect(matchesScheduleFilter(row, filter)).toBe(expected)
})

test.each([
  ['decided', game(1, '2026-09-25T19:00:00', { result: { status: 'W' } }), true],
  ['complete state', game(2, '2026-09-25T19:00:00', { state: GameState.GameComplete }), true],
  ['live, started long ago', game(3, '2026-09-19T19:00:00', { state: GameState.Live }), false],
  ['started 2 h ago, no result yet', game(4, '2026-09-20T10:00:00'), false],
  ['started 7 h ago, no result', game(5, '2026-09-20T05:00:00'), true],
  [
    'postponed, start passed 1 h ago',
    game(6, '2026-09-20T11:00:00', { state: GameState.Postponed }),
    true,
  ],
  ['no readable start', game(7, 'tbd', { startUtc: null, start: null }), false],
  ['tomorrow', game(8, '2026-09-21T19:00:00'), false],
])('%s: past %j', (_name, row, expected) => {
  expect(isPastGame(row, NOW)).toBe(expected)
})

test('split and next game around now', () => {
  const games = [
    game(1, '2026-09-12T19:00:00', { result: { status: 'L' } }),
    game(2, '2026-09-22T19:00:00', { state: GameState.Canceled }),
    game(3, '2026-09-25T19:00:00'),
    game(4, '2026-09-24T19:00:00', { state: GameState.Postponed }),
    game(5, '2026-09-27T19:00:00'),
  ]
  const { upcoming, results } = splitSchedule(games, NOW)
  expect(results.map((g) => g.id)).toEqual([1])
  expect(upcoming.map((g) => g.id)).toEqual([2, 3, 4, 5])
  expect(getNextGame(games, NOW)?.id).toBe(3)
  expect(getNextGame([games[0]!], NOW)).toBeNull()
})
