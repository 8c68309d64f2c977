import { useMatches, type UIMatch } from 'react-router'

import { getLayoutFlags, type LayoutFlags } from '@fieldhouse/domain/layout-flags'
import type { RouteKind } from '@fieldhouse/domain/route-kind'

/**
 * The screen kind of the deepest matched screen route. Screen routes' ids are kinds; every other
 * id is 'root' or a file path ('routes/resources/splat'), which routes.test.ts checks. Telling
 * them apart by shape keeps the list of 75 kinds out of every page's JavaScript. A route that
 * serves two kinds of page at one address shape names the one it rendered in its data
 * (`screenKind`: the staff directory's department pages, docs/decisions/009).
 */
export function getRouteKind(
  matches: readonly (Pick<UIMatch, 'id'> & { data?: unknown })[],
): RouteKind | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]
    const id = match?.id
    if (id !== undefined && id !== 'root' && !id.includes('/')) {
      return getDataKind(match?.data) ?? (id as RouteKind)
    }
  }
  return null
}

function getDataKind(data: unknown): RouteKind | null {
  if (typeof data !== 'object' || data === null || !('screenKind' in data)) return null
  const kind: unknown = data.screenKind
  return typeof kind === 'string' && kind !== 'root' && !kind.includes('/')
    ? (kind as RouteKind)
    : null
}

// A route may also set the flags in its `handle` (SPEC.md 2.2); its word wins over the kind's.
// Checked by hand rather than with zod, which would add ~20 KB to every page's JavaScript.
function getHandleLayout(handle: unknown): Partial<LayoutFlags> {
  if (typeof handle !== 'object' || handle === null || !('layout' in handle)) return {}
  const layout: unknown = handle.layout
  if (typeof layout !== 'object' || layout === null) return {}
  const flags: Partial<LayoutFlags> = {}
  if ('isFullWidth' in layout && typeof layout.isFullWidth === 'boolean') {
    flags.isFullWidth = layout.isFullWidth
  }
  if ('isFullScreen' in layout && typeof layout.isFullScreen === 'boolean') {
    flags.isFullScreen = layout.isFullScreen
  }
  return flags
}

// Recomputed on every render, so the flags follow each navigation (SPEC.md 2.2).
export function useLayoutFlags(): LayoutFlags {
  const matches = useMatches()
  return matches.reduce<LayoutFlags>(
    (flags, match) => ({ ...flags, ...getHandleLayout(match.handle) }),
    getLayoutFlags(getRouteKind(matches)),
  )
}
