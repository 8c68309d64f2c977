import type { TagSpot } from '@fieldhouse/domain/measurement/tag-placement'
import type { TagQuery } from '@fieldhouse/domain/measurement/tag-query'
import type { TrackingTag } from '@fieldhouse/provider-client/tracking-tags'

import { provider } from '~/utils/provider.server'

/** The search parameters of the tags resources (domain toTagSearch). */
export const TAG_QUERY_NAMES = ['template', 'sport', 'content'] as const

/** SPEC.md 7 tracking tag search; a failure is logged by the client and yields none (SPEC.md 8). */
export function loadTrackingTags(query: TagQuery, signal?: AbortSignal): Promise<TrackingTag[]> {
  return provider.searchTrackingTags(query, { signal })
}

/** The address of one inline script or style of a tag (endpoints/tracking-tag-file.ts). */
export function toTagFilePath(
  tag: number,
  spot: TagSpot,
  kind: 'script' | 'style',
  n: number,
  search: string,
): string {
  const file = kind === 'script' ? `script-${n}.js` : `style-${n}.css`
  return `/tracking/tags/${tag}/${spot}/${file}${search ? `?${search}` : ''}`
}
