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

test('GLOBAL_SPORT_IDS matches the shared table and gives every sport its own id', () => {
  const ids = Object.values(GLOBAL_SPORT_IDS)
  expect(new Set(ids).size).toBe(ids.length)
  expect(GLOBAL_SPORT_IDS).toEqual({
    football: 1,
    mbasket: 2,
    wbasket: 3,
    baseball: 4,
    softball: 5,
    msoc: 6,
    wsoc: 7,
    wvball: 8,
    mvball: 9,
    mhockey: 10,
    whockey: 11,
    mlax: 12,
    wlax: 13,
    fhockey: 14,
    mwpolo: 15,
    wwpolo: 16,
    mten: 17,
    wten: 18,
    mgolf: 19,
    wgolf: 20,
    mswim: 21,
    wswim: 22,
    mtrack: 23,
    wtrack: 24,
    mcross: 25,
    wcross: 26,
    wrow: 27,
    wrestling: 28,
    general: 99,
  })
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
