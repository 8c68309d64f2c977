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

// The season's statistics, its PDF and a box score share /sports/{slug}/stats/{season}: each
// address must reach its own route, whatever the order of the table.
const toRouteObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id ?? entry.file, index: true }
      : {
          id: entry.id ?? entry.file,
          path: entry.path,
          children: toRouteObjects(entry.children ?? []),
        },
  )

test.each([
  ['/sports/baseball/stats', 'cumulative-stats'],
  ['/sports/baseball/stats/2026', 'cumulative-stats'],
  ['/sports/mens-basketball/stats/2025-26', 'cumulative-stats'],
  ['/sports/baseball/stats/2026/pdf', 'stats-pdf'],
  ['/sports/baseball/stats/2026/iron-range/boxscore/191301', 'boxscore'],
  ['/sports/baseball/stats/2026/pdf/extra', 'routes/resources/splat.ts'],
])('%s is %s', (path, id) => {
  expect(matchRoutes(toRouteObjects(routes), path)?.at(-1)?.route.id).toBe(id)
})
