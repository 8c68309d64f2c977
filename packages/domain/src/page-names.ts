import type { RouteKind } from './route-kind'

export const SEO_PAGE_NAMES = [
  'homepage',
  'sport home',
  'calendar',
  'calendar_sport',
  'archives',
  'archives_sport',
  'roster_list',
  'roster_bio',
  'coach_list',
  'coach_bio',
  'support_staff_bio',
  'staff_list',
  'staff_bio',
  'hof_list',
  'hof_bio',
  'awards_list',
  'awards_bio',
  'schedule',
  'opponenthistory',
  'opponenthistory_list',
  'boxscore',
  'cumestats',
  'coverage',
  'story',
  'sportfile',
  'clippings',
  'forms',
  'document',
  'stats-pdf',
  'on_this_day',
  'podcast_player',
  'podcast_list',
  'facilities_list',
  'facilities_page',
  'game_center',
  'subscribe',
  'tickets',
  'publications_list',
  'publications_page',
  'partners',
  'rss_feeds',
  'historicalroster',
  'historicalroster_sport',
  'coach_coaching_records',
  'not-found',
] as const

export type SeoPageName = (typeof SEO_PAGE_NAMES)[number]

export const TRACKING_PAGE_TYPES = [
  'home-page',
  'sport-home',
  'roster-player',
  'roster-list',
  'roster-coach',
  'roster-coach-list',
  'staff',
  'hall-of-fame',
  'athletes-of-the-week',
  'schedule-list',
  'schedule-history',
  'schedule-boxscore',
  'schedule-cumestats',
  'schedule-coverage',
  'schedule-calendar',
  'story',
  'story-archives',
  'sportfile',
  'press-clips',
  'error-404',
  'survey-form',
  'document',
  'on-this-day',
  'podcast',
  'podcast-list',
  'facilities',
  'game-center',
  'unknown',
] as const

export type TrackingPageType = (typeof TRACKING_PAGE_TYPES)[number]

