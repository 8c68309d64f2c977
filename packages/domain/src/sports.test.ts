import { expect, test } from 'vitest'
import {
  type SportLike,
  findSport,
  findSportById,
  findSportBySlug,
  getRealSports,
  isGeneralSport,
  shouldShowSportNavigation,
} from './sports'

function sport(overrides: Partial<SportLike> & Pick<SportLike, 'id' | 'title'>): SportLike {
  return {
    shortname: '',
    global_sport_name_slug: null,
    global_sport_shortname: null,
    non_sport: false,
    ...overrides,
  }
}

const football = sport({
  id: 1,
  title: 'Football',
  shortname: 'football',
  global_sport_name_slug: 'football',
})
const msoc = sport({
  id: 10,
  title: "Men's Soccer",
  shortname: 'msoc',
  global_sport_name_slug: 'mens-soccer',
})
// Its short name collides with another sport's slug: the slug must win.
const legacy = sport({
  id: 11,
  title: 'Legacy Club',
  shortname: 'mens-soccer',
  global_sport_name_slug: 'legacy',
})
const general = sport({
  id: 99,
  title: 'Athletics',
  shortname: 'general',
  global_sport_shortname: 'general',
  non_sport: true,
})
const spirit = sport({ id: 50, title: 'Spirit Squad', shortname: 'spirit', non_sport: true })
const wbasket = sport({
  id: 3,
  title: "Women's Basketball",
  shortname: 'wbball',
  global_sport_name_slug: null,
})
const sports = [legacy, football, msoc, general, spirit, wbasket]

test.each([
  [1, football],
  [99, general],
  [0, null],
  [1234, null],
])('findSportById(%j)', (id, expected) => {
  expect(findSportById(sports, id)).toBe(expected)
})

test.each([
  ['football', football],
  ['FOOTBALL', football],
  ['mens-soccer', msoc],
  ['msoc', msoc],
  ['wbball', wbasket],
  ['legacy', legacy],
  [' Mens-Soccer ', msoc],
  ['curling', null],
  ['', null],
])(
  'findSportBySlug(%j) tries the global slug of all sports before short names',
  (key, expected) => {
    expect(findSportBySlug(sports, key)).toBe(expected)
  },
)

test.each([
  [10, msoc],
  ['10', msoc],
  ['99', general],
  ['mens-soccer', msoc],
  ['10a', null],
  ['404', null],
])('findSport(%j)', (key, expected) => {
  expect(findSport(sports, key)).toBe(expected)
})

test('getRealSports drops non-sports and sorts by title without touching the input', () => {
  const input = [...sports]
  expect(getRealSports(input).map((s) => s.title)).toEqual([
    'Football',
    'Legacy Club',
    "Men's Soccer",
    "Women's Basketball",
  ])
  expect(input).toEqual(sports)
})

test.each([
  [general, true],
  [
    sport({ id: 7, title: 'General', shortname: 'athletics', global_sport_shortname: 'GENERAL' }),
    true,
  ],
  [sport({ id: 7, title: 'Athletics', shortname: 'ath', global_sport_id: 99 }), true],
  [sport({ id: 7, title: 'General', shortname: 'General' }), true],
  [spirit, false],
  [football, false],
])('isGeneralSport(%#)', (candidate, expected) => {
  expect(isGeneralSport(candidate)).toBe(expected)
})

test.each([
  [football, true],
  [spirit, true],
  [general, false],
  [sport({ id: 0, title: 'None', shortname: 'none' }), false],
  [null, false],
])('shouldShowSportNavigation(%#)', (current, expected) => {
  expect(shouldShowSportNavigation(current)).toBe(expected)
})
