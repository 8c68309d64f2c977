import { expect, test } from 'vitest'

import { type RosterPlayerLike, sortRoster, toRosterSort, toSortDirection } from './sort-roster'

// An inline factory: a player named `id` with nothing else known unless given.
function player(
  id: string,
  fields: Partial<RosterPlayerLike> = {},
): RosterPlayerLike & { id: string } {
  return {
    id,
    jerseyNumber: null,
    firstName: id,
    lastName: id,
    positionShort: null,
    academicYearShort: null,
    hometown: null,
    heightFeet: null,
    heightInches: null,
    weight: null,
    ...fields,
  }
}

const ids = (players: readonly { id: string }[]) => players.map((p) => p.id)

test.each([
  ['jersey', 'jersey'],
  ['name', 'name'],
  ['class', 'class'],
  ['height', 'height'],
  ['weight', 'weight'],
  ['position', 'position'],
  ['hometown', 'hometown'],
  ['Height', 'jersey'],
  ['age', 'jersey'],
  ['', 'jersey'],
  [null, 'jersey'],
  [undefined, 'jersey'],
] as const)('toRosterSort(%j) is %j', (value, expected) => {
  expect(toRosterSort(value)).toBe(expected)
})

test.each([
  ['desc', 'desc'],
  ['asc', 'asc'],
  ['DESC', 'asc'],
  ['down', 'asc'],
  [null, 'asc'],
] as const)('toSortDirection(%j) is %j', (value, expected) => {
  expect(toSortDirection(value)).toBe(expected)
})

const jerseys = ['10', null, '1', '00', '0', 'A', '#7', '01', '2', '', '1A'].map((jersey, i) =>
  player(`p${i}`, { jerseyNumber: jersey, lastName: `L${String(i).padStart(2, '0')}` }),
)

test.each([
  // Numbers by value, equal values shorter first; then text; then none.
  ['asc', ['0', '00', '1', '01', '2', '#7', '10', '1A', 'A', null, '']],
  // The exact reverse, except that players with no jersey stay last.
  ['desc', ['A', '1A', '10', '#7', '2', '01', '1', '00', '0', null, '']],
] as const)('sortRoster by jersey %s', (direction, expected) => {
  expect(sortRoster(jerseys, 'jersey', direction).map((p) => p.jerseyNumber)).toEqual(expected)
})

const squad = [
  player('smith-b', {
    lastName: 'Smith',
    firstName: 'Ben',
    jerseyNumber: '4',
    positionShort: 'QB',
    academicYearShort: 'Sr.',
    hometown: 'Austin, Texas',
    heightFeet: 6,
    heightInches: 2,
    weight: 210,
  }),
  player('adams', {
    lastName: 'Adams',
    firstName: 'Zed',
    jerseyNumber: '12',
    positionShort: 'WR',
    academicYearShort: 'R-Fr.',
    hometown: 'Boise, Idaho',
    heightFeet: 5,
    heightInches: 11,
    weight: 185,
  }),
  player('smith-a', {
    lastName: 'smith',
    firstName: 'Al',
    jerseyNumber: '0',
    positionShort: 'QB',
    academicYearShort: 'Fr.',
    hometown: null,
    heightFeet: 6,
    heightInches: 2,
    weight: 0,
  }),
  player('ortiz', {
    lastName: 'Ortiz',
    firstName: 'Eva',
    jerseyNumber: null,
    positionShort: null,
    academicYearShort: 'HS',
    hometown: 'austin, Texas',
    heightFeet: null,
    heightInches: null,
    weight: 240,
  }),
  player('de-la-cruz', {
    lastName: 'de la Cruz',
    firstName: 'Jo',
    jerseyNumber: '99',
    positionShort: 'DL',
    academicYearShort: 'Gr.',
    hometown: 'Chicago, Ill.',
    heightFeet: 6,
    heightInches: 5,
    weight: null,
  }),
]

test.each([
  ['jersey', 'asc', ['smith-a', 'smith-b', 'adams', 'de-la-cruz', 'ortiz']],
  ['name', 'asc', ['adams', 'de-la-cruz', 'ortiz', 'smith-a', 'smith-b']],
  ['name', 'desc', ['smith-b', 'smith-a', 'ortiz', 'de-la-cruz', 'adams']],
  // Ties (QB, QB) by name; no position last.
  ['position', 'asc', ['de-la-cruz', 'smith-a', 'smith-b', 'adams', 'ortiz']],
  ['position', 'desc', ['adams', 'smith-a', 'smith-b', 'de-la-cruz', 'ortiz']],
  // Fr. < R-Fr. < Sr. < Gr.; an unknown class (HS) last in both directions.
  ['class', 'asc', ['smith-a', 'adams', 'smith-b', 'de-la-cruz', 'ortiz']],
  ['class', 'desc', ['de-la-cruz', 'smith-b', 'adams', 'smith-a', 'ortiz']],
  // Case-insensitive: both Austins tie and go by name; no hometown last.
  ['hometown', 'asc', ['ortiz', 'smith-b', 'adams', 'de-la-cruz', 'smith-a']],
  ['height', 'asc', ['adams', 'smith-a', 'smith-b', 'de-la-cruz', 'ortiz']],
  ['height', 'desc', ['de-la-cruz', 'smith-a', 'smith-b', 'adams', 'ortiz']],
  // Weight 0 is unknown, like null.
  ['weight', 'asc', ['adams', 'smith-b', 'ortiz', 'de-la-cruz', 'smith-a']],
  ['weight', 'desc', ['ortiz', 'smith-b', 'adams', 'de-la-cruz', 'smith-a']],
  // An unknown option or direction: jersey, ascending.
  ['shoe-size', 'sideways', ['smith-a', 'smith-b', 'adams', 'de-la-cruz', 'ortiz']],
  [null, null, ['smith-a', 'smith-b', 'adams', 'de-la-cruz', 'ortiz']],
] as const)('sortRoster by %j %j', (sort, direction, expected) => {
  expect(ids(sortRoster(squad, sort, direction))).toEqual(expected)
})

test('sortRoster leaves its input untouched and keeps equal players in the order given', () => {
  const twins = [
    player('first', { lastName: 'Lee', firstName: 'Sam' }),
    player('second', { lastName: 'Lee', firstName: 'Sam' }),
  ]
  const before = ids(squad)
  sortRoster(squad, 'name', 'desc')
  expect(ids(squad)).toEqual(before)
  expect(ids(sortRoster(twins, 'name', 'desc'))).toEqual(['first', 'second'])
  expect(sortRoster([], 'height')).toEqual([])
})
