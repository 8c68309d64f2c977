import { toPathSegments } from './path-segments'

/** One value per screen (and access variant) of the route table in SPEC 2.1. */
export const ROUTE_KINDS = [
  'home',
  'sport-home',
  'roster-list',
  'roster-print',
  'hidden-roster-list',
  'roster-bio',
  'hidden-roster-bio',
  'awards-list',
  'awards-bio',
  'schedule',
  'schedule-text',
  'schedule-print',
  'podcast-list',
  'podcast-player',
  'social-accounts',
  'facilities-list',
  'facilities-page',
  'archives',
  'sport-archives',
  'all-americans-list',
  'all-americans-bio',
  'boxscore',
  'stats-pdf',
  'cumulative-stats',
  'form',
  'hidden-form',
  'protected-form',
  'publications-list',
  'publications-page',
  'tickets',
  'rss-feeds',
  'search',
  'coaches-list',
  'coaching-records',
  'coach-bio',
  'support-staff-bio',
  'partners',
  'opponent-history-list',
  'opponent-history-detail',
  'staff-directory',
  'staff-directory-print',
  'staff-department',
  'staff-bio',
  'sport-staff',
  'sport-file',
  'hidden-sport-file',
  'protected-sport-file',
  'story',
  'hidden-story',
  'calendar',
  'calendar-print',
  'sport-calendar',
  'sport-calendar-print',
  'document',
  'login',
  'unsubscribed',
  'subscribe',
  'clippings',
  'coverage',
  'moments',
  'sport-moments',
  'tags',
  'tag',
  'series',
  'historical-roster',
  'sport-historical-roster',
  'honors',
  'honors-bio',
  'results',
  'results-print',
  'on-this-day',
  'splash',
  'hidden-splash',
  'game-center',
  'not-found',
] as const

export type RouteKind = (typeof ROUTE_KINDS)[number]

type Rest = readonly string[]

const isYear = (value: string | undefined) => value !== undefined && /^\d{4}$/.test(value)
const isMonthOrDay = (value: string | undefined) => value !== undefined && /^\d{1,2}$/.test(value)

/**
 * The screen a pathname shows, or null when no route of SPEC 2.1 matches (the app then redirects
 * to /404). Matching is on segment count and literal segments, case-insensitive, like the router.
 */
export function getRouteKind(pathname: string): RouteKind | null {
  const [first, ...rest] = toPathSegments(pathname)
  switch (first) {
    case undefined:
      return 'home'
    case 'sports':
      return getSportsRouteKind(rest)
    case 'hidden':
      return getHiddenRouteKind(rest)
    case 'protected':
      if (rest[0] === 'form' && rest.length === 2) return 'protected-form'
      if (rest[0] === 'sports' && isSportFile(rest.slice(1))) return 'protected-sport-file'
      return null
    case 'news':
      return rest.length === 4 ? 'story' : null
    case 'form':
      return rest.length === 1 ? 'form' : null
    case 'documents':
      return rest.length > 0 ? 'document' : null
    case 'calendar':
      return getCalendarKind(rest, 'calendar', 'calendar-print')
    case 'staff-directory':
      return getStaffDirectoryKind(rest)
    case 'honors':
      if (rest.length <= 2) return 'honors'
      return rest.length === 3 ? 'honors-bio' : null
    case 'splash':
      return rest.length <= 1 ? 'splash' : null
    case 'game-center':
      return rest.length === 1 ? 'game-center' : null
    case 'tags':
      if (rest.length === 0) return 'tags'
      return rest.length <= 2 ? 'tag' : null
    case 'series':
      return rest.length === 1 ? 'series' : null
  }
  return getListOrItemKind(first, rest)
}

// Top-level sections that are a list at /{section} and, for some, one item below it.
const LIST_AND_ITEM: Readonly<Record<string, readonly [RouteKind, RouteKind?, number?]>> = {
  awards: ['awards-list', 'awards-bio', 1],
  'all-americans': ['all-americans-list', 'all-americans-bio', 1],
  podcasts: ['podcast-list', 'podcast-player', 2],
  facilities: ['facilities-list', 'facilities-page', 2],
  publications: ['publications-list', 'publications-page', 1],
  'social-accounts': ['social-accounts'],
  archives: ['archives'],
  tickets: ['tickets'],
  rss_feeds: ['rss-feeds'],
  search: ['search'],
  partners: ['partners'],
  login: ['login'],
  unsubscribed: ['unsubscribed'],
  subscribe: ['subscribe'],
  clippings: ['clippings'],
  coverage: ['coverage'],
  moments: ['moments'],
  'historical-roster': ['historical-roster'],
  // The older spelling redirects to the hyphenated one (SPEC 2.1).
  historicalroster: ['historical-roster'],
  'on-this-day': ['on-this-day'],
  otd: ['on-this-day'],
  '404': ['not-found'],
}

