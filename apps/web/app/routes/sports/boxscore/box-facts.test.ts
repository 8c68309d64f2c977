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

test('venue facts: a diamond venue in print order, empty ones left out', () => {
  const facts = venueFacts({
    stadium: 'Riverside Field',
    location: 'Millbrook',
    attendance: 1022,
    start: '1:05 PM',
    weather: '',
    scheduledInnings: 9,
    doubleHeader: true,
    umpires: [
      { role: 'Plate', name: 'Sam Ives' },
      { role: 'Second', name: 'Jo Park' },
    ],
    rules: { mercy: '10 runs' },
  })
  expect(facts).toEqual([
    ['Site', 'Riverside Field, Millbrook'],
    ['Start', '1:05 PM'],
    ['Attendance', '1,022'],
    ['Scheduled innings', '9'],
    ['Doubleheader', 'Yes'],
    ['Umpires', 'Plate: Sam Ives; Second: Jo Park'],
    ['Rules', 'mercy: 10 runs'],
  ])
  expect(venueFacts({ doubleHeader: false, umpires: [] })).toEqual([['Doubleheader', 'No']])
  expect(venueFacts({ doubleHeader: null, umpires: [] })).toEqual([])
  expect(venueFacts(null)).toEqual([])
})
