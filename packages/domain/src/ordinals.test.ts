import { expect, test } from 'vitest'
import { formatPeriod, formatSportPeriod, toOrdinal } from './ordinals'
import { GLOBAL_SPORT_IDS, getPeriodFamily } from './sport-groups'

test.each([
  [0, '0th'],
  [1, '1st'],
  [2, '2nd'],
  [3, '3rd'],
  [4, '4th'],
  [10, '10th'],
  [11, '11th'],
  [12, '12th'],
  [13, '13th'],
  [21, '21st'],
  [22, '22nd'],
  [23, '23rd'],
  [101, '101st'],
  [111, '111th'],
  [112, '112th'],
  [-1, '-1st'],
  [1.5, '1.5'],
])('toOrdinal(%j) is %j', (n, expected) => {
  expect(toOrdinal(n)).toBe(expected)
})

test.each([
  [1, 4, '1st'],
  [4, 4, '4th'],
  [5, 4, 'OT 1'],
  [6, 4, 'OT 2'],
  [2, 2, '2nd'],
  [3, 2, 'OT 1'],
  [9, 9, '9th'],
  [10, 9, 'OT 1'],
  [0, 4, ''],
])('formatPeriod(%j, %j) is %j', (period, regulation, expected) => {
  expect(formatPeriod(period, regulation)).toBe(expected)
})

test.each([
  [5, 4, 'overtime', 'OT 1'],
  [7, 4, 'overtime', 'OT 3'],
  [3, 2, 'overtime', 'OT 1'],
  [2, 2, 'overtime', '2nd'],
  [10, 9, 'innings', '10th'],
  [12, 9, 'innings', '12th'],
  [8, 7, 'innings', '8th'],
  [5, 5, 'sets', '5th'],
  [0, 9, 'innings', ''],
] as const)('formatSportPeriod(%j, %j, %j) is %j', (period, regulation, family, expected) => {
  expect(formatSportPeriod(period, regulation, family)).toBe(expected)
})

test.each([
  [GLOBAL_SPORT_IDS.baseball, 'innings'],
  [GLOBAL_SPORT_IDS.softball, 'innings'],
  [GLOBAL_SPORT_IDS.wvball, 'sets'],
  [GLOBAL_SPORT_IDS.mten, 'sets'],
  [GLOBAL_SPORT_IDS.mbasket, 'overtime'],
  [GLOBAL_SPORT_IDS.football, 'overtime'],
  [GLOBAL_SPORT_IDS.mhockey, 'overtime'],
  [GLOBAL_SPORT_IDS.mgolf, 'overtime'],
  [null, 'overtime'],
] as const)('getPeriodFamily(%j) is %j', (id, family) => {
  expect(getPeriodFamily(id)).toBe(family)
})
