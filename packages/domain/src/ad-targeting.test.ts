import { expect, test } from 'vitest'

import { getAdSport, getAdTargeting, readAdTest, toTargetingPairs } from './ad-targeting'
import type { RouteKind } from './route-kind'

test.each<[RouteKind | null, string | null, string, string, string]>([
  // kind, sport, query, page type, section
  ['home', null, '', 'home', 'frontpage'],
  ['home', 'mbasket', '', 'home', 'frontpage'],
  ['sport-home', 'mbasket', '', 'sport-home', 'mbasket'],
  ['sport-home', 'football', '', 'sport-home', 'mfootbl'],
  ['story', 'softball', '', 'stories', 'wsoftbl'],
  ['hidden-story', null, '', 'stories', 'ot'],
  ['archives', null, '', 'stories-archives', 'ot'],
  ['sport-archives', 'wbasket', '', 'stories-archives', 'wbasket'],
  ['roster-list', 'wvball', '', 'roster-list', 'wvolley'],
  ['roster-bio', 'cross', '', 'roster-player', 'cxc'],
  ['schedule', 'baseball', '', 'schedule-list', 'mbasebl'],
  ['boxscore', 'mbasket', '', 'schedule-boxscore', 'mbasket'],
  ['calendar', null, '', 'schedule-calendar', 'ot'],
  ['form', null, '', 'survey-form', 'ot'],
  ['tickets', null, '', 'unknown', 'ot'],
  ['search', null, '', 'unknown', 'ot'],
  ['not-found', null, '', 'error-404', 'ot'],
  [null, null, '', 'unknown', 'ot'],
  ['sport-home', 'curling', '', 'sport-home', 'ot'],
  ['game-center', 'mbasket', '', 'game-center', 'mbasket'],
])('%s with sport %s: page type %s, section %s', (kind, sport, search, pageType, section) => {
  expect(getAdTargeting(kind, sport, search)).toEqual({ pageType, section, adtest: null })
})

test.each([
  ['', null],
  ['?adtest=', null],
  ['?adtest=%20%20', null],
  ['?adtest=on', 'on'],
  ['adtest=Creative%20A', 'Creative A'],
  ['?q=x&adtest=1&adtest=2', '1'],
  [`?adtest=${'x'.repeat(200)}`, 'x'.repeat(64)],
  ['?adtest=%E0%A4%A', '\uFFFD%A'], // a broken escape: the replacement character, no error
])('adtest of %j is %j', (search, expected) => {
  expect(readAdTest(search)).toBe(expected)
  expect(getAdTargeting('home', null, search).adtest).toBe(expected)
})

test('pairs carry adtest only when present', () => {
  expect(toTargetingPairs(getAdTargeting('story', 'football'))).toEqual([
    ['page_type', 'stories'],
    ['section', 'mfootbl'],
  ])
  expect(toTargetingPairs(getAdTargeting('home', null, '?adtest=yes'))).toEqual([
    ['page_type', 'home'],
    ['section', 'frontpage'],
    ['adtest', 'yes'],
  ])
})

test.each<[RouteKind | null, string | null, string | null, string | null]>([
  // kind, the address's sport, the page's own sport, targeted sport
  ['sport-home', 'mbasket', null, 'mbasket'],
  ['sport-home', 'mbasket', 'football', 'mbasket'],
  ['roster-list', null, 'football', null],
  ['home', null, 'football', null],
  [null, 'mbasket', 'football', 'mbasket'],
  // SPEC.md 2.2: these pages set the sport themselves, from what they show.
  ['story', null, 'football', 'football'],
  ['story', 'mbasket', 'softball', 'softball'],
  ['story', 'mbasket', null, null],
  ['story', null, '  ', null],
  ['hidden-story', null, 'wsoc', 'wsoc'],
  ['game-center', 'football', 'mbasket', 'mbasket'],
  ['sport-file', null, 'baseball', 'baseball'],
])('%s: address sport %s, page sport %s: targets %s', (kind, routeSport, pageSport, sport) => {
  expect(getAdSport(kind, routeSport, pageSport)).toBe(sport)
})

test("a story targets its own sport's ad section, a story without one the default", () => {
  expect(getAdTargeting('story', getAdSport('story', null, 'football'), '').section).toBe('mfootbl')
  expect(getAdTargeting('story', getAdSport('story', null, null), '').section).toBe('ot')
})
