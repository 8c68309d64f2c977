import {
  TrackingTagSearchResponseSchema,
  type TrackingElementResource,
  type TrackingObjectResource,
  type TrackingTagResource,
} from '@fieldhouse/contract/tracking-tag'
import type { ClientContext } from './context'
import type { CallOptions } from './transport'

export type TrackingElement = {
  src: string | null
  children: string | null
  async: boolean
  type: string | null
  attributes: Record<string, string | number | boolean>
}

/** The elements to inject at one spot of the page. Image pixels are not rendered (SPEC 7). */
export type TrackingObject = {
  script: TrackingElement[]
  style: TrackingElement[]
  noscript: TrackingElement[]
}

/** SPEC 3 Tracking tag. */
export type TrackingTag = {
  id: number
  name: string
  blockDfpAds: boolean
  head: TrackingObject
  bodyOpen: TrackingObject
  bodyClose: TrackingObject
}

export type TrackingTagQuery = {
  pageTemplate?: string | null
  sportName?: string | null
  contentId?: string | number | null
}

export function toTrackingTag(resource: TrackingTagResource): TrackingTag {
  return {
    id: resource.id,
    name: resource.name,
    blockDfpAds: resource.blockDfpAds ?? false,
    head: toTrackingObject(resource.trackingHeadObject),
    bodyOpen: toTrackingObject(resource.trackingOpenBodyObject),
    bodyClose: toTrackingObject(resource.trackingCloseBodyObject),
  }
}

function toTrackingObject(resource: TrackingObjectResource | null | undefined): TrackingObject {
  return {
    script: (resource?.script ?? []).map(toTrackingElement),
    style: (resource?.style ?? []).map(toTrackingElement),
    noscript: (resource?.noscript ?? []).map(toTrackingElement),
  }
}

function toTrackingElement(resource: TrackingElementResource): TrackingElement {
  return {
    src: resource.src ?? null,
    children: resource.children ?? null,
    async: resource.async ?? false,
    type: resource.type ?? null,
    attributes: resource.attributes ?? {},
  }
}

/**
 * SPEC 7: tags whose tracking objects hold only images are dropped. A tag with nothing left to
 * inject (no script, style or noscript anywhere) is dropped the same way, and so is a disabled one.
 */
export function hasRenderableTracking(tag: TrackingTag): boolean {
  return [tag.head, tag.bodyOpen, tag.bodyClose].some(
    (spot) => spot.script.length + spot.style.length + spot.noscript.length > 0,
  )
}

/** SPEC 7: each query parameter is omitted when empty or 'unknown'. */
function searchValue(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined
  const text = String(value).trim()
  return text === '' || text.toLowerCase() === 'unknown' ? undefined : text
}

// Disabled tags and tags with nothing to inject are dropped while parsing, so the cache keeps
// only what pages render.
const TrackingTagsSchema = TrackingTagSearchResponseSchema.transform((list) =>
  list
    .filter((resource) => !resource.isDisabled)
    .map(toTrackingTag)
    .filter(hasRenderableTracking),
)

export function trackingTagsResource({ getOr }: ClientContext) {
  return {
    /** SPEC 8: a failure is logged and yields no tags. */
    async searchTrackingTags(
      query: TrackingTagQuery = {},
      options: CallOptions = {},
    ): Promise<TrackingTag[]> {
      return getOr(
        {
          label: 'tracking tags repository',
          path: '/TrackingTag/search',
          query: {
            PageTemplate: searchValue(query.pageTemplate),
            SportName: searchValue(query.sportName),
            ContentId: searchValue(query.contentId),
          },
          schema: TrackingTagsSchema,
        },
        options,
        [],
      )
    },
  }
}
