import type { ClipResource, PlaylistResource } from '@fieldhouse/contract/videos'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { seriesEpisodes, videoPlaylists } from '../../db/schema'
import { pageByRank } from '../../http/paging'
import { parseQueryId } from '../../http/query'
import { sportsById, type SportRow } from '../podcasts/podcast-queries'
import { toSlugSport } from '../sports/sport-resource'
import { toClipSport } from './all-access-resources'

// GET /Videos/playlists (own design; SPEC 3 clips and playlists): playlists in the
// department's order, `sportId` keeping one sport's, each with its clips in playlist order.
// Clips are the department's videos (series episodes) in the all-access item shape
// (schemas/v2/videos/allAccessSchema.json): `videoUrl` the video service's /watch?Archive={id}.

type EpisodeRow = typeof seriesEpisodes.$inferSelect

function toClip(row: EpisodeRow, sport: SportRow | undefined): ClipResource {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description ?? '',
    date: row.postDate,
    duration: row.duration,
    videoUrl: `/watch?Archive=${row.id}`,
    posterUrl: row.thumbnailPath,
    appExclusive: false,
    views: row.views,
    favorites: 0,
    format: 'video',
    sport: toClipSport(row.sportId, sport),
    category: { id: 1, title: 'Highlights' },
    captionFile: null,
  }
}

function mapper(c: Context<AppEnv>) {
  const { db, tenant } = c.var
  const sports = sportsById(db, tenant.id)
  return (row: typeof videoPlaylists.$inferSelect): PlaylistResource => {
    const episodes = db
      .select()
      .from(seriesEpisodes)
      .where(and(eq(seriesEpisodes.tenantId, tenant.id), inArray(seriesEpisodes.id, row.videoIds)))
      .all()
    const byId = new Map(episodes.map((episode) => [episode.id, episode]))
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      sport: row.sportId === null ? null : toSlugSport(row.sportId, sports.get(row.sportId)),
      // A video the library no longer has drops out of the playlist.
      clips: row.videoIds.flatMap((id) => {
        const episode = byId.get(id)
        return episode ? [toClip(episode, sports.get(episode.sportId))] : []
      }),
    }
  }
}

export const playlistRoutes = new Hono<AppEnv>().get('/videos/playlists', (c) => {
  const rows = tenantRows(
    c.var.db,
    videoPlaylists,
    c.var.tenant.id,
    [eqIfGiven(videoPlaylists.sportId, parseQueryId(c, 'sportId'))],
    [asc(videoPlaylists.rank), asc(videoPlaylists.id)],
  )
  return c.json(pageByRank(c, rows, mapper(c)))
})
