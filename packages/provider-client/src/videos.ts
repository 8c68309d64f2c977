import { ClipSchema, PlaylistSchema, type ClipResource } from '@fieldhouse/contract/videos'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate } from './dates'
import { toImagePath } from './game-parts'
import type { Logger } from './logger'
import type { MediaSportRef } from './moments'
import { offsetPageOf, toPagingQuery, toReadableItems } from './page'
import { quietFallbackBy } from './quiet-fallback'
import { orNull } from './rosters-parts'
import { readableAs } from './story'
import type { CallOptions } from './transport'

// Clips and playlists (SPEC 3; docs/decisions/035). A clip is an item of the all-access video
// library (evidenced shape, schemas/v2/videos/allAccessSchema.json): `toClipFields` is the one
// mapping of it, for the playlists here (`toClip`) and the library itself (all-access.ts).
// Playlists (GET /Videos/playlists, own design) are a secondary section (SPEC 8): a failure or
// garbage answers none, logged once per cache period; a clip the client cannot read is dropped
// alone, a playlist left without clips too.

const LABEL = 'videos repository'

export type Clip = {
  /** The video's id on the department's video service (a series episode's id here). */
  id: string
  title: string
  description: string | null
  postedAt: Date | null
  durationSeconds: number | null
  /** The video service's address (/watch?Archive={id}: outside this site, SPEC 2.1). */
  videoUrl: string
  posterUrl: string | null
  sport: { id: number; title: string; shortName: string } | null
  category: { id: number; title: string } | null
  views: number | null
}

export type Playlist = {
  id: number
  title: string
  description: string | null
  sport: MediaSportRef | null
  clips: Clip[]
}

export type PlaylistsQuery = { sportId?: number; pageSize: number }

/** A clip's fields but its address, or null without an id (the all-access reader's base too). */
export function toClipFields(resource: ClipResource, zone: string): Omit<Clip, 'videoUrl'> | null {
  const id = resource.id.trim()
  if (!id) return null
  const duration = resource.duration
  return {
    id,
    title: resource.title,
    description: orNull(resource.description)?.trim() || null,
    postedAt: parseProviderDate(resource.date, zone),
    durationSeconds: typeof duration === 'number' && duration > 0 ? Math.round(duration) : null,
    posterUrl: toImagePath(resource.posterUrl),
    sport: resource.sport
      ? { id: resource.sport.id, title: resource.sport.title, shortName: resource.sport.shortName }
      : null,
    category: resource.category ?? null,
    views: resource.views ?? null,
  }
}

export function toClip(resource: ClipResource, zone: string): Clip | null {
  const videoUrl = resource.videoUrl.trim()
  const fields = toClipFields(resource, zone)
  return fields && videoUrl ? { ...fields, videoUrl } : null
}

/** A clip read on its own: the contract's item and `toClip`, failing what cannot be read. */
export const clipSchema = perTimeZone((zone) =>
  readableAs(ClipSchema, (resource) => toClip(resource, zone)),
)

function playlistSchema(zone: string, logger: Logger) {
  return PlaylistSchema.transform(
    (raw): Playlist => ({
      id: raw.id,
      title: raw.title,
      description: orNull(raw.description)?.trim() || null,
      sport: raw.sport ?? null,
      clips: toReadableItems(raw.clips, clipSchema(zone), logger, LABEL),
    }),
  )
}

export function videosResource(context: ClientContext) {
  const items = perTimeZone((zone) =>
    offsetPageOf(playlistSchema(zone, context.logger), context.logger, LABEL).transform((page) =>
      page.items.filter((playlist) => playlist.clips.length > 0),
    ),
  )
  const read = quietFallbackBy(
    context,
    (query: PlaylistsQuery) => ({
      label: LABEL,
      path: '/Videos/playlists',
      query: {
        sportId: query.sportId,
        ...toPagingQuery({ pageIndex: 0, pageSize: query.pageSize }),
      },
      schema: items,
    }),
    [] as Playlist[],
  )
  return {
    /** GET /Videos/playlists: the first page in the department's order; [] when none. */
    getPlaylists(query: PlaylistsQuery, options: CallOptions = {}): Promise<Playlist[]> {
      return read(query, options)
    },
  }
}
