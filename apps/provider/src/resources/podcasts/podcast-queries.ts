import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { podcastEpisodes, podcasts, sports } from '../../db/schema'

// Reads behind /Podcasts/*: the podcasts in order and their episodes newest first.

export type PodcastRow = typeof podcasts.$inferSelect
export type EpisodeRow = typeof podcastEpisodes.$inferSelect
export type SportRow = typeof sports.$inferSelect

// SPEC 6: an episode's audio plays for this public audience only when it is not blacked out and
// is free or authorized (a premium episode the department unlocked is authorized). A premium
// (not authorized) or sign-in-only episode has no file on the wire and its audio is not served
// (/media answers 404, as for an unknown file): this provider has no listener accounts, so no
// request can be entitled to it. The same rule in SQL for /media (media-file-queries.ts); the
// all-access videos carry the same flags and follow the same rule (`columns` theirs).
export function isEpisodePlayable(
  row: Pick<EpisodeRow, 'blackedOut' | 'free' | 'authorized'>,
): boolean {
  return !row.blackedOut && (row.free || row.authorized)
}

// The flags as the wire sends them (a podcast episode's and an all-access item's alike).
export function toAccessFlags(
  row: Pick<
    EpisodeRow,
    'free' | 'authorized' | 'authOnlyRequired' | 'premium' | 'blackedOut' | 'blackedOutMessage'
  >,
) {
  const { free, authorized, authOnlyRequired, premium, blackedOut, blackedOutMessage } = row
  return { free, authorized, authOnlyRequired, premium, blackedOut, blackedOutMessage }
}

type AccessColumns = { blackedOut: SQLiteColumn; free: SQLiteColumn; authorized: SQLiteColumn }

export function isEpisodeLockedSql(columns: AccessColumns = podcastEpisodes): SQL {
  const { blackedOut, free, authorized } = columns
  return sql`(${blackedOut} or not (${free} or ${authorized}))`
}

export function listPodcasts(db: Db, tenantId: number): PodcastRow[] {
  return tenantRows(db, podcasts, tenantId, [], [asc(podcasts.rank)])
}

export type EpisodeFilters = { podcastId?: number; sportId?: number; search?: string }

export function listEpisodes(db: Db, tenantId: number, filters: EpisodeFilters = {}): EpisodeRow[] {
  const where = [eqIfGiven(podcastEpisodes.podcastId, filters.podcastId)]
  const order = [desc(podcastEpisodes.date), desc(podcastEpisodes.id)]
  const search = filters.search?.toLowerCase()
  return tenantRows(db, podcastEpisodes, tenantId, where, order)
    .filter((row) => filters.sportId === undefined || row.sportIds.includes(filters.sportId))
    .filter((row) => !search || `${row.title} ${row.description}`.toLowerCase().includes(search))
}

export function sportsById(db: Db, tenantId: number): Map<number, SportRow> {
  return new Map(
    db
      .select()
      .from(sports)
      .where(eq(sports.tenantId, tenantId))
      .all()
      .map((sport): [number, SportRow] => [sport.id, sport]),
  )
}
