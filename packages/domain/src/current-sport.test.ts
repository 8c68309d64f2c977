import { expect, test } from 'vitest'
import {
  getSportKeyFromParams,
  isCurrentSportChange,
  resolveCurrentSport,
  setsCurrentSportAutomatically,
} from './current-sport'
import type { RouteKind } from './route-kind'

const sports = [
  { id: 1, shortName: 'football', globalSportNameSlug: 'football' },
  { id: 10, shortName: 'msoc', globalSportNameSlug: 'mens-soccer' },
]

test.each([
  [{ sportSlug: 'a', slug: 'b', globalSportNameSlug: 'c' }, 'a'],
  [{ slug: 'b', globalSportNameSlug: 'c' }, 'b'],
  [{ globalSportNameSlug: 'c' }, 'c'],
  [{ sportSlug: undefined, slug: 'b' }, 'b'],
  [{ season: '2024' }, null],
  [{}, null],
])('getSportKeyFromParams(%j) is %j', (params, expected) => {
  expect(getSportKeyFromParams(params)).toBe(expected)
})

test.each([
  [{ slug: 'mens-soccer' }, '/sports/mens-soccer', 10],
  [{ slug: 'football' }, '/hidden/sports/football/roster', 1],
  [{ sportSlug: 'MSOC' }, '/tags/rivalry/MSOC', 10],
  [{ globalSportNameSlug: 'football' }, '/sports/football/calendar', 1],
  [{ slug: 'curling' }, '/sports/curling', null],
  [{ id: '1' }, '/sports', null],
  // A slug outside a sports address is the page's own, even when it spells a sport's name.
  [{ year: '2025', month: '9', day: '1', slug: 'football' }, '/news/2025/9/1/football', null],
  [{ slug: 'football' }, '/hidden/news/2025/9/1/football', null],
  [{ slug: 'mens-soccer' }, '/honors/mens-soccer', null],
  [{ slug: 'football' }, '/sportsfootball', null],
])('resolveCurrentSport(%j) at %s finds sport %j', (params, pathname, expected) => {
  expect(resolveCurrentSport(sports, params, pathname)?.id ?? null).toBe(expected)
})

test.each<[RouteKind, boolean]>([
  ['sport-file', false],
  ['hidden-sport-file', false],
  ['protected-sport-file', false],
  ['story', false],
  ['hidden-story', false],
  ['document', false],
  ['game-center', false],
  ['sport-home', true],
  ['roster-list', true],
  ['schedule', true],
  ['boxscore', true],
])('setsCurrentSportAutomatically(%j) is %j', (kind, expected) => {
  expect(setsCurrentSportAutomatically(kind)).toBe(expected)
})

test.each([
  [null, null, false],
  [null, { id: 1 }, true],
  [{ id: 1 }, null, true],
  [{ id: 1 }, { id: 1 }, false],
  [{ id: 1 }, { id: 2 }, true],
])('isCurrentSportChange(%j, %j) is %j', (previous, next, expected) => {
  expect(isCurrentSportChange(previous, next)).toBe(expected)
})
