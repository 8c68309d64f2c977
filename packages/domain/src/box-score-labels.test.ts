import { describe, expect, test } from 'vitest'
import { getGroupTitle, getStatLabel, humanizeKey } from './box-score-labels'

describe('getStatLabel', () => {
  test.each([
    ['hitting', 'atBats', { abbr: 'AB', title: 'At bats' }],
    ['fielding', 'assists', { abbr: 'A', title: 'Assists' }],
    ['miscStats', 'assists', { abbr: 'AST', title: 'Assists' }],
    ['pitching', 'strikeouts', { abbr: 'SO', title: 'Strikeouts' }],
    ['penalties', 'minutes', { abbr: 'PIM', title: 'Penalty minutes' }],
    ['anything', 'somethingNew', { abbr: 'Something new', title: 'Something new' }],
  ])('%s.%s -> %j', (group, key, expected) => {
    expect(getStatLabel(group, key)).toEqual(expected)
  })
})

test.each([
  ['fieldGoalsMade', 'Field goals made'],
  ['x', 'X'],
  ['shots3On', 'Shots3 on'],
])('humanizeKey(%j) -> %j', (key, expected) => {
  expect(humanizeKey(key)).toBe(expected)
})

test.each([
  ['miscStats', 'Other'],
  ['goalTypes', 'Goal types'],
  ['hitting', 'Hitting'],
])('getGroupTitle(%j) -> %j', (group, expected) => {
  expect(getGroupTitle(group)).toBe(expected)
})
