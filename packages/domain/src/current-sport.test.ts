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
  [{ slug: 'mens-soccer' }, 10],
  [{ sportSlug: 'MSOC' }, 10],
  [{ globalSportNameSlug: 'football' }, 1],
  [{ slug: 'curling' }, null],
  [{ id: '1' }, null],
])('resolveCurrentSport(%j) finds sport %j', (params, expected) => {
  expect(resolveCurrentSport(sports, params)?.id ?? null).toBe(expected)
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
