import type { RouteConfigEntry } from '@react-router/dev/routes'
import { expect, test } from 'vitest'

import { isRouteKind } from '@fieldhouse/domain/route-kind'

import routes from './routes'

const flatten = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])])

// The convention shell/use-layout-flags.ts relies on: a screen route's id is a screen kind; any
// other route keeps React Router's file-based id, which always holds a '/'.
test.each(flatten(routes).map((entry) => [entry.file, entry]))(
  '%s is a screen with a kind id, or a resource route with a path id',
  (_file, entry) => {
    if (entry.id === undefined) expect(entry.file).toMatch(/^routes\/resources\//)
    else expect(isRouteKind(entry.id) && !entry.id.includes('/')).toBe(true)
  },
)
