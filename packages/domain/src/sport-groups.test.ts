import { expect, test } from 'vitest'
import { GLOBAL_SPORT_IDS, getGlobalSportId, getSportGroup } from './sport-groups'

test.each([
  [2, 'Basketball'],
  [3, 'Basketball'],
  [6, 'Soccer'],
  [7, 'Soccer'],
  [8, 'Volleyball'],
  [9, 'Volleyball'],
  [10, 'Hockey'],
  [11, 'Hockey'],
  [12, 'Lacrosse'],
  [13, 'Lacrosse'],
  [14, 'Fhockey'],
  [4, 'Baseball'],
  [5, 'Baseball'],
  [1, 'Football'],
  [15, 'WaterPolo'],
  [16, 'WaterPolo'],
  [17, 'Tennis'],
  [18, 'Tennis'],
  [19, null],
  [28, null],
  [99, null],
  [0, null],
  [null, null],
  [undefined, null],
])('getSportGroup(%j) is %j', (id, expected) => {
  expect(getSportGroup(id)).toBe(expected)
})

test('GLOBAL_SPORT_IDS gives every sport its own id', () => {
  const ids = Object.values(GLOBAL_SPORT_IDS)
  expect(new Set(ids).size).toBe(ids.length)
})

test.each([
  ['msoc', 6],
  ['MSOC', 6],
  ['general', 99],
  ['toString', null],
  ['curling', null],
  ['', null],
  [null, null],
])('getGlobalSportId(%j) is %j', (shortName, expected) => {
  expect(getGlobalSportId(shortName)).toBe(expected)
})
