import { and, eq, notExists, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { allAccessVideos, mediaFiles, podcastEpisodes, tenants } from '../../db/schema'
import { isEpisodeLockedSql } from '../podcasts/podcast-queries'

// The stored bytes of documents, publications, podcast audio and transcripts, sport files and
// the demo videos with their posters and text tracks (seed/media).

export type MediaFileRow = typeof mediaFiles.$inferSelect

export function getMediaFile(db: Db, tenantId: number, path: string): MediaFileRow | null {
  return (
    db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.tenantId, tenantId), eq(mediaFiles.path, path)))
      .get() ?? null
  )
}

// A public file, unless it is the audio or the transcript of an episode that may not be played
// (blacked out, or neither free nor authorized: podcast-queries.ts), or the video, captions or
// audio description of such an all-access item (its poster stays public, as the list shows it),
// checked on every request so a change of the flags takes effect at once.
export function getPublicMediaFile(db: Db, tenantSlug: string, path: string): MediaFileRow | null {
  const lockedEpisode = db
    .select({ id: podcastEpisodes.id })
    .from(podcastEpisodes)
    .where(
      and(
        eq(podcastEpisodes.tenantId, mediaFiles.tenantId),
        or(
          eq(podcastEpisodes.filePath, mediaFiles.path),
          eq(podcastEpisodes.transcriptPath, mediaFiles.path),
        ),
        isEpisodeLockedSql(),
      ),
    )
  const { videoPath, captionPath, descriptionPath } = allAccessVideos
  const lockedVideo = db
    .select({ id: allAccessVideos.id })
    .from(allAccessVideos)
    .where(
      and(
        eq(allAccessVideos.tenantId, mediaFiles.tenantId),
        or(
          eq(videoPath, mediaFiles.path),
          eq(captionPath, mediaFiles.path),
          eq(descriptionPath, mediaFiles.path),
        ),
        isEpisodeLockedSql(allAccessVideos),
      ),
    )
  const row = db
    .select({ file: mediaFiles })
    .from(mediaFiles)
    .innerJoin(tenants, eq(tenants.id, mediaFiles.tenantId))
    .where(
      and(
        eq(tenants.slug, tenantSlug),
        eq(mediaFiles.path, path),
        eq(mediaFiles.public, true),
        notExists(lockedEpisode),
        notExists(lockedVideo),
      ),
    )
    .get()
  return row?.file ?? null
}

// Sizes of many files at once (list answers show them), keyed by path.
export function getMediaFileSizes(db: Db, tenantId: number): Map<string, number> {
  // length() of a blob is its byte count.
  const rows = db.all<{ path: string; size: number }>(
    sql`select path, length(body) as size from media_files where tenant_id = ${tenantId}`,
  )
  return new Map(rows.map((row) => [row.path, row.size]))
}