function getListOrItemKind(section: string, rest: Rest): RouteKind | null {
  if (!Object.hasOwn(LIST_AND_ITEM, section)) return null
  const [list, item, itemSegments] = LIST_AND_ITEM[section] ?? []
  if (rest.length === 0) return list ?? null
  return item !== undefined && rest.length === itemSegments ? item : null
}

function isSportFile(rest: Rest): boolean {
  return rest.length === 4 && isYear(rest[0]) && isMonthOrDay(rest[1]) && isMonthOrDay(rest[2])
}

function getHiddenRouteKind(rest: Rest): RouteKind | null {
  const [section, ...below] = rest
  if (section === 'news') return below.length === 4 ? 'hidden-story' : null
  if (section === 'form') return below.length === 1 ? 'hidden-form' : null
  if (section === 'splash') return below.length <= 1 ? 'hidden-splash' : null
  if (section !== 'sports') return null
  if (isSportFile(below)) return 'hidden-sport-file'
  const [, page, ...params] = below
  if (page !== 'roster') return null
  if (params.length <= 1) return 'hidden-roster-list'
  return params.length === 2 ? 'hidden-roster-bio' : null
}

function getCalendarKind(rest: Rest, list: RouteKind, print: RouteKind): RouteKind | null {
  if (rest.length === 0) return list
  // Print takes up to five parameters: type, sport, start, end, location.
  return rest[0] === 'print' && rest.length <= 6 ? print : null
}

function getStaffDirectoryKind(rest: Rest): RouteKind | null {
  if (rest.length === 0) return 'staff-directory'
  if (rest.length === 1) return rest[0] === 'print' ? 'staff-directory-print' : null
  if (rest.length !== 2) return null
  return rest[0]?.endsWith('-department') ? 'staff-department' : 'staff-bio'
}

function getSportsRouteKind(rest: Rest): RouteKind | null {
  if (isSportFile(rest)) return 'sport-file'
  const [slug, page, ...params] = rest
  if (slug === undefined) return null
  if (page === undefined) return 'sport-home'
  const count = params.length
  switch (page) {
    case 'roster':
      return getRosterKind(params)
    case 'schedule':
      if (params[0] === 'text') return count <= 2 ? 'schedule-text' : null
      if (params[0] === 'print') return count <= 2 ? 'schedule-print' : null
      return count <= 1 ? 'schedule' : null
    case 'stats':
      if (count <= 1) return 'cumulative-stats'
      if (count === 2 && params[1] === 'pdf') return 'stats-pdf'
      return count === 4 && params[2] === 'boxscore' ? 'boxscore' : null
    case 'coaches':
      if (params[0] === 'year' || params[0] === 'overall')
        return count === 1 ? 'coaching-records' : null
      return count <= 1 ? 'coaches-list' : null
    case 'opponent-history':
      if (count === 0) return 'opponent-history-list'
      return count === 2 ? 'opponent-history-detail' : null
    case 'results':
      if (count === 0) return 'results'
      return params[0] === 'print' && count <= 3 ? 'results-print' : null
    case 'calendar':
      return getCalendarKind(params, 'sport-calendar', 'sport-calendar-print')
  }
  if (count > 0) return null
  if (page === 'archives') return 'sport-archives'
  if (page === 'moments') return 'sport-moments'
  if (page === 'staff') return 'sport-staff'
  if (page === 'historical-roster' || page === 'historicalroster') return 'sport-historical-roster'
  return null
}

function getRosterKind(params: Rest): RouteKind | null {
  const [first] = params
  if (first === 'print') return params.length <= 2 ? 'roster-print' : null
  if (params.length === 3 && first === 'coaches') return 'coach-bio'
  if (params.length === 3 && first === 'staff') return 'support-staff-bio'
  if (params.length <= 1) return 'roster-list'
  return params.length === 2 ? 'roster-bio' : null
}
