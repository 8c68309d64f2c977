import { expect, test } from 'vitest'

import { getStatSheet, toStatGroupName } from './stat-sheets'

test.each([
  ['hittingStats', 'hitting'],
  ['basketballStats', 'basketball'],
  ['goalie', 'goalie'],
])('%s is the group %s', (wire, name) => {
  expect(toStatGroupName(wire)).toBe(name)
})

test('a known group shows the columns box scores print, in their order, that have values', () => {
  const sheet = getStatSheet('hittingStats', ['hits', 'atBats', 'avg', 'groundOuts', 'pickedOff'])
  expect(sheet.title).toBe('Hitting')
  expect(sheet.columns.map((column) => column.abbr)).toEqual(['AVG', 'AB', 'H'])
  expect(sheet.columns[0]?.label).toBe('Batting average')
})

test('one key means what its group says: AST is assists in basketball, assisted tackles on defense', () => {
  expect(getStatSheet('basketballStats', ['ast']).columns[0]?.label).toBe('Assists')
  expect(getStatSheet('defenseStats', ['ast']).columns[0]?.label).toBe('Assisted tackles')
})

test('an unknown group shows every value under its own key', () => {
  const sheet = getStatSheet('curlingStats', ['stones', 'ends'])
  expect(sheet.title).toBe('Curling')
  expect(sheet.columns.map((column) => column.abbr)).toEqual(['STONES', 'ENDS'])
})
