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
    shortName: '',
    globalSportNameSlug: null,
    globalSportShortName: null,
    nonSport: false,
    ...overrides,
  }
}

const football = sport({
  id: 1,
  title: 'Football',
  shortName: 'football',
  globalSportNameSlug: 'football',
})
const msoc = sport({
  id: 10,
  title: "Men's Soccer",
  shortName: 'msoc',
  globalSportNameSlug: 'mens-soccer',
})
// Its short name collides with another sport's slug: the slug must win.
const legacy = sport({
  id: 11,
  title: 'Legacy Club',
  shortName: 'mens-soccer',
  globalSportNameSlug: 'legacy',
})
const general = sport({
  id: 99,
  title: 'Athletics',
  shortName: 'general',
  globalSportShortName: 'general',
  nonSport: true,
})
const spirit = sport({ id: 50, title: 'Spirit Squad', shortName: 'spirit', nonSport: true })
const wbasket = sport({
  id: 3,
  title: "Women's Basketball",
  shortName: 'wbball',
  globalSportNameSlug: null,
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
    sport({ id: 7, title: 'General', shortName: 'athletics', globalSportShortName: 'GENERAL' }),
    true,
  ],
  [sport({ id: 7, title: 'Athletics', shortName: 'ath', globalSportId: 99 }), true],
  [sport({ id: 7, title: 'General', shortName: 'General' }), true],
  [spirit, false],
  [football, false],
])('isGeneralSport(%#)', (candidate, expected) => {
  expect(isGeneralSport(candidate)).toBe(expected)
})

test.each([
  [football, true],
  [spirit, true],
  [general, false],
  [sport({ id: 0, title: 'None', shortName: 'none' }), false],
  [null, false],
])('shouldShowSportNavigation(%#)', (current, expected) => {
  expect(shouldShowSportNavigation(current)).toBe(expected)
})
