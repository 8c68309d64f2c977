import { toCleanPath } from './url-cleanup'

// SPEC.md 4 "legacy-urls" (issue 22): the addresses of the older generation of athletics sites
// (`roster.aspx?path=football`, `boxscore.aspx?id=4120`, `news/2024/1/2/slug.aspx` ...) move
// for good to their new homes, so a school that migrates keeps its search ranking and the deep
// links others made. This is the table, pure: where a new home needs the provider (a sport's
// short name to its slug, a box score id to its game's page, a coach id to the bio) it names
// the lookup, and the website does it (apps/web/app/route-checks/legacy-urls.server.ts).

/** The sport pages a legacy `{page}.aspx?path={sport short name}` can name. */
export type LegacySportPage =
  | 'home'
  | 'roster'
  | 'schedule'
  | 'coaches'
  | 'stats'
  | 'archives'
  | 'results'

export type LegacyTarget =
  /** A new home known without asking anyone. */
  | { kind: 'path'; path: string }
  /** A page of the sport the legacy `path` parameter names by its short name. */
  | { kind: 'sport'; sport: string; page: LegacySportPage }
  /** The box score of the game with this id (the legacy `boxscore.aspx?id=`). */
  | { kind: 'box-score'; gameId: number }
  /** The bio of the coach with this id; `sport` when the address named one, as a fallback. */
  | { kind: 'coach'; coachId: number; sport: string | null }
  /** A legacy address that names nothing (no sport, a bad id): the 404 page, never a guess. */
  | { kind: 'not-found' }

type Rule = (query: URLSearchParams) => LegacyTarget

const sportPage =
  (page: LegacySportPage, without: LegacyTarget): Rule =>
  (query) => {
    const sport = getShortName(query)
    return sport === null ? without : { kind: 'sport', sport, page }
  }

const NOT_FOUND: LegacyTarget = { kind: 'not-found' }
const fixed = (path: string): Rule => {
  const target: LegacyTarget = { kind: 'path', path }
  return () => target
}

/**
 * The legacy pages, by file name (lower case). `path` is the sport's short name throughout the
 * older sites; pages that are per sport there and have no all-sports page here are a 404
 * without it.
 */
const LEGACY_PAGES: Readonly<Record<string, Rule>> = {
  'index.aspx': sportPage('home', { kind: 'path', path: '/' }),
  'default.aspx': sportPage('home', { kind: 'path', path: '/' }),
  'roster.aspx': sportPage('roster', NOT_FOUND),
  'schedule.aspx': sportPage('schedule', NOT_FOUND),
  'results.aspx': sportPage('results', NOT_FOUND),
  'cumestats.aspx': sportPage('stats', NOT_FOUND),
  'archives.aspx': sportPage('archives', { kind: 'path', path: '/archives' }),
  'news.aspx': sportPage('archives', { kind: 'path', path: '/archives' }),
  'coaches.aspx': (query) => {
    const coachId = getId(query, 'rc')
    if (coachId === 'malformed') return NOT_FOUND
    const sport = getShortName(query)
    if (coachId !== null) return { kind: 'coach', coachId, sport }
    return sport === null ? NOT_FOUND : { kind: 'sport', sport, page: 'coaches' }
  },
  'boxscore.aspx': (query) => {
    const gameId = getId(query, 'id')
    return typeof gameId === 'number' ? { kind: 'box-score', gameId } : NOT_FOUND
  },
  'staff.aspx': fixed('/staff-directory'),
  'calendar.aspx': fixed('/calendar'),
  'facilities.aspx': fixed('/facilities'),
  'tickets.aspx': fixed('/tickets'),
  'hof.aspx': fixed('/honors'),
  'sponsors.aspx': fixed('/partners'),
  'search.aspx': fixed('/search'),
  'allamericans.aspx': fixed('/all-americans'),
  'awards.aspx': fixed('/awards'),
}

// /news/2024/1/2/slug.aspx: the story's address on the older sites (SPEC 4 url-cleanup makes it
// the story's; the story page would do the same, this spares it a render).
const LEGACY_STORY = /^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[^/]+\.aspx$/i

/**
 * Where a legacy address moves, or null when the path is not one (the next check decides).
 * `pathname` is the path as asked (percent escapes intact), `search` its query string.
 */
export function getLegacyTarget(pathname: string, search: string): LegacyTarget | null {
  if (LEGACY_STORY.test(pathname)) return { kind: 'path', path: toCleanPath(pathname) }
  // Only a page at the root: /anything/roster.aspx is no legacy page of this site.
  const match = /^\/([a-z]+\.aspx)\/?$/i.exec(pathname)
  const rule = match?.[1] ? LEGACY_PAGES[match[1].toLowerCase()] : undefined
  return rule ? rule(new URLSearchParams(search)) : null
}

/** The legacy sites' sport short names: letters, digits, hyphens and underscores, at most 40. */
function getShortName(query: URLSearchParams): string | null {
  const value = getParam(query, 'path')
  return value !== null && /^[a-z0-9_-]{1,40}$/i.test(value) ? value.toLowerCase() : null
}

/** A positive id, null when absent, 'malformed' when given but not one. */
function getId(query: URLSearchParams, name: string): number | null | 'malformed' {
  const value = getParam(query, name)
  if (value === null) return null
  if (!/^[1-9]\d{0,9}$/.test(value)) return 'malformed'
  return Number(value)
}

// The older sites' parameter names are read in any case (`Path=`, `ID=`), as theirs were.
function getParam(query: URLSearchParams, name: string): string | null {
  for (const [key, value] of query) {
    if (key.toLowerCase() === name) return value.trim()
  }
  return null
}
