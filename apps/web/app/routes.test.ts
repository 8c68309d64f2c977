import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject } from 'react-router'
import { expect, test } from 'vitest'

import { isRouteKind } from '@fieldhouse/domain/route-kind'

import routes from './routes'

type Entry = RouteConfigEntry & { parentId?: string }

const flatten = (entries: RouteConfigEntry[], parentId?: string): Entry[] =>
  entries.flatMap((entry) => [{ ...entry, parentId }, ...flatten(entry.children ?? [], entry.id)])

// The convention shell/use-layout-flags.ts relies on: a screen route's id is a screen kind; any
// other route keeps React Router's file-based id, which always holds a '/'. A screen with more
// than one address (the coaching records' year and overall views) is a layout with the kind id
// whose children keep file-based ids: the deepest kind id still names the screen.
test.each(flatten(routes).map((entry) => [entry.file, entry]))(
  '%s is a screen with a kind id, a view of one, or a resource route with a path id',
  (_file, entry) => {
    if (entry.id !== undefined) expect(isRouteKind(entry.id) && !entry.id.includes('/')).toBe(true)
    else if (!isRouteKind(entry.parentId)) expect(entry.file).toMatch(/^routes\/resources\//)
  },
)

// Paths of the route table as React Router matches them: the screen kind of the deepest match.
const toRouteObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id ?? entry.file, index: true, path: entry.path }
      : {
          id: entry.id ?? entry.file,
          path: entry.path,
          children: toRouteObjects(entry.children ?? []),
        },
  )
const kindOf = (path: string) => matchRoutes(toRouteObjects(routes), path)?.at(-1)?.route.id

test.each([
  ['/calendar', 'calendar'],
  ['/calendar/print/month/all/2026-09-01/2026-09-30/all', 'calendar-print'],
  ['/sports/football/calendar', 'sport-calendar'],
  [
    '/sports/football/calendar/print/list/football/2026-09-01/2026-09-30/home',
    'sport-calendar-print',
  ],
  // The subscription files stay resources.
  ['/calendar.ics', 'routes/resources/all-sports-calendar.ts'],
])('%s is the %s route', (path, kind) => {
  expect(kindOf(path)).toBe(kind)
})
