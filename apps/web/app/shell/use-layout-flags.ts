import { useMatches } from 'react-router'

import { getLayoutFlags, type LayoutFlags } from '@fieldhouse/domain/layout-flags'

import { getRouteKind } from '~/utils/route-kind'

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
