import { expect, test } from 'vitest'
import {
  SEO_PAGE_NAMES,
  TRACKING_PAGE_TYPES,
  getSeoPageName,
  getTrackingPageType,
  toTargetingPageType,
} from './page-names'

// [path, SEO page name, tracking page type]
const pages: [string, string, string][] = [
  ['/', 'homepage', 'home-page'],
  ['/sports/football', 'sport home', 'sport-home'],
  ['/sports/football/', 'sport home', 'sport-home'],
  ['/calendar', 'calendar', 'schedule-calendar'],
  ['/calendar/print/month/all/2024-08-01/2024-08-31/all', 'calendar', 'schedule-calendar'],
  ['/sports/football/calendar', 'calendar_sport', 'schedule-calendar'],
  ['/archives', 'archives', 'story-archives'],
  ['/sports/football/archives', 'archives_sport', 'story-archives'],
  ['/sports/football/roster', 'roster_list', 'roster-list'],
  ['/sports/football/roster/print/2024', 'roster_list', 'roster-list'],
  ['/hidden/sports/football/roster/2024', 'roster_list', 'roster-list'],
  ['/sports/football/roster/jane-doe/12', 'roster_bio', 'roster-player'],
  ['/sports/football/coaches/2024', 'coach_list', 'roster-coach-list'],
  ['/sports/football/roster/coaches/john-smith/5', 'coach_bio', 'roster-coach'],
  ['/sports/football/roster/staff/ann-lee/6', 'support_staff_bio', 'staff'],
  ['/staff-directory', 'staff_list', 'staff'],
  ['/staff-directory/compliance-department/3', 'staff_list', 'staff'],
  ['/sports/football/staff', 'staff_list', 'staff'],
  ['/staff-directory/ann-lee/9', 'staff_bio', 'staff'],
  ['/honors/hall-of-fame', 'hof_list', 'hall-of-fame'],
  ['/honors/hall-of-fame/jane-doe/8', 'hof_bio', 'hall-of-fame'],
  ['/awards', 'awards_list', 'athletes-of-the-week'],
  ['/awards/7', 'awards_bio', 'athletes-of-the-week'],
  ['/sports/football/schedule/text/2024', 'schedule', 'schedule-list'],
  ['/sports/football/opponent-history/state-u/44', 'opponenthistory', 'schedule-history'],
  ['/sports/football/opponent-history', 'opponenthistory_list', 'schedule-history'],
  ['/sports/football/stats/2024/state-u/boxscore/991', 'boxscore', 'schedule-boxscore'],
  ['/sports/football/stats/2024', 'cumestats', 'schedule-cumestats'],
  ['/coverage', 'coverage', 'schedule-coverage'],
  ['/news/2024/8/18/big-win', 'story', 'story'],
  ['/hidden/news/2024/8/18/big-win', 'story', 'story'],
  ['/sports/2024/8/18/notes.aspx', 'sportfile', 'sportfile'],
  ['/clippings', 'clippings', 'press-clips'],
  ['/protected/form/3', 'forms', 'survey-form'],
  ['/documents/guide.pdf', 'document', 'document'],
  ['/sports/football/stats/2024/pdf', 'stats-pdf', 'schedule-cumestats'],
  ['/otd', 'on_this_day', 'on-this-day'],
  ['/podcasts/the-show/4', 'podcast_player', 'podcast'],
  ['/podcasts', 'podcast_list', 'podcast-list'],
  ['/facilities', 'facilities_list', 'facilities'],
  ['/facilities/arena/2', 'facilities_page', 'facilities'],
  ['/game-center/991', 'game_center', 'game-center'],
  ['/subscribe', 'subscribe', 'unknown'],
  ['/tickets', 'tickets', 'unknown'],
  ['/publications', 'publications_list', 'unknown'],
  ['/publications/media-guide', 'publications_page', 'unknown'],
  ['/partners', 'partners', 'unknown'],
  ['/rss_feeds', 'rss_feeds', 'unknown'],
  ['/historicalroster', 'historicalroster', 'unknown'],
  ['/sports/football/historical-roster', 'historicalroster_sport', 'unknown'],
  ['/sports/football/coaches/overall', 'coach_coaching_records', 'roster-coach-list'],
  ['/404', 'not-found', 'error-404'],
  ['/no-such-page', 'not-found', 'unknown'],
  ['/search', 'not-found', 'unknown'],
  ['/sports/football/results', 'not-found', 'schedule-list'],
]

test.each(pages)('%j has SEO page name %j and tracking type %j', (path, seo, tracking) => {
  expect(getSeoPageName(path)).toBe(seo)
  expect(getTrackingPageType(path)).toBe(tracking)
})

test('every SEO page name and tracking page type of SPEC 2.3 is reachable', () => {
  const seo = new Set(pages.map(([, name]) => name))
  const tracking = new Set(pages.map(([, , type]) => type))
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
