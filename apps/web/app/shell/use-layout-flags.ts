import { useLocation, useMatches } from 'react-router'
import { z } from 'zod'

import { getLayoutFlags } from '@fieldhouse/domain/layout-flags'

// A route may also set the flags in its `handle` (SPEC.md 2.2); its word wins over the path rule.
const LayoutHandleSchema = z
  .object({
    layout: z
      .object({ isFullWidth: z.boolean().optional(), isFullScreen: z.boolean().optional() })
      .optional(),
  })
  .catch({})

export function useLayoutFlags(): { isFullWidth: boolean; isFullScreen: boolean } {
  const location = useLocation()
  const matches = useMatches()
  const flags = { ...getLayoutFlags(location.pathname) }
  for (const match of matches) {
    const layout = LayoutHandleSchema.parse(match.handle ?? {}).layout
    if (layout?.isFullWidth !== undefined) flags.isFullWidth = layout.isFullWidth
    if (layout?.isFullScreen !== undefined) flags.isFullScreen = layout.isFullScreen
  }
  return flags
}
