import {
  AllAccessCategoriesResponseSchema,
  AllAccessVideoSchema,
} from '@fieldhouse/contract/videos'
import type { z } from 'zod'
import { perTimeZone, type ClientContext } from './context'
import { valueOr, type Loaded } from './loaded'
import { toMediaUrl } from './media-files'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { toMediaAccess, type MediaAccess } from './series'
import { readableAs } from './story'
import type { CallOptions } from './transport'
import { toClipFields, type Clip } from './videos'

// The all-access library (GET /Videos/all-access, .../{id}, .../categories/{type}; SPEC 3
// "All-access media item", 6, 7; issue 35). An item is a clip (videos.ts) with its files and
// SPEC 6's access flags as sent: a blacked-out item, or one sent without a file, keeps its poster
// and message and has no video, captions or descriptions. Files the provider hosts come back
// site-relative (/media/..., served by the website's /media proxy), others as sent. Lists fail
// as a whole only when the answer is not a page: one unreadable item is dropped (logged).

const LABEL = 'all-access repository'
const ID = /^\d{1,9}$/

export type AllAccessOrder = 'newest' | 'oldest' | 'mostViewed' | 'title'

export type AllAccessVideo = Omit<Clip, 'videoUrl'> & {
  /** The playable file; null when blacked out or sent without one. */
  videoUrl: string | null
  /** 'video', or 'audio' for an audio-only item (listed with `includeAudio`). */
  format: string
  appExclusive: boolean
  favorites: number | null
  /** WebVTT captions; null when none (or not playable). */
  captionsUrl: string | null
  /** WebVTT audio-description track (own design, `descriptionFile`); null when none. */
  descriptionsUrl: string | null
  access: MediaAccess
}

export type AllAccessQuery = PageQuery & {
  /** 0 or absent: every sport (SPEC 7: not sent). */
  sportId?: number
  categoryId?: number
  includeAudio?: boolean
  onlyHasCaptions?: boolean
  /** An item's id, put first when the filters keep it. */
  pinnedMediaId?: string
  orderBy?: AllAccessOrder
}

export type AllAccessCategory = { id: number; title: string }

type WireVideo = z.infer<typeof AllAccessVideoSchema>

// The evidenced `captionFile` has no known type: only an address is read.
const fileOf = (value: unknown, origin: string) =>
  typeof value === 'string' ? toMediaUrl(value, origin) : null

export function toAllAccessVideo(
  resource: WireVideo,
  zone: string,
  origin: string,
): AllAccessVideo | null {
  const fields = toClipFields(resource, zone)
  if (!fields) return null
  const blackedOut = resource.blackedOut ?? false
  const file = (value: unknown) => (blackedOut ? null : fileOf(value, origin))
  return {
    ...fields,
    videoUrl: file(resource.videoUrl),
    format: resource.format?.trim() || 'video',
    appExclusive: resource.appExclusive ?? false,
    favorites: resource.favorites ?? null,
    captionsUrl: file(resource.captionFile),
    descriptionsUrl: file(resource.descriptionFile),
    access: toMediaAccess(resource),
  }
}

export function allAccessResource(context: ClientContext) {
  const { transport, logger, providerOrigin, load, loadItem } = context
  const item = perTimeZone((zone) =>
    readableAs(AllAccessVideoSchema, (resource) =>
      toAllAccessVideo(resource, zone, providerOrigin),
    ),
  )
  const page = perTimeZone((zone) => offsetPageOf(item(zone), logger, LABEL))

  return {
    /** GET /Videos/all-access: one page of the library, in the order asked (newest first). */
    async loadAllAccessVideos(
      query: AllAccessQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<AllAccessVideo>>> {
      return load(
        {
          label: LABEL,
          path: '/Videos/all-access',
          query: {
            sportId: query.sportId || undefined,
            categoryId: query.categoryId || undefined,
            includeAudio: query.includeAudio ? 'true' : undefined,
            onlyHasCaptions: query.onlyHasCaptions ? 'true' : undefined,
            // Not an id (a hand-edited address): not sent, rather than a 400 for the whole list.
            pinnedMediaId: ID.test(query.pinnedMediaId?.trim() ?? '')
              ? query.pinnedMediaId?.trim()
              : undefined,
            orderBy: query.orderBy,
            ...toPagingQuery(query),
          },
          schema: page,
        },
        options,
      )
    },

    /**
     * GET /Videos/all-access/{id}: one item (a story's `video.archive`); `missing` for an id
     * that is not a number (never sent) or that the provider does not know (204 or 404).
     */
    async loadAllAccessVideo(
      id: string,
      options: CallOptions = {},
    ): Promise<Loaded<AllAccessVideo>> {
      const trimmed = id.trim()
      if (!ID.test(trimmed)) return { status: 'missing' }
      return loadItem(
        { label: LABEL, path: `/Videos/all-access/${trimmed}`, schema: item },
        options,
      )
    },

    /** GET /Videos/all-access/categories/{type}: a filter menu; [] on failure (logged). */
    async getAllAccessCategories(
      type: 'video' | 'audio',
      options: CallOptions = {},
    ): Promise<AllAccessCategory[]> {
      const answer = await transport.get({
        label: LABEL,
        path: `/Videos/all-access/categories/${type}`,
        schema: AllAccessCategoriesResponseSchema,
        signal: options.signal,
      })
      return valueOr(answer, [])
    },
  }
}
