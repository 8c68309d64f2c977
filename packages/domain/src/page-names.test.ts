import { expect, test } from 'vitest'
import {
  SEO_PAGE_NAMES,
  type SeoPageName,
  TRACKING_PAGE_TYPES,
  type TrackingPageType,
  getSeoPageName,
  getShownKind,
  getTrackingPageType,
  toTargetingPageType,
} from './page-names'
import { ROUTE_KINDS, type RouteKind } from './route-kind'

// [screen, SEO page name, tracking page type]; null is no screen (an unmatched path).
const pages: [RouteKind | null, SeoPageName, TrackingPageType][] = [
  ['home', 'homepage', 'home-page'],
  ['sport-home', 'sport home', 'sport-home'],
  ['calendar', 'calendar', 'schedule-calendar'],
  ['calendar-print', 'calendar', 'schedule-calendar'],
  ['sport-calendar', 'calendar_sport', 'schedule-calendar'],
  ['sport-calendar-print', 'calendar_sport', 'schedule-calendar'],
  ['archives', 'archives', 'story-archives'],
  ['sport-archives', 'archives_sport', 'story-archives'],
  ['roster-list', 'roster_list', 'roster-list'],
  ['roster-print', 'roster_list', 'roster-list'],
  ['hidden-roster-list', 'roster_list', 'roster-list'],
  ['roster-bio', 'roster_bio', 'roster-player'],
  ['hidden-roster-bio', 'roster_bio', 'roster-player'],
  ['coaches-list', 'coach_list', 'roster-coach-list'],
  ['coach-bio', 'coach_bio', 'roster-coach'],
  ['coaching-records', 'coach_coaching_records', 'roster-coach-list'],
  ['support-staff-bio', 'support_staff_bio', 'staff'],
  ['staff-directory', 'staff_list', 'staff'],
  ['staff-directory-print', 'staff_list', 'staff'],
  ['staff-department', 'staff_list', 'staff'],
  ['sport-staff', 'staff_list', 'staff'],
  ['staff-bio', 'staff_bio', 'staff'],
  ['honors', 'hof_list', 'hall-of-fame'],
  ['honors-bio', 'hof_bio', 'hall-of-fame'],
  ['awards-list', 'awards_list', 'athletes-of-the-week'],
  ['awards-bio', 'awards_bio', 'athletes-of-the-week'],
  ['schedule', 'schedule', 'schedule-list'],
  ['schedule-text', 'schedule', 'schedule-list'],
  ['schedule-print', 'schedule', 'schedule-list'],
  ['opponent-history-detail', 'opponenthistory', 'schedule-history'],
  ['opponent-history-list', 'opponenthistory_list', 'schedule-history'],
  ['boxscore', 'boxscore', 'schedule-boxscore'],
  ['cumulative-stats', 'cumestats', 'schedule-cumestats'],
  ['stats-pdf', 'stats-pdf', 'schedule-cumestats'],
  ['coverage', 'coverage', 'schedule-coverage'],
  ['story', 'story', 'story'],
  ['hidden-story', 'story', 'story'],
  ['sport-file', 'sportfile', 'sportfile'],
  ['hidden-sport-file', 'sportfile', 'sportfile'],
  ['protected-sport-file', 'sportfile', 'sportfile'],
  ['clippings', 'clippings', 'press-clips'],
  ['form', 'forms', 'survey-form'],
  ['hidden-form', 'forms', 'survey-form'],
  ['protected-form', 'forms', 'survey-form'],
  ['document', 'document', 'document'],
  ['on-this-day', 'on_this_day', 'on-this-day'],
  ['podcast-player', 'podcast_player', 'podcast'],
  ['podcast-list', 'podcast_list', 'podcast-list'],
  ['facilities-list', 'facilities_list', 'facilities'],
  ['facilities-page', 'facilities_page', 'facilities'],
  ['game-center', 'game_center', 'game-center'],
  ['subscribe', 'subscribe', 'unknown'],
  ['tickets', 'tickets', 'unknown'],
  ['publications-list', 'publications_list', 'unknown'],
  ['publications-page', 'publications_page', 'unknown'],
  ['partners', 'partners', 'unknown'],
  ['rss-feeds', 'rss_feeds', 'unknown'],
  ['historical-roster', 'historicalroster', 'unknown'],
  ['sport-historical-roster', 'historicalroster_sport', 'unknown'],
  ['not-found', 'not-found', 'error-404'],
  // Screens SPEC 2.3 gives no SEO name.
  ['results', 'not-found', 'schedule-list'],
  ['results-print', 'not-found', 'schedule-list'],
  ['search', 'not-found', 'unknown'],
  ['social-accounts', 'not-found', 'unknown'],
  ['all-americans-list', 'not-found', 'unknown'],
  ['all-americans-bio', 'not-found', 'unknown'],
  ['login', 'not-found', 'unknown'],
  ['unsubscribed', 'not-found', 'unknown'],
  ['saved-pages', 'not-found', 'unknown'],
  ['moments', 'not-found', 'unknown'],
  ['sport-moments', 'not-found', 'unknown'],
  ['tags', 'not-found', 'unknown'],
  ['tag', 'not-found', 'unknown'],
  ['series', 'not-found', 'unknown'],
  ['splash', 'not-found', 'unknown'],
  ['hidden-splash', 'not-found', 'unknown'],
  [null, 'not-found', 'unknown'],
]

test.each(pages)('%j has SEO page name %j and tracking type %j', (kind, seo, tracking) => {
  expect(getSeoPageName(kind)).toBe(seo)
  expect(getTrackingPageType(kind)).toBe(tracking)
})

test('the table covers every screen, and every SEO page name and tracking type of SPEC 2.3', () => {
  const kinds = new Set(pages.map(([kind]) => kind))
  const seo = new Set(pages.map(([, name]) => name))
  const tracking = new Set(pages.map(([, , type]) => type))
  expect(ROUTE_KINDS.filter((kind) => !kinds.has(kind))).toEqual([])
  expect(SEO_PAGE_NAMES.filter((name) => !seo.has(name))).toEqual([])
  expect(TRACKING_PAGE_TYPES.filter((type) => !tracking.has(type))).toEqual([])
})

test.each([
  ['home-page', 'home'],
  ['story', 'stories'],
  ['story-archives', 'stories-archives'],
  ['photo-galleries', 'photogallery'],
  ['', 'unknown'],
  ['roster-list', 'roster-list'],
  ['unknown', 'unknown'],
])('toTargetingPageType(%j) is %j', (type, expected) => {
  expect(toTargetingPageType(type)).toBe(expected)
})

// A 404 thrown by a matched screen (an unknown player, story or season) is measured as the
// not-found page; other errors and pages without one keep their screen's kind.
test.each<[RouteKind | null, number | null, RouteKind | null, string]>([
  ['roster-bio', 404, 'not-found', 'error-404'],
  ['story', 404, 'not-found', 'error-404'],
  ['sport-home', 404, 'not-found', 'error-404'],
  [null, 404, 'not-found', 'error-404'],
  ['not-found', null, 'not-found', 'error-404'],
  ['story', null, 'story', 'story'],
  ['story', 503, 'story', 'story'],
  ['roster-bio', 500, 'roster-bio', 'roster-player'],
  [null, null, null, 'unknown'],
])('%s showing error %s is measured as %s (%s)', (kind, status, shown, type) => {
  expect(getShownKind(kind, status)).toBe(shown)
  expect(getTrackingPageType(getShownKind(kind, status))).toBe(type)
})
