import { toPathSegments } from './path-segments'

export type LayoutFlags = { isFullWidth: boolean; isFullScreen: boolean }

/**
 * SPEC 2.2 layout flags a pathname implies before any route metadata overrides them. Rules work on
 * path segments (case-insensitive, trailing and repeated slashes ignored) rather than route kinds
 * so an unknown print or splash path still renders without chrome.
 */
export function getLayoutFlags(pathname: string): LayoutFlags {
  const segments = toPathSegments(pathname)
  const [first, second] = segments
  const isFullWidth =
    segments.length === 0 ||
    (first === 'sports' && segments.length === 2) ||
    first === 'game-center'
  const section = first === 'hidden' ? second : first
  const isFullScreen =
    // Print pages of rosters, schedules, results, staff directory and calendars.
    segments.includes('print') ||
    isScheduleText(segments) ||
    section === 'splash' ||
    // Story and hidden story pages are forced full screen.
    section === 'news'
  return { isFullWidth, isFullScreen }
}

function isScheduleText(segments: readonly string[]): boolean {
  return segments.some((segment, index) => segment === 'schedule' && segments[index + 1] === 'text')
}
