import { readFileSync } from 'node:fs'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { href, matchRoutes, type RouteObject } from 'react-router'
import { expect, test } from 'vitest'

import { mobileSchedulePath } from '@fieldhouse/domain/navigation'
import { isRouteKind } from '@fieldhouse/domain/route-kind'
import { searchPath } from '@fieldhouse/domain/search'
import { SEARCH_PAGE_PATH } from '@fieldhouse/domain/search-page'

import { ENDPOINT_PATHS } from './paths/endpoints'
import routes from './routes'

type Entry = RouteConfigEntry & { parentId?: string }

const flatten = (entries: RouteConfigEntry[], parentId?: string): Entry[] =>
  entries.flatMap((entry) => [{ ...entry, parentId }, ...flatten(entry.children ?? [], entry.id)])

// A resource route (a download, a file, a post without a page) has no view: no default export.
// It sits in the folder of the screen it serves, or in routes/resources/ when it serves none.
const hasView = (file: string) =>
  /^export default /m.test(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'))

// The convention shell/use-layout-flags.ts relies on: a screen route's id is a screen kind; any
// other route keeps React Router's file-based id, which always holds a '/'. A screen with more
// than one address (the coaching records' year and overall views) is a layout with the kind id
// whose children keep file-based ids: the deepest kind id still names the screen.
test.each(flatten(routes).map((entry) => [entry.file, entry]))(
  '%s is a screen with a kind id, a view of one, or a resource route with a path id',
  (_file, entry) => {
    // One resource module at several addresses (the external paths) needs an id per address:
    // a path-like one, never a kind.
    if (entry.id !== undefined && entry.id.includes('/')) expect(hasView(entry.file)).toBe(false)
    else if (entry.id !== undefined) expect(isRouteKind(entry.id)).toBe(true)
    else if (!isRouteKind(entry.parentId)) expect(hasView(entry.file)).toBe(false)
  },
)

// Which screen an address reaches, with React Router's own matcher over the route table.
const toMatchable = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map(
    (entry): RouteObject =>
      entry.index
        ? { id: entry.id ?? entry.file, path: entry.path, index: true }
        : {
            id: entry.id ?? entry.file,
            path: entry.path,
            children: toMatchable(entry.children ?? []),
          },
  )

const screenAt = (path: string) => {
  const matches = matchRoutes(toMatchable(routes), path) ?? []
  const deepest = matches.at(-1)
  return deepest ? { id: deepest.route.id, params: deepest.params } : null
}

test.each([
  ['/sports/mens-basketball/opponent-history', 'opponent-history-list', {}],
  [
    '/sports/mens-basketball/opponent-history/big-sioux/304',
    'opponent-history-detail',
    { opponentSlug: 'big-sioux', opponentId: '304' },
  ],
  // Anything shorter or longer is no opponent page (the splat sends it to /404).
  ['/sports/mens-basketball/opponent-history/big-sioux', 'routes/resources/splat.ts', {}],
  ['/sports/mens-basketball/opponent-history/big-sioux/304/x', 'routes/resources/splat.ts', {}],
])('%s is %s', (path, id, params) => {
  const screen = screenAt(path)
  expect(screen?.id).toBe(id)
  expect(screen?.params).toMatchObject(params)
})

// The season's statistics, its PDF and a box score share /sports/{slug}/stats/{season}: each
// address must reach its own route, whatever the order of the table.
test.each([
  ['/sports/baseball/stats', 'cumulative-stats'],
  ['/sports/baseball/stats/2026', 'cumulative-stats'],
  ['/sports/mens-basketball/stats/2025-26', 'cumulative-stats'],
  ['/sports/baseball/stats/2026/pdf', 'stats-pdf'],
  ['/sports/baseball/stats/2026/iron-range/boxscore/191301', 'boxscore'],
  ['/sports/baseball/stats/2026/pdf/extra', 'routes/resources/splat.ts'],
])('%s is %s', (path, id) => {
  expect(screenAt(path)?.id).toBe(id)
})

test.each([
  ['/calendar', 'calendar'],
  ['/calendar/print/month/all/2026-09-01/2026-09-30/all', 'calendar-print'],
  ['/sports/football/calendar', 'sport-calendar'],
  [
    '/sports/football/calendar/print/list/football/2026-09-01/2026-09-30/home',
    'sport-calendar-print',
  ],
])('%s is the %s route', (path, kind) => {
  expect(screenAt(path)?.id).toBe(kind)
})

// Sport files (SPEC.md 2.1) are four parameters after /sports: every sport page of four or five
// segments with a fixed segment keeps its addresses, and each access level has its page and its
// download.
test.each([
  ['/sports/2026/12/9/depth-chart.pdf', 'sport-file'],
  ['/sports/2026/12/9/depth-chart.pdf/download', 'routes/sport-files/sport-file-download.ts'],
  ['/sports/baseball/roster/jo-smith/12', 'roster-bio'],
  ['/sports/baseball/roster/print/2026', 'roster-print'],
  ['/sports/baseball/schedule/text/2026', 'schedule-text'],
  ['/sports/baseball/stats/2026/pdf', 'stats-pdf'],
  ['/sports/baseball/roster/coaches/pat-lee/7', 'coach-bio'],
  ['/sports/baseball/roster/staff/pat-lee/7', 'support-staff-bio'],
  // Four segments after /sports with no fixed one are a sport file's shape: its page answers 404
  // without a call for a day or name that cannot be one.
  ['/sports/football/depth/chart/x', 'sport-file'],
  ['/sports/big-sioux/304/x/y/z/w', 'routes/resources/splat.ts'],
  ['/hidden/sports/2026/12/9/travel-itinerary-draft.pdf', 'hidden-sport-file'],
  [
    '/hidden/sports/2026/12/9/travel-itinerary-draft.pdf/download',
    'routes/sport-files/hidden-sport-file-download.ts',
  ],
  ['/hidden/sports/baseball/roster/jo-smith/12', 'hidden-roster-bio'],
  ['/protected/sports/2026/3/1/team-travel-packet.pdf', 'protected-sport-file'],
  [
    '/protected/sports/2026/3/1/team-travel-packet.pdf/download',
    'routes/sport-files/protected-sport-file-download.ts',
  ],
  ['/documents/2026/12/10/football-game-notes.pdf', 'document'],
  ['/documents/guide.pdf', 'document'],
  ['/publications', 'publications-list'],
  ['/publications/2026-27-football-media-guide-2', 'publications-page'],
  ['/publications/a/b', 'routes/resources/splat.ts'],
  // A podcast episode's transcript as plain text (issue 35); the podcast's page keeps its shape.
  ['/podcasts/owls-insider/31', 'podcast-player'],
  [
    '/podcasts/owls-insider/31/episodes/3112/transcript.txt',
    'routes/podcasts/episode-transcript-text.ts',
  ],
  ['/podcasts/owls-insider/31/episodes/3112', 'routes/resources/splat.ts'],
])('%s is %s', (path, id) => {
  expect(screenAt(path)?.id).toBe(id)
})

// The staff directory (SPEC.md 2.1): a department and a person share one address shape and one
// route; the print sheet and the vCards have fixed segments that outrank the name.
test.each([
  ['/staff-directory', 'staff-directory'],
  ['/staff-directory/print', 'staff-directory-print'],
  ['/staff-directory/compliance-department/902', 'staff-bio'],
  ['/staff-directory/bernard-heidenreich/30000', 'staff-bio'],
  ['/staff-directory/vcard/30000', 'routes/staff-directory/staff-vcard.ts'],
  ['/staff-directory/a/b/c', 'routes/resources/splat.ts'],
  ['/sports/football/staff', 'sport-staff'],
])('%s is %s', (path, id) => {
  expect(screenAt(path)?.id).toBe(id)
})

// The shell's two builders live in the domain (it may not import React Router, and the shell
// chunk carries them at no cost there): they must still name addresses of this route table.
test('the domain builders the shell uses agree with href()', () => {
  expect(SEARCH_PAGE_PATH).toBe(href('/search'))
  expect(searchPath(' home games ')).toBe(`${href('/search')}?q=home%20games`)
  expect(mobileSchedulePath('football')).toBe(
    href('/sports/:slug/schedule/:season?', { slug: 'football' }),
  )
  expect(mobileSchedulePath(null)).toBe(href('/calendar'))
})

// The addresses answered before React Router (paths/endpoints.ts: the calendar files, feeds,
// sitemaps, beacons ...) are no route's: each reaches only the catch-all, so no screen is
// hidden behind an endpoint, whatever the order of the two tables.
test.each(ENDPOINT_PATHS.map((path) => [path, path.replace(/:\w+/g, 'x1')]))(
  '%s is an endpoint, no route (%s)',
  (_pattern, path) => {
    expect(screenAt(path)?.id).toBe('routes/resources/splat.ts')
  },
)
