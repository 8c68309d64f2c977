import { expect, test } from 'vitest'

import { describeRules, formatAttendance, toDisplayName, venueFacts } from './box-facts'

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

test('venue facts: a softball venue as real tenants send it, in print order, empty ones left out', () => {
  const facts = venueFacts({
    stadium: 'Riverside Field',
    location: 'Millbrook',
    attendance: '1,022',
    duration: '1:36',
    start: '5:03 PM',
    weather: 'Sunny, 72',
    scheduledInnings: '7',
    doubleHeader: false,
    umpires: [
      { role: 'Home Plate', name: 'Pat Doe' },
      { role: 'First', name: 'Lee Roe' },
    ],
    rules: null,
  })
  expect(facts).toEqual([
    ['Site', 'Riverside Field, Millbrook'],
    ['Start', '5:03 PM'],
    ['Weather', 'Sunny, 72'],
    ['Attendance', '1,022'],
    ['Duration', '1:36'],
    ['Scheduled innings', '7'],
    ['Doubleheader', 'No'],
    ['Umpires', 'Home Plate: Pat Doe; First: Lee Roe'],
  ])
  expect(venueFacts({ doubleHeader: null, umpires: [] })).toEqual([])
  expect(venueFacts(null)).toEqual([])
})
