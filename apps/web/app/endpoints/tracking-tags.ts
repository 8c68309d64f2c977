import { toTagParts } from '@fieldhouse/domain/measurement/tag-placement'
import { fromTagSearch, toTagSearch } from '@fieldhouse/domain/measurement/tag-query'

import { getMeasurementSetup } from '~/measurement/measurement-setup.server'
import {
  loadTrackingTags,
  TAG_QUERY_NAMES,
  toTagFilePath,
} from '~/measurement/tracking-tags.server'
import { getQuery } from '~/utils/query'

// GET /tracking/tags.json?template=&sport=&content=: the tracking tags of one page (SPEC.md 7),
// as the parts the browser inserts in head, body open and body close: inline code as files of
// this site (the policy refuses inline code it has no hash for), external scripts only from the
// operator's TRACKING_TAG_ORIGINS. Tags off (FEATURE_TRACKING, the tenant) or a failing provider
// answer an empty list (SPEC.md 8): never an error.
export async function loader({ request }: { request: Request }) {
  const query = fromTagSearch(new URLSearchParams(toEntries(getQuery(request, TAG_QUERY_NAMES))))
  const setup = await getMeasurementSetup(request.signal)
  const tags = setup.tagsEnabled ? await loadTrackingTags(query, request.signal) : []
  const search = toTagSearch(query).toString()
  const parts = toTagParts(tags, setup.tagOrigins, (tag, spot, kind, n) =>
    toTagFilePath(tag, spot, kind, n, search),
  )
  return Response.json(parts, { headers: { 'Cache-Control': 'public, max-age=300, s-maxage=60' } })
}

function toEntries(values: Record<string, string | null>): [string, string][] {
  return Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null)
}
