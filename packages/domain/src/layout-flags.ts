import type { RouteKind } from './route-kind'

export type LayoutFlags = { isFullWidth: boolean; isFullScreen: boolean }

/** SPEC 2.2: full width. */
const FULL_WIDTH: ReadonlySet<RouteKind> = new Set<RouteKind>(['home', 'sport-home', 'game-center'])

/** SPEC 2.2: full screen, with no page chrome. */
const FULL_SCREEN: ReadonlySet<RouteKind> = new Set<RouteKind>([
  // Print and text pages, calendar print included.
  'roster-print',
  'schedule-text',
  'schedule-print',
  'results-print',
  'staff-directory-print',
  'calendar-print',
  'sport-calendar-print',
  'splash',
  'hidden-splash',
  // Story and hidden story pages are forced full screen.
  'story',
  'hidden-story',
])

/**
 * SPEC 2.2 layout flags of a screen, before any route metadata overrides them. No screen (null:
 * the 404 page is shown) has the normal layout.
 */
export function getLayoutFlags(kind: RouteKind | null): LayoutFlags {
  if (kind === null) return { isFullWidth: false, isFullScreen: false }
  return { isFullWidth: FULL_WIDTH.has(kind), isFullScreen: FULL_SCREEN.has(kind) }
}
