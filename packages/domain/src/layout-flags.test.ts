import { expect, test } from 'vitest'
import { getLayoutFlags } from './layout-flags'
import { ROUTE_KINDS, type RouteKind } from './route-kind'

// SPEC 2.2, spelled out here so that a kind added to ROUTE_KINDS gets the normal layout only if
// this list agrees.
const fullWidth: RouteKind[] = ['home', 'sport-home', 'game-center']
const fullScreen: RouteKind[] = [
  'roster-print',
  'schedule-text',
  'schedule-print',
  'results-print',
  'staff-directory-print',
  'calendar-print',
  'sport-calendar-print',
  'splash',
  'hidden-splash',
  'story',
  'hidden-story',
]

test.each<[RouteKind | null, boolean, boolean]>([
  ...ROUTE_KINDS.map((kind): [RouteKind, boolean, boolean] => [
    kind,
    fullWidth.includes(kind),
    fullScreen.includes(kind),
  ]),
  [null, false, false],
])('getLayoutFlags(%j) is full width %j, full screen %j', (kind, isFullWidth, isFullScreen) => {
  expect(getLayoutFlags(kind)).toEqual({ isFullWidth, isFullScreen })
})