// [SEO page name, tracking page type] per screen. null: SPEC 2.3 names no SEO page for the screen.
// Opponent history: the overview listing every opponent is the "_list" page and one opponent's
// history the plain name, as with roster_list/roster_bio. Awards are the athlete-of-the-week
// honours, hence their tracking type; game results are tracked as a schedule listing.
const PAGE_NAMES: Record<RouteKind, readonly [SeoPageName | null, TrackingPageType]> = {
  home: ['homepage', 'home-page'],
  'sport-home': ['sport home', 'sport-home'],
  'roster-list': ['roster_list', 'roster-list'],
  'roster-print': ['roster_list', 'roster-list'],
  'hidden-roster-list': ['roster_list', 'roster-list'],
  'roster-bio': ['roster_bio', 'roster-player'],
  'hidden-roster-bio': ['roster_bio', 'roster-player'],
  'awards-list': ['awards_list', 'athletes-of-the-week'],
  'awards-bio': ['awards_bio', 'athletes-of-the-week'],
  schedule: ['schedule', 'schedule-list'],
  'schedule-text': ['schedule', 'schedule-list'],
  'schedule-print': ['schedule', 'schedule-list'],
  'podcast-list': ['podcast_list', 'podcast-list'],
  'podcast-player': ['podcast_player', 'podcast'],
  'social-accounts': [null, 'unknown'],
  'facilities-list': ['facilities_list', 'facilities'],
  'facilities-page': ['facilities_page', 'facilities'],
  archives: ['archives', 'story-archives'],
  'sport-archives': ['archives_sport', 'story-archives'],
  'all-americans-list': [null, 'unknown'],
  'all-americans-bio': [null, 'unknown'],
  boxscore: ['boxscore', 'schedule-boxscore'],
  'stats-pdf': ['stats-pdf', 'schedule-cumestats'],
  'cumulative-stats': ['cumestats', 'schedule-cumestats'],
  form: ['forms', 'survey-form'],
  'hidden-form': ['forms', 'survey-form'],
  'protected-form': ['forms', 'survey-form'],
  'publications-list': ['publications_list', 'unknown'],
  'publications-page': ['publications_page', 'unknown'],
  tickets: ['tickets', 'unknown'],
  'rss-feeds': ['rss_feeds', 'unknown'],
  search: [null, 'unknown'],
  'coaches-list': ['coach_list', 'roster-coach-list'],
  'coaching-records': ['coach_coaching_records', 'roster-coach-list'],
  'coach-bio': ['coach_bio', 'roster-coach'],
  'support-staff-bio': ['support_staff_bio', 'staff'],
  partners: ['partners', 'unknown'],
  'opponent-history-list': ['opponenthistory_list', 'schedule-history'],
  'opponent-history-detail': ['opponenthistory', 'schedule-history'],
  'staff-directory': ['staff_list', 'staff'],
  'staff-directory-print': ['staff_list', 'staff'],
  'staff-department': ['staff_list', 'staff'],
  'staff-bio': ['staff_bio', 'staff'],
  'sport-staff': ['staff_list', 'staff'],
  'sport-file': ['sportfile', 'sportfile'],
  'hidden-sport-file': ['sportfile', 'sportfile'],
  'protected-sport-file': ['sportfile', 'sportfile'],
  story: ['story', 'story'],
  'hidden-story': ['story', 'story'],
  calendar: ['calendar', 'schedule-calendar'],
  'calendar-print': ['calendar', 'schedule-calendar'],
  'sport-calendar': ['calendar_sport', 'schedule-calendar'],
  'sport-calendar-print': ['calendar_sport', 'schedule-calendar'],
  document: ['document', 'document'],
  login: [null, 'unknown'],
  unsubscribed: [null, 'unknown'],
  'saved-pages': [null, 'unknown'],
  subscribe: ['subscribe', 'unknown'],
  clippings: ['clippings', 'press-clips'],
  coverage: ['coverage', 'schedule-coverage'],
  moments: [null, 'unknown'],
  'sport-moments': [null, 'unknown'],
  tags: [null, 'unknown'],
  tag: [null, 'unknown'],
  series: [null, 'unknown'],
  'historical-roster': ['historicalroster', 'unknown'],
  'sport-historical-roster': ['historicalroster_sport', 'unknown'],
  honors: ['hof_list', 'hall-of-fame'],
  'honors-bio': ['hof_bio', 'hall-of-fame'],
  results: [null, 'schedule-list'],
  'results-print': [null, 'schedule-list'],
  'on-this-day': ['on_this_day', 'on-this-day'],
  splash: [null, 'unknown'],
  'hidden-splash': [null, 'unknown'],
  'game-center': ['game_center', 'game-center'],
  'not-found': ['not-found', 'error-404'],
}

/**
 * SPEC 2.3 SEO page name of a screen. No screen (null: nothing matched, the visitor gets the 404
 * page) and the few screens SPEC 2.3 gives no name (search, splash, tags, moments, results,
 * all-Americans, login ...) get 'not-found'.
 */
export function getSeoPageName(kind: RouteKind | null): SeoPageName {
  return (kind === null ? null : PAGE_NAMES[kind][0]) ?? 'not-found'
}

/** SPEC 2.3 tracking page type of a screen; 'unknown' for no screen and anything not listed. */
export function getTrackingPageType(kind: RouteKind | null): TrackingPageType {
  return kind === null ? 'unknown' : PAGE_NAMES[kind][1]
}

/**
 * The kind a page is measured and targeted as (SPEC 2.3, 8): the matched screen's, except when
 * that screen answered with its not-found page (a 404 thrown by its loader: an unknown player,
 * story or season), which is measured as the not-found page (error-404), not as the screen it
 * failed to be. Other errors keep the screen's kind. `errorStatus`: the status of the error the
 * page shows, null when none.
 */
export function getShownKind(kind: RouteKind | null, errorStatus: number | null): RouteKind | null {
  return errorStatus === 404 ? 'not-found' : kind
}

/** SPEC 2.3: the page type sent to ad and analytics targeting. */
export function toTargetingPageType(type: string): string {
  switch (type) {
    case '':
      return 'unknown'
    case 'home-page':
      return 'home'
    case 'story':
      return 'stories'
    case 'story-archives':
      return 'stories-archives'
    case 'photo-galleries':
      return 'photogallery'
    default:
      return type
  }
}
