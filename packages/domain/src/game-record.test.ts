import { expect, test } from 'vitest'
import {
  formatRecord,
  formatRecordPercentage,
  formatStreak,
  parseRecord,
  summarizeRecord,
  type RecordGame,
} from './game-record'

const game = (
  day: number,
  status: 'W' | 'L' | 'T' | null,
  where: string | null = 'H',
  isConference = false,
  isExhibition = false,
): RecordGame => ({
  start: new Date(Date.UTC(2026, 8, day, 22)),
  result: status ? { status } : null,
  locationIndicator: where,
  conference: { isConference },
  isExhibition,
})

test('a season: splits by place and conference, the streak follows the dates', () => {
  const summary = summarizeRecord([
    game(20, 'W', 'A', true),
    game(5, 'L', 'H'),
    game(12, 'W', 'N'),
    game(26, 'T', 'H', true),
    game(27, 'T', 'A', true),
    game(30, null, 'H'),
    game(1, 'W', 'H', false, true),
  ])
  expect(summary).toEqual({
    overall: { wins: 2, losses: 1, ties: 2 },
    conference: { wins: 1, losses: 0, ties: 2 },
    home: { wins: 0, losses: 1, ties: 1 },
    away: { wins: 1, losses: 0, ties: 1 },
    neutral: { wins: 1, losses: 0, ties: 0 },
    streak: { result: 'T', count: 2 },
  })
})

test.each([
  [[], '0-0', '', '0.0%'],
  [[game(1, 'W'), game(2, 'W'), game(3, 'L')], '2-1', 'L1', '66.7%'],
  [[game(3, 'W'), game(1, 'L'), game(2, 'W')], '2-1', 'W2', '66.7%'],
  [[game(1, 'W'), game(2, 'T')], '1-0-1', 'T1', '75.0%'],
  [[game(1, 'W', 'X')], '1-0', 'W1', '100.0%'],
])('games %# read %s, streak %j, %s', (games, record, streak, percentage) => {
  const summary = summarizeRecord(games)
  expect(formatRecord(summary.overall)).toBe(record)
  expect(formatStreak(summary.streak)).toBe(streak)
  expect(formatRecordPercentage(summary.overall)).toBe(percentage)
})

test.each([
  ['12-4-2', { wins: 12, losses: 4, ties: 2 }, '72.2%'],
  [' 7-1 ', { wins: 7, losses: 1, ties: 0 }, '87.5%'],
  ['0-0', { wins: 0, losses: 0, ties: 0 }, '0.0%'],
])('parseRecord(%j) gives %j, shown as %s', (text, record, percentage) => {
  expect(parseRecord(text)).toEqual(record)
  expect(formatRecordPercentage(record)).toBe(percentage)
})

test.each([[null], [''], ['.722'], ['12-4-2-1'], ['W3']])('parseRecord(%j) is null', (text) => {
  expect(parseRecord(text)).toBeNull()
})
