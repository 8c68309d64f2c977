import { expect, test } from 'vitest'

import { describeRules, formatAttendance, toDisplayName } from './box-facts'

test.each([
  [{ regulationPeriods: 2, periodName: 'half', overtimePeriods: 0 }, '2 halves'],
  [{ regulationPeriods: 9, periodName: 'inning', overtimePeriods: 3 }, '9 innings, 3 overtimes'],
  [{ regulationPeriods: 4, periodName: 'quarter', overtimePeriods: 1 }, '4 quarters, 1 overtime'],
  [{ mercy: '10 runs', regulationPeriods: null }, 'mercy: 10 runs'],
  [{}, null],
  [null, null],
])('describeRules(%j) -> %j', (rules, expected) => {
  expect(describeRules(rules)).toBe(expected)
})

test.each([
  [4958, '4,958'],
  ['12,304', '12,304'],
  ['sold out', 'sold out'],
  [null, null],
])('formatAttendance(%j) -> %j', (value, expected) => {
  expect(formatAttendance(value)).toBe(expected)
})

test.each([
  ['Pruitt, Blake', 'Blake Pruitt'],
  ['Team', 'Team'],
])('toDisplayName(%j) -> %j', (name, expected) => {
  expect(toDisplayName(name)).toBe(expected)
})
